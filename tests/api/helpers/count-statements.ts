// Counting the SQL statements a stretch of work sends, for tests that bound them (and the benchmarks that print them).
import pg from 'pg';

/** A statement as sent: its text and its parameters. */
export interface SentStatement {
  text: string;
  values: unknown[];
}

/**
 * Counts every SQL statement this process sends through node-postgres (Prisma's driver adapter included), and how
 * many of them match `interesting` (the last of which it keeps, to be explained). Call reset() before a measured
 * stretch.
 */
export function countStatements(interesting: (sql: string) => boolean = () => false) {
  const counts = {
    statements: 0,
    matching: 0,
    lastMatching: null as SentStatement | null,
    reset() {
      counts.statements = 0;
      counts.matching = 0;
    },
  };
  const query = pg.Client.prototype.query as (...args: unknown[]) => unknown;
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    const config = typeof args[0] === 'string' ? { text: args[0], values: args[1] } : (args[0] as { text?: string; values?: unknown } | undefined);
    const text = config?.text ?? '';
    counts.statements += 1;
    if (interesting(text)) {
      counts.matching += 1;
      counts.lastMatching = { text, values: Array.isArray(config?.values) ? config.values : [] };
    }
    return query.apply(this, args);
  } as typeof pg.Client.prototype.query;
  return counts;
}
