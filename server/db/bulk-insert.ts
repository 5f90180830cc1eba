// One INSERT of many rows, sent as a single JSON parameter that the database unpacks (json_to_recordset). Prisma's
// createMany builds its statement on the app's thread at a cost that grows with every value: 5,000 matches (the
// most a CSV import holds) kept the event loop busy for 1–4 s, a 1,000-line decklist for 0.05–0.25 s, and no other
// request was answered meanwhile. As JSON the same rows cost the app's thread one JSON.stringify (BENCHMARKS.md).
import { v7 as uuidv7 } from 'uuid';
import { Prisma } from '../generated/prisma/client.ts';

/** The PostgreSQL type of a column's values. */
export type ColumnType = 'uuid' | 'text' | 'int4' | 'bool' | 'timestamptz';

/** The columns of a row (field names as in the schema, which are the column names), each with its type. */
export type Columns<Row> = { readonly [K in keyof Row]-?: ColumnType };

/** A Prisma client or the client of an interactive transaction. */
interface RawWriter {
  $executeRaw(query: Prisma.Sql): Prisma.PrismaPromise<number>;
}

const quoted = (identifier: string) => `"${identifier.replaceAll('"', '""')}"`;

/**
 * Inserts `rows` into `table` in one statement and returns their new ids in row order. Ids are UUIDv7 like the
 * schema's `@default(uuid(7))`, which Prisma fills in itself (the database has no default for them); a table's
 * `@updatedAt` column must be among the columns, as Prisma is not there to set it either.
 */
export async function insertRows<Row extends object>(db: RawWriter, table: string, columns: Columns<Row>, rows: readonly Row[]): Promise<string[]> {
  if (rows.length === 0) return [];
  const ids = rows.map(() => uuidv7());
  const names = ['id', ...Object.keys(columns)].map(quoted).join(', ');
  const types = Object.entries<ColumnType>(columns).map(([name, type]) => `${quoted(name)} ${type}`).join(', ');
  const json = JSON.stringify(rows.map((row, i) => ({ ...row, id: ids[i] })));
  await db.$executeRaw(Prisma.sql`
    INSERT INTO ${Prisma.raw(quoted(table))} (${Prisma.raw(names)})
    SELECT ${Prisma.raw(names)} FROM json_to_recordset(${json}::json) AS rows("id" uuid, ${Prisma.raw(types)})`);
  return ids;
}
