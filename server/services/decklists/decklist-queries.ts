// Reading decklists: one decklist at its current or a given version, an archetype's decklists, a decklist's versions.
// Readers follow the archetype's project (read-scope.ts); a decklist the viewer may not read is "not found".
import type { RequestContext } from '../../context.ts';
import type { CardLine, Decklist, DecklistVersion, Prisma } from '../../generated/prisma/client.ts';
import { NotFoundError } from '../../domain/errors.ts';
import { requireId } from '../../domain/validation/ids.ts';
import { parseInput } from '../../domain/validation/parse-input.ts';
import { getDecklistQuerySchema, type GetDecklistQuery } from '../../domain/validation/decklists.ts';
import { readableDecklists } from '../access/read-scope.ts';
import { readableArchetype } from '../archetypes/archetype-queries.ts';
import { versionTag } from './version-tags.ts';

export const DECKLIST_NOT_FOUND = 'Decklist not found';

/** The archetype's decklists in the order the assets screen lists them: the first one is the one shown. */
export const DECKLIST_ORDER = [{ createdAt: 'asc' as const }, { id: 'asc' as const }];

/** A version's cards in the order they were imported or typed. */
export const CARDS_IN_ORDER = { cards: { orderBy: { position: 'asc' as const } } } satisfies Prisma.DecklistVersionInclude;

export type VersionWithCards = DecklistVersion & { cards: CardLine[] };

/** A decklist as clients see it: the list itself plus one of its versions (normally the current one). */
export interface DecklistView {
  decklist: Decklist;
  version: VersionWithCards;
}

/** The decklist, if the viewer may read it, with what permission checks need to know about its team. */
export async function readableDecklist(ctx: RequestContext, decklistId: string) {
  const decklist = await ctx.db.decklist.findFirst({
    where: { id: requireId(decklistId, DECKLIST_NOT_FOUND), ...(await readableDecklists(ctx.viewer)) },
    include: { archetype: { select: { id: true, name: true, game: true, project: { select: { id: true, teamId: true } } } } },
  });
  if (!decklist) throw new NotFoundError(DECKLIST_NOT_FOUND);
  return decklist;
}

export async function versionOf(ctx: RequestContext, decklistId: string, number: number): Promise<VersionWithCards> {
  const version = await ctx.db.decklistVersion.findUnique({ where: { decklistId_number: { decklistId, number } }, include: CARDS_IN_ORDER });
  if (!version) throw new NotFoundError(`Version ${versionTag(number)} not found`);
  return version;
}

/** GET /decklists/{id}: the current version, or the one `?version=` names (a number or a tag). */
export async function getDecklist(ctx: RequestContext, decklistId: string, query: GetDecklistQuery = {}): Promise<DecklistView> {
  const { version } = parseInput(getDecklistQuerySchema, query);
  const decklist = await readableDecklist(ctx, decklistId);
  return { decklist, version: await versionOf(ctx, decklist.id, version ?? decklist.currentVersion) };
}

/** Decklists with their current versions in three statements, however many there are. */
async function withCurrentVersions(ctx: RequestContext, decklists: Decklist[]): Promise<DecklistView[]> {
  if (decklists.length === 0) return [];
  const versions = await ctx.db.decklistVersion.findMany({
    where: { OR: decklists.map((d) => ({ decklistId: d.id, number: d.currentVersion })) },
    include: CARDS_IN_ORDER,
  });
  const byDecklist = new Map(versions.map((v) => [v.decklistId, v]));
  // A decklist deleted between the two reads has no version any more: it is left out.
  return decklists.flatMap((decklist) => {
    const version = byDecklist.get(decklist.id);
    return version ? [{ decklist, version }] : [];
  });
}

/** GET /archetypes/{id}/decklists */
export async function listArchetypeDecklists(ctx: RequestContext, archetypeId: string): Promise<DecklistView[]> {
  const archetype = await readableArchetype(ctx, archetypeId);
  return withCurrentVersions(ctx, await ctx.db.decklist.findMany({ where: { archetypeId: archetype.id }, orderBy: DECKLIST_ORDER }));
}

/** GET /archetypes/{id}: the archetype and its decklists (the first is the one the screens show). */
export async function getArchetypeWithDecklists(ctx: RequestContext, archetypeId: string) {
  const archetype = await readableArchetype(ctx, archetypeId);
  const decklists = await ctx.db.decklist.findMany({ where: { archetypeId: archetype.id }, orderBy: DECKLIST_ORDER });
  return { archetype, decklists: await withCurrentVersions(ctx, decklists) };
}

/** GET /decklists/{id}/versions: every version with its cards, newest first. */
export async function listDecklistVersions(ctx: RequestContext, decklistId: string): Promise<VersionWithCards[]> {
  const decklist = await readableDecklist(ctx, decklistId);
  return ctx.db.decklistVersion.findMany({ where: { decklistId: decklist.id }, orderBy: { number: 'desc' }, include: CARDS_IN_ORDER });
}
