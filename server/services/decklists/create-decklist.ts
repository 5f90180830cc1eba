import type { RequestContext } from '../../context.ts';
import { createDecklistSchema, type CreateDecklistInput } from '../../domain/validation/decklists.ts';
import { parseInput } from '../../domain/validation/parse-input.ts';
import { archetypeForMember } from '../archetypes/archetype-permissions.ts';
import { announceContentChange } from '../projects/project-events.ts';
import type { DecklistView } from './decklist-queries.ts';
import { writeVersion } from './version-data.ts';

/** POST /decklists: a decklist from explicit card lines; version 1 holds them. Named after the archetype by default. */
export async function createDecklist(ctx: RequestContext, rawInput: CreateDecklistInput): Promise<DecklistView> {
  const input = parseInput(createDecklistSchema, rawInput);
  const archetype = await archetypeForMember(ctx, input.archetypeId);
  const userId = ctx.viewer.user!.id;
  const created = await ctx.db.$transaction(async (tx) => {
    const decklist = await tx.decklist.create({ data: { archetypeId: archetype.id, name: input.name ?? archetype.name, createdById: userId } });
    const version = await writeVersion(tx, decklist.id, { number: 1, createdById: userId, notes: input.notes, changeSummary: input.changeSummary }, input.cards);
    return { decklist, version };
  });
  announceContentChange(ctx, archetype.projectId, 'decklists');
  return created;
}
