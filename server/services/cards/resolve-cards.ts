// Resolves decklist lines against the card catalog in two statements per list: the lines naming a printing (set and
// number, a Pokémon set through its PTCGL code too) first, then every line still open by its name's key (full name,
// a double-faced card's front face, a split card written "A/B", a Yu-Gi-Oh! passcode, a One Piece id). Lines the
// catalog does not know come back unresolved; without a catalog for the game, all of them do.
import { Prisma } from '../../generated/prisma/client.ts';
import type { Db } from '../../db/connect.ts';
import { catalogSourceGames } from '../../domain/cards/sources/index.ts';
import {
  nameKeyOf,
  pickByName,
  printingKeyOf,
  resolvedFrom,
  UNRESOLVED,
  type CardCandidate,
  type CardQuery,
  type PrintingCandidate,
  type Resolution,
} from '../../domain/cards/resolution.ts';
import type { GameId } from '../../domain/games.ts';

type PrintingMatch = CardCandidate & PrintingCandidate & { line: number };

const CARD_COLUMNS = Prisma.sql`c."key", c."name", c."nameKey", c."matchKeys", c."typeLine", c."primaryType", c."cost", c."manaValue",
  c."colors", c."rarity" AS "cardRarity", c."imageUrl" AS "cardImageUrl", c."legalities", c."copyLimit"`;

async function byPrinting(db: Db, game: GameId, lines: readonly CardQuery[]): Promise<Map<number, Resolution>> {
  const wanted = lines.flatMap((line, i) => {
    const key = printingKeyOf(line);
    return key ? [Prisma.sql`(${i}::int, ${key.set}, ${key.number})`] : [];
  });
  if (wanted.length === 0) return new Map();
  // The set as written, and the sets it is the other code of (a PTCGL code), each looked up by primary key.
  const rows = await db.$queryRaw<(PrintingMatch & { cardRarity: string | null; cardImageUrl: string | null })[]>`
    WITH w("line", "set", "number") AS (VALUES ${Prisma.join(wanted)}),
      k AS (
        SELECT w."line", w."set" AS "code", w."number", true AS "asWritten" FROM w
        UNION ALL
        SELECT w."line", s."code", w."number", false FROM w JOIN "CatalogSet" s ON s."game" = ${game} AND s."altCode" = w."set"
      )
    SELECT k."line", p."set", p."number", p."rarity", p."imageUrl", ${CARD_COLUMNS}
    FROM k
    JOIN "CatalogPrinting" p ON p."game" = ${game} AND p."set" = k."code" AND p."number" = k."number"
    JOIN "CatalogCard" c ON c."game" = p."game" AND c."key" = p."cardKey"
    ORDER BY k."line", k."asWritten" DESC`;
  const found = new Map<number, Resolution>();
  for (const row of rows) {
    if (found.has(row.line)) continue; // the set as written before the set it is another code of
    found.set(row.line, resolvedFrom({ ...row, rarity: row.cardRarity, imageUrl: row.cardImageUrl }, row));
  }
  return found;
}

async function byName(db: Db, game: GameId, lines: readonly CardQuery[], open: readonly number[]): Promise<Map<number, Resolution>> {
  if (open.length === 0) return new Map();
  const keys = [...new Set(open.map((i) => nameKeyOf(game, lines[i])))];
  // The keys name their game: one GIN lookup, with no `game = …` condition to tempt the planner into the game's index.
  const candidates = await db.$queryRaw<CardCandidate[]>`
    SELECT "key", "name", "nameKey", "matchKeys", "typeLine", "primaryType", "cost", "manaValue", "colors", "rarity", "imageUrl", "legalities", "copyLimit"
    FROM "CatalogCard" WHERE "matchKeys" && ${keys}::text[]`;
  const found = new Map<number, Resolution>();
  for (const i of open) {
    const card = pickByName(nameKeyOf(game, lines[i]), candidates);
    if (card) found.set(i, resolvedFrom(card));
  }
  return found;
}

/** What the catalog says about each line, in the lines' order. */
export async function resolveCards(db: Db, game: GameId | null, lines: readonly CardQuery[]): Promise<Resolution[]> {
  if (!game || !catalogSourceGames.has(game) || lines.length === 0) return lines.map(() => UNRESOLVED);
  const printed = await byPrinting(db, game, lines);
  const open = lines.flatMap((_, i) => (printed.has(i) ? [] : [i]));
  const named = await byName(db, game, lines, open);
  return lines.map((_, i) => printed.get(i) ?? named.get(i) ?? UNRESOLVED);
}
