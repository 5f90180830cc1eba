// Prints the Pothos schema (sorted) to schema.graphql, the file Relay compiles against and third parties read.
//   npm run schema          write schema.graphql
//   npm run schema -- --check   exit 1 when schema.graphql is stale
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { printSchema } from 'graphql';
import { buildSchema } from '../server/graphql/schema/index.ts';

const file = resolve(import.meta.dirname, '../schema.graphql');
const printed = printSchema(buildSchema()) + '\n';
if (process.argv.includes('--check')) {
  const current = (() => {
    try {
      return readFileSync(file, 'utf8');
    } catch {
      return '';
    }
  })();
  if (current !== printed) {
    console.error('schema.graphql is stale: run `npm run schema`');
    process.exit(1);
  }
  console.log('schema.graphql is current');
} else {
  writeFileSync(file, printed);
  console.log(`wrote ${file}`);
}
