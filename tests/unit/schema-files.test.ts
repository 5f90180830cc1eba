import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { execFileSync } from 'node:child_process';
import { printSchema } from 'graphql';
import { describe, expect, it } from 'vitest';
import { buildSchema } from '../../server/graphql/schema/index.ts';

const root = join(import.meta.dirname, '../..');

describe('committed generated files', () => {
  it('schema.graphql is the printed, sorted Pothos schema (run `npm run schema` when this fails)', () => {
    expect(readFileSync(join(root, 'schema.graphql'), 'utf8')).toBe(printSchema(buildSchema()) + '\n');
  });

  it('prisma/migrations cover every change in schema.prisma (run `npm run db:migration -- <name>`)', () => {
    const output = execFileSync(process.execPath, ['scripts/create-migration.ts', '--check'], { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
    expect(output).toContain('migrations are up to date');
  }, 60_000);
});

describe('GraphQL documentation', () => {
  it('describes every type, field and argument of its own', () => {
    const schema = buildSchema();
    const missing: string[] = [];
    for (const type of Object.values(schema.getTypeMap())) {
      if (type.name.startsWith('__') || ['String', 'Int', 'Float', 'Boolean', 'ID'].includes(type.name)) continue;
      if (!type.description) missing.push(type.name);
      if ('getFields' in type) {
        for (const field of Object.values(type.getFields())) {
          if (!field.description) missing.push(`${type.name}.${field.name}`);
          for (const arg of 'args' in field ? field.args : []) if (!arg.description) missing.push(`${type.name}.${field.name}(${arg.name})`);
        }
      }
    }
    expect(missing).toEqual([]);
  });
});
