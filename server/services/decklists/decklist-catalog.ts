// Decklist versions as clients see them: their lines read against the card catalog in the game and format of the
// decklist's archetype (the archetype's format, else its project's), with the curve and legality warnings.
import type { RequestContext } from '../../context.ts';
import type { EnrichedDeck } from '../../domain/cards/enrichment.ts';
import type { CardLine } from '../../domain/deck-import/types.ts';
import { enrichDecks } from '../cards/enrich-cards.ts';
import type { DecklistView } from './decklist-queries.ts';

export interface VersionCards {
  decklistId: string;
  cards: readonly CardLine[];
}

export type CatalogView<V extends DecklistView = DecklistView> = V & { deck: EnrichedDeck };

/** The versions' decks, in their order: one statement for the archetypes, then one resolution per game and format. */
export async function enrichVersions(ctx: Pick<RequestContext, 'db'>, versions: readonly VersionCards[]): Promise<EnrichedDeck[]> {
  if (versions.length === 0) return [];
  const decklists = await ctx.db.decklist.findMany({
    where: { id: { in: [...new Set(versions.map((v) => v.decklistId))] } },
    select: { id: true, archetype: { select: { game: true, format: true, project: { select: { format: true } } } } },
  });
  const playedIn = new Map(decklists.map((d) => [d.id, { game: d.archetype.game, format: d.archetype.format ?? d.archetype.project.format }]));
  const groups = new Map<string, { game: string | null; format: string | null; indexes: number[] }>();
  versions.forEach((version, index) => {
    // A decklist deleted meanwhile is read without a game: its lines come back as stored.
    const { game, format } = playedIn.get(version.decklistId) ?? { game: null, format: null };
    const key = JSON.stringify([game, format]);
    const group = groups.get(key) ?? groups.set(key, { game, format, indexes: [] }).get(key)!;
    group.indexes.push(index);
  });
  const decks = new Array<EnrichedDeck>(versions.length);
  for (const { game, format, indexes } of groups.values()) {
    const enriched = await enrichDecks(ctx.db, game, format, indexes.map((i) => versions[i].cards));
    indexes.forEach((versionIndex, i) => (decks[versionIndex] = enriched[i]));
  }
  return decks;
}

export async function withCatalog<V extends DecklistView>(ctx: Pick<RequestContext, 'db'>, views: readonly V[]): Promise<CatalogView<V>[]> {
  const decks = await enrichVersions(ctx, views.map((view) => view.version));
  return views.map((view, i) => ({ ...view, deck: decks[i] }));
}

export async function oneWithCatalog<V extends DecklistView>(ctx: Pick<RequestContext, 'db'>, view: V): Promise<CatalogView<V>> {
  return (await withCatalog(ctx, [view]))[0];
}
