// Decklists read against the card catalog: every line of every list given resolved in one pass (two statements
// however many lists and lines; a card named on several lines or in several versions is looked up once), then each
// list enriched with its curve and legality warnings. Without a catalog for the game, lines stay as stored.
import type { Db } from '../../db/connect.ts';
import { enrichDeck, type EnrichedDeck } from '../../domain/cards/enrichment.ts';
import type { CardQuery } from '../../domain/cards/resolution.ts';
import type { CardLine } from '../../domain/deck-import/types.ts';
import { asGameId } from '../../domain/games.ts';
import { resolveCards } from './resolve-cards.ts';

const queryKey = (line: CardQuery) => `${line.name}\u0000${line.set ?? ''}\u0000${line.number ?? ''}`;

/** The lists, enriched, in their order. `game` is a game id or name; `format` the format the lists are played in. */
export async function enrichDecks(db: Db, game: string | null, format: string | null, decks: readonly (readonly CardLine[])[]): Promise<EnrichedDeck[]> {
  const gameId = asGameId(game) ?? null;
  const distinct = new Map<string, CardQuery>();
  for (const line of decks.flat()) distinct.set(queryKey(line), { name: line.name, set: line.set, number: line.number });
  const queries = [...distinct.values()];
  const resolutions = await resolveCards(db, gameId, queries);
  const byKey = new Map(queries.map((query, i) => [queryKey(query), resolutions[i]]));
  return decks.map((lines) =>
    enrichDeck(
      gameId,
      format,
      lines,
      lines.map((line) => byKey.get(queryKey(line))!),
    ),
  );
}
