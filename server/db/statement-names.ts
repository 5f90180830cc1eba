// Names for Prisma's SQL statements, so that node-postgres prepares each one once per connection and PostgreSQL
// parses (and, once it settles on a generic plan, plans) it once instead of on every request.
import { createHash } from 'node:crypto';

/**
 * Each name costs a prepared statement on every pooled connection, so only this many distinct texts are named;
 * statements beyond them (in practice only `IN` lists of unusual lengths) run unnamed, as before. The app sends a
 * few hundred distinct statements in all.
 */
export const MAX_NAMED_STATEMENTS = 2_000;

/**
 * Longer texts run unnamed: they are bulk statements (the card catalog's multi-row upserts, tens of kilobytes each,
 * one text per row count), which a name would keep prepared, text and plan, on every connection for nothing.
 */
export const MAX_NAMED_LENGTH = 20_000;

/**
 * A statement-name generator for `@prisma/adapter-pg`: the same text always gets the same name. The empty name is
 * node-postgres' unnamed statement (parsed on every execution).
 */
export function statementNames(limit = MAX_NAMED_STATEMENTS): (query: { sql: string }) => string {
  const names = new Map<string, string>();
  return ({ sql }) => {
    if (sql.length > MAX_NAMED_LENGTH) return '';
    const known = names.get(sql);
    if (known) return known;
    if (names.size >= limit) return '';
    const name = `sb_${createHash('sha1').update(sql).digest('base64url')}`;
    names.set(sql, name);
    return name;
  };
}
