// Card-name suggestions for the card editor: names starting with what was typed (the (game, nameKey) index serves
// the prefix), then, from three characters on, names containing it elsewhere ("bolt" finds "Lightning Bolt"). Public
// catalog data; at most CARD_SEARCH_LIMIT answers of a few fields, two index-backed statements at most.
import type { AppDeps } from '../../context.ts';
import { catalogNameKey } from '../../domain/cards/names.ts';
import { asGameId } from '../../domain/games.ts';
import { CARD_SEARCH_LIMIT, CARD_SEARCH_MIN, cardSearchSchema } from '../../domain/validation/cards.ts';
import type { CardSearchInput } from '../../domain/validation/cards.ts';
import { parseInput } from '../../domain/validation/parse-input.ts';

export interface CardSuggestion {
  name: string;
  /** The game's type the card is grouped under. */
  type: string;
  typeLine: string | null;
  cost: string | null;
  manaValue: number | null;
  rarity: string | null;
  imageUrl: string | null;
}

const SUGGESTION = { name: true, primaryType: true, typeLine: true, cost: true, manaValue: true, rarity: true, imageUrl: true } as const;
const CONTAINS_FROM = 3;

export async function searchCards(deps: Pick<AppDeps, 'db'>, rawInput: CardSearchInput): Promise<CardSuggestion[]> {
  const input = parseInput(cardSearchSchema, rawInput);
  const game = asGameId(input.game);
  const typed = catalogNameKey(input.q);
  if (!game || typed.length < CARD_SEARCH_MIN) return [];
  // Prisma passes the text into LIKE as it is: "%" and "_" typed must match themselves, not anything.
  const key = typed.replace(/[\\%_]/g, '\\$&');
  const byPrefix = await deps.db.catalogCard.findMany({
    where: { game, nameKey: { startsWith: key } },
    orderBy: { nameKey: 'asc' },
    take: CARD_SEARCH_LIMIT,
    select: SUGGESTION,
  });
  const more =
    byPrefix.length < CARD_SEARCH_LIMIT && typed.length >= CONTAINS_FROM
      ? await deps.db.catalogCard.findMany({
          where: { game, nameKey: { contains: key, not: { startsWith: key } } },
          orderBy: { nameKey: 'asc' },
          take: CARD_SEARCH_LIMIT - byPrefix.length,
          select: SUGGESTION,
        })
      : [];
  return [...byPrefix, ...more].map(({ primaryType, ...card }) => ({ ...card, type: primaryType }));
}
