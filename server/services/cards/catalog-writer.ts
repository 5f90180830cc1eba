// Bulk upserts of catalog rows, a chunk per statement: one multi-row INSERT ... ON CONFLICT DO UPDATE, which only
// rewrites a row whose fingerprint (a hash of its content) changed and reports back, per row it touched, whether it
// was inserted. Each statement commits on its own, so the embedded database (one statement at a time for everyone)
// is never held for longer than one chunk.
import { createHash } from 'node:crypto';
import { Prisma } from '../../generated/prisma/client.ts';
import type { Db } from '../../db/connect.ts';
import type { CardRow, PrintingRow, SetRow } from '../../domain/cards/catalog-rows.ts';

/**
 * Rows per statement: few enough that one statement holds the embedded database (one statement at a time for every
 * request) for tens of milliseconds only, and far under PostgreSQL's 65,535 parameters; many enough that statements
 * are few.
 */
export const CHUNK_ROWS = { card: 250, printing: 1000, set: 1000 } as const;

export interface Written {
  added: number;
  changed: number;
}

/** A stable hash of a row's content: the same record imported twice gives the same fingerprint. */
export function fingerprintOf(row: object): string {
  return createHash('sha1').update(JSON.stringify(row)).digest('base64url');
}

async function upsert(db: Db, insert: Prisma.Sql): Promise<Written> {
  const rows = await db.$queryRaw<{ inserted: boolean }[]>`${insert} RETURNING (xmax = 0) AS inserted`;
  const added = rows.filter((row) => row.inserted).length;
  return { added, changed: rows.length - added };
}

export function writeCards(db: Db, cards: readonly (CardRow & { fingerprint: string })[]): Promise<Written> {
  if (cards.length === 0) return Promise.resolve({ added: 0, changed: 0 });
  const values = cards.map(
    (c) => Prisma.sql`(${c.game}, ${c.key}, ${c.name}, ${c.nameKey}, ${c.matchKeys}::text[], ${c.typeLine}, ${c.primaryType}, ${c.cost},
      ${c.manaValue}::float8, ${c.colors}::text[], ${c.rarity}, ${c.imageUrl}, ${c.legalities === null ? null : JSON.stringify(c.legalities)}::jsonb,
      ${c.copyLimit}::int, ${c.fingerprint}, now())`,
  );
  return upsert(
    db,
    Prisma.sql`INSERT INTO "CatalogCard" ("game", "key", "name", "nameKey", "matchKeys", "typeLine", "primaryType", "cost", "manaValue",
        "colors", "rarity", "imageUrl", "legalities", "copyLimit", "fingerprint", "updatedAt")
      VALUES ${Prisma.join(values)}
      ON CONFLICT ("game", "key") DO UPDATE SET "name" = EXCLUDED."name", "nameKey" = EXCLUDED."nameKey", "matchKeys" = EXCLUDED."matchKeys",
        "typeLine" = EXCLUDED."typeLine", "primaryType" = EXCLUDED."primaryType", "cost" = EXCLUDED."cost", "manaValue" = EXCLUDED."manaValue",
        "colors" = EXCLUDED."colors", "rarity" = EXCLUDED."rarity", "imageUrl" = EXCLUDED."imageUrl", "legalities" = EXCLUDED."legalities",
        "copyLimit" = EXCLUDED."copyLimit", "fingerprint" = EXCLUDED."fingerprint", "updatedAt" = EXCLUDED."updatedAt"
      WHERE "CatalogCard"."fingerprint" IS DISTINCT FROM EXCLUDED."fingerprint"`,
  );
}

export function writePrintings(db: Db, printings: readonly (PrintingRow & { fingerprint: string })[]): Promise<Written> {
  if (printings.length === 0) return Promise.resolve({ added: 0, changed: 0 });
  const values = printings.map((p) => Prisma.sql`(${p.game}, ${p.set}, ${p.number}, ${p.cardKey}, ${p.rarity}, ${p.imageUrl}, ${p.fingerprint})`);
  return upsert(
    db,
    Prisma.sql`INSERT INTO "CatalogPrinting" ("game", "set", "number", "cardKey", "rarity", "imageUrl", "fingerprint")
      VALUES ${Prisma.join(values)}
      ON CONFLICT ("game", "set", "number") DO UPDATE SET "cardKey" = EXCLUDED."cardKey", "rarity" = EXCLUDED."rarity",
        "imageUrl" = EXCLUDED."imageUrl", "fingerprint" = EXCLUDED."fingerprint"
      WHERE "CatalogPrinting"."fingerprint" IS DISTINCT FROM EXCLUDED."fingerprint"`,
  );
}

export function writeSets(db: Db, sets: readonly (SetRow & { fingerprint: string })[]): Promise<Written> {
  if (sets.length === 0) return Promise.resolve({ added: 0, changed: 0 });
  const values = sets.map((s) => Prisma.sql`(${s.game}, ${s.code}, ${s.name}, ${s.altCode}, ${s.fingerprint})`);
  return upsert(
    db,
    Prisma.sql`INSERT INTO "CatalogSet" ("game", "code", "name", "altCode", "fingerprint")
      VALUES ${Prisma.join(values)}
      ON CONFLICT ("game", "code") DO UPDATE SET "name" = EXCLUDED."name", "altCode" = EXCLUDED."altCode", "fingerprint" = EXCLUDED."fingerprint"
      WHERE "CatalogSet"."fingerprint" IS DISTINCT FROM EXCLUDED."fingerprint"`,
  );
}
