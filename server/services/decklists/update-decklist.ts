import type { RequestContext } from '../../context.ts';
import { NotFoundError } from '../../domain/errors.ts';
import { updateDecklistSchema, type UpdateDecklistInput } from '../../domain/validation/decklists.ts';
import { parseInput } from '../../domain/validation/parse-input.ts';
import { decklistForMember } from './decklist-permissions.ts';
import { announceContentChange } from '../projects/project-events.ts';
import { CARDS_IN_ORDER, DECKLIST_NOT_FOUND, type DecklistView } from './decklist-queries.ts';
import { carrySideboardGuides } from '../sideboard-guides/carry-sideboard-guides.ts';
import { writeVersion } from './version-data.ts';
import { cardChanges } from '../../domain/decklist-merge.ts';
import { editConflict } from '../revisions.ts';

/** What a save based on version `base` missed: the versions since, with their card changes and who saved the newest. */
async function staleVersion(ctx: RequestContext, decklistId: string, base: number) {
  const [then, now] = await Promise.all([
    ctx.db.decklistVersion.findUnique({ where: { decklistId_number: { decklistId, number: base } }, include: CARDS_IN_ORDER }),
    ctx.db.decklistVersion.findFirst({ where: { decklistId }, orderBy: { number: 'desc' }, include: CARDS_IN_ORDER }),
  ]);
  if (!now) return new NotFoundError(DECKLIST_NOT_FOUND);
  return editConflict(ctx, {
    record: 'decklist',
    id: decklistId,
    baseRevision: base,
    currentRevision: now.number,
    changedAt: now.createdAt,
    changedById: now.createdById,
    changes: then ? cardChanges(then.cards, now.cards) : [],
  });
}

/**
 * PUT /decklists/{id}: stores the edit as version N+1. The number is taken by incrementing currentVersion in an
 * UPDATE … RETURNING, which holds the decklist's row lock until the transaction ends: concurrent edits queue behind
 * it and each gets its own number. An edit that names the version it was made from (`baseRevision`, as the editor
 * does) is written only while that version is still the current one, checked in the same UPDATE's WHERE: of
 * concurrent edits of one version the first wins and the others are refused with what it changed, so none silently
 * reverts another. (Without it the edit is a blind write of the whole list, for scripts that replace a list on
 * purpose.) The version's time is read under the same lock, so version numbers and times always agree in order. Input
 * is validated before anything is written; if writing the version fails, the transaction rolls the number back and
 * the previous version stays current. The previous version's sideboard guides are copied to the new one in the same
 * transaction.
 */
export async function updateDecklist(ctx: RequestContext, decklistId: string, rawInput: UpdateDecklistInput): Promise<DecklistView> {
  const existing = await decklistForMember(ctx, decklistId);
  const input = parseInput(updateDecklistSchema, rawInput);
  const userId = ctx.viewer.user!.id;
  const base = input.baseRevision ?? null;
  const updated = await ctx.db.$transaction(async (tx) => {
    const [bumped] = await tx.$queryRaw<{ number: number; at: Date }[]>`
      UPDATE "Decklist"
         SET "currentVersion" = "currentVersion" + 1,
             "name" = COALESCE(${input.name ?? null}::varchar, "name"),
             "updatedAt" = clock_timestamp()
       WHERE "id" = ${existing.id}::uuid AND (${base}::int IS NULL OR "currentVersion" = ${base}::int)
   RETURNING "currentVersion" AS "number", "updatedAt" AS "at"`;
    if (!bumped) return null;
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
  if (!updated) throw base === null ? new NotFoundError(DECKLIST_NOT_FOUND) : await staleVersion(ctx, existing.id, base);
  announceContentChange(ctx, existing.archetype.project.id, 'decklists');
  return updated;
}
