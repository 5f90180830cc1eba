// `npm run bench`: every benchmark, one after the other, on the embedded database and (where the database matters)
// on the local PostgreSQL server. Each prints its own figures; BENCHMARKS.md records a run.
import { spawnSync } from 'node:child_process';

const runs: { script: string; args?: string[]; databases: ('embedded' | 'postgres')[] }[] = [
  { script: 'bench/decklists.ts', databases: ['embedded'] },
  { script: 'bench/card-catalog.ts', databases: ['embedded'] },
  { script: 'bench/adversarial-input.ts', databases: ['embedded'] },
  { script: 'bench/statistics.ts', databases: ['embedded'] },
  { script: 'bench/imports.ts', databases: ['embedded'] },
  { script: 'bench/classification.ts', databases: ['embedded'] },
  { script: 'bench/sql-statements.ts', databases: ['embedded', 'postgres'] },
  { script: 'bench/graphql-throughput.ts', databases: ['embedded', 'postgres'] },
  { script: 'bench/matrix.ts', databases: ['embedded', 'postgres'] },
  { script: 'bench/subscriptions.ts', databases: ['embedded', 'postgres'] },
  { script: 'bench/web.ts', databases: ['embedded'] },
  { script: 'bench/cold-start.ts', databases: ['embedded', 'postgres'] },
  { script: 'bench/lighthouse.ts', databases: ['embedded'] },
];

const only = process.argv.slice(2);
let failed = 0;
for (const { script, args = [], databases } of runs) {
  if (only.length && !only.some((name) => script.includes(name))) continue;
  for (const database of databases) {
    console.log(`\n=== ${script}${databases.length > 1 ? ` (${database})` : ''}`);
    const result = spawnSync(process.execPath, [script, ...args], {
      stdio: 'inherit',
      env: { ...process.env, BENCH_DB: database, NODE_NO_WARNINGS: '1' },
    });
    if (result.status !== 0) failed += 1;
  }
}
process.exit(failed ? 1 : 0);
