import type { RequestContext } from '../../context.ts';
import { createDecklistSchema, type CreateDecklistInput } from '../../domain/validation/decklists.ts';
import { parseInput } from '../../domain/validation/parse-input.ts';
import { archetypeForMember } from '../archetypes/archetype-permissions.ts';
import { CARDS_IN_ORDER, type DecklistView } from './decklist-queries.ts';
import { versionCreate } from './version-data.ts';

/** POST /decklists: a decklist from explicit card lines; version 1 holds them. Named after the archetype by default. */
export async function createDecklist(ctx: RequestContext, rawInput: CreateDecklistInput): Promise<DecklistView> {
  const input = parseInput(createDecklistSchema, rawInput);
  const archetype = await archetypeForMember(ctx, input.archetypeId);
  const userId = ctx.viewer.user!.id;
  const { versions, ...decklist } = await ctx.db.decklist.create({
    data: {
      archetypeId: archetype.id,
      name: input.name ?? archetype.name,
      createdById: userId,
      versions: { create: versionCreate(1, input, input.cards, userId) },
    },
    include: { versions: { include: CARDS_IN_ORDER } },
  });
  return { decklist, version: versions[0] };
}
