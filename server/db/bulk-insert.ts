// One INSERT of many rows, sent as a single JSON parameter that the database unpacks (json_to_recordset). Prisma's
// createMany builds its statement on the app's thread at a cost that grows with every value: 5,000 matches (the
// most a CSV import holds) kept the event loop busy for 1–4 s, a 1,000-line decklist for 0.05–0.25 s, and no other
// request was answered meanwhile. As JSON the same rows cost the app's thread one JSON.stringify (BENCHMARKS.md).
import { Prisma } from '../generated/prisma/client.ts';

/** The PostgreSQL type of a column's values. */
export type ColumnType = 'uuid' | 'text' | 'int4' | 'bool' | 'timestamptz' | 'jsonb';

/** The columns of a row (field names as in the schema, which are the column names), each with its type. */
export type Columns<Row> = { readonly [K in keyof Row]-?: ColumnType };

/** A Prisma client or the client of an interactive transaction. */
interface RawReader {
  $queryRaw<T>(query: Prisma.Sql): Prisma.PrismaPromise<T>;
}

const quoted = (identifier: string) => `"${identifier.replaceAll('"', '""')}"`;

/**
 * A UUIDv7 (RFC 9562) made in the database: the time in milliseconds in the first 48 bits of a random UUID, whose
 * version bits then read 7 (bits 52 and 53 set turn v4's 0100 into 0111). Like the schema's `@default(uuid(7))`,
 * which Prisma fills in itself (the columns have no default); PostgreSQL has uuidv7() only from version 18.
 */
const UUID_V7 = Prisma.raw(
  `encode(set_bit(set_bit(overlay(uuid_send(gen_random_uuid()) placing substring(int8send(floor(extract(epoch from clock_timestamp()) * 1000)::bigint) from 3) from 1 for 6), 52, 1), 53, 1), 'hex')::uuid`,
);

/**
 * Inserts `rows` into `table` in one statement, with new UUIDv7 ids unless the columns include `id` (a project
 * import chooses its ids, to tie its rows together); returns how many it inserted and the newest id.
 * Columns in `now` are set to the statement's time: a table's `@updatedAt` column must be given one way or the
 * other, as Prisma is not there to set it (and 5,000 dates cost JSON.stringify as much as everything else).
 */
export async function insertRows<Row extends object>(
  db: RawReader,
  table: string,
  columns: Columns<Row>,
  rows: readonly Row[],
  { now = [] }: { now?: readonly string[] } = {},
): Promise<{ count: number; lastId: string | null }> {
  if (rows.length === 0) return { count: 0, lastId: null };
  const given = Object.keys(columns).map(quoted);
  const newIds = 'id' in columns ? [] : ['"id"'];
  const targets = [...newIds, ...given, ...now.map(quoted)].join(', ');
  const values = [...given, ...now.map(() => 'now()')].join(', ');
  const types = Object.entries<ColumnType>(columns).map(([name, type]) => `${quoted(name)} ${type}`).join(', ');
  const [inserted] = await db.$queryRaw<{ count: number; lastId: string | null }[]>(Prisma.sql`
    WITH inserted AS (
      INSERT INTO ${Prisma.raw(quoted(table))} (${Prisma.raw(targets)})
      SELECT ${newIds.length ? Prisma.sql`${UUID_V7}, ` : Prisma.empty}${Prisma.raw(values)} FROM json_to_recordset(${JSON.stringify(rows)}::json) AS rows(${Prisma.raw(types)})
      RETURNING "id"
    )
    SELECT count(*)::int AS "count", max("id"::text) AS "lastId" FROM inserted`);
  return inserted;
}
