// Counting the SQL statements a stretch of work sends, for tests that bound them (and the benchmarks that print them).
import pg from 'pg';

/**
 * Counts every SQL statement this process sends through node-postgres (Prisma's driver adapter included), and how
 * many of them match `interesting`. Call reset() before a measured stretch.
 */
export function countStatements(interesting: (sql: string) => boolean = () => false) {
  const counts = { statements: 0, matching: 0, reset() {
    counts.statements = 0;
    counts.matching = 0;
  } };
  const query = pg.Client.prototype.query as (...args: unknown[]) => unknown;
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    const text = typeof args[0] === 'string' ? args[0] : ((args[0] as { text?: string })?.text ?? '');
    counts.statements += 1;
    if (interesting(text)) counts.matching += 1;
    return query.apply(this, args);
  } as typeof pg.Client.prototype.query;
  return counts;
}
