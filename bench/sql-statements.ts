// SQL statements per request for each screen's query of the web client, on the demo data set, with the time each
// request takes in-process. No N+1: the counts do not grow with the data (tests/api/sql-statements.test.ts checks).
//   node bench/sql-statements.ts            embedded database;  BENCH_DB=postgres for the local PostgreSQL
import { screenQueries } from '../tests/api/helpers/screen-queries.ts';
import { appWithDemoData, runQuery } from './app-with-demo-data.ts';
import { countStatements } from '../tests/api/helpers/count-statements.ts';
import { machine, quantile } from './support.ts';

const RUNS = Number(process.argv[2] ?? 30);
const sql = countStatements();
const demo = await appWithDemoData();
try {
  console.log(`SQL statements and time per request (${RUNS} runs each), demo data, ${demo.database.kind}, ${machine()}`);
  for (const query of await screenQueries(demo.app.deps.db)) {
    await runQuery(demo.app, query, demo.tokens[query.as]);
    sql.reset();
    await runQuery(demo.app, query, demo.tokens[query.as]);
    const statements = sql.statements;
    const times: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const started = performance.now();
      await runQuery(demo.app, query, demo.tokens[query.as]);
      times.push(performance.now() - started);
    }
    console.log(`${query.name.padEnd(40)} ${String(statements).padStart(3)} statements   median ${quantile(times, 0.5).toFixed(1).padStart(6)} ms   p95 ${quantile(times, 0.95).toFixed(1).padStart(6)} ms`);
  }
} finally {
  await demo.stop();
}
