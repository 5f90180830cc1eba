import type { RequestContext } from '../../context.ts';
import { NotFoundError } from '../../domain/errors.ts';
import { updateDecklistSchema, type UpdateDecklistInput } from '../../domain/validation/decklists.ts';
import { parseInput } from '../../domain/validation/parse-input.ts';
import { decklistForMember } from './decklist-permissions.ts';
import { announceContentChange } from '../projects/project-events.ts';
import { DECKLIST_NOT_FOUND, type DecklistView } from './decklist-queries.ts';
import { carrySideboardGuides } from '../sideboard-guides/carry-sideboard-guides.ts';
import { writeVersion } from './version-data.ts';

/**
 * PUT /decklists/{id}: stores the edit as version N+1. The number is taken by incrementing currentVersion in an
 * UPDATE … RETURNING, which holds the decklist's row lock until the transaction ends: concurrent edits queue behind
 * it and each gets its own number, and none overwrites another. The version's time is read under the same lock, so
 * version numbers and times always agree in order. Input is validated before anything is written; if writing the
 * version fails, the transaction rolls the number back and the previous version stays current. The previous version's
 * sideboard guides are copied to the new one in the same transaction.
 */
export async function updateDecklist(ctx: RequestContext, decklistId: string, rawInput: UpdateDecklistInput): Promise<DecklistView> {
  const existing = await decklistForMember(ctx, decklistId);
  const input = parseInput(updateDecklistSchema, rawInput);
  const userId = ctx.viewer.user!.id;
  const updated = await ctx.db.$transaction(async (tx) => {
    const [bumped] = await tx.$queryRaw<{ number: number; at: Date }[]>`
      UPDATE "Decklist"
         SET "currentVersion" = "currentVersion" + 1,
             "name" = COALESCE(${input.name ?? null}::varchar, "name"),
             "updatedAt" = clock_timestamp()
       WHERE "id" = ${existing.id}::uuid
   RETURNING "currentVersion" AS "number", "updatedAt" AS "at"`;
    if (!bumped) throw new NotFoundError(DECKLIST_NOT_FOUND);
    const version = await writeVersion(
      tx,
      existing.id,
      { number: bumped.number, createdById: userId, createdAt: bumped.at, notes: input.notes, changeSummary: input.changeSummary },
      input.cards,
    );
    await carrySideboardGuides(tx, existing.id, bumped.number - 1, version.id);
    const decklist = await tx.decklist.findUniqueOrThrow({ where: { id: existing.id } });
    return { decklist, version };
  });
  announceContentChange(ctx, existing.archetype.project.id, 'decklists');
  return updated;
}
