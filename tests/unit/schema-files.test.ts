import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { execFileSync } from 'node:child_process';
import { printSchema } from 'graphql';
import { describe, expect, it } from 'vitest';
import { buildSchema } from '../../server/graphql/schema/index.ts';
import { openApiFiles } from '../../scripts/openapi-files.ts';

const root = join(import.meta.dirname, '../..');

/** What `scripts/create-migration.ts --check` prints. */
function migrationCheck(): string {
  return execFileSync(process.execPath, ['scripts/create-migration.ts', '--check'], { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}

describe('committed generated files', () => {
  it('schema.graphql is the printed, sorted Pothos schema (run `npm run schema` when this fails)', () => {
    expect(readFileSync(join(root, 'schema.graphql'), 'utf8')).toBe(printSchema(buildSchema()) + '\n');
  });

  it('openapi.json and the typed client clients/rest/schema.ts are generated from the route table (run `npm run openapi`)', async () => {
    for (const [file, text] of Object.entries(await openApiFiles())) expect(readFileSync(file, 'utf8'), file).toBe(text);
  });

  it('prisma/migrations cover every change in schema.prisma (run `npm run db:migration -- <name>`)', () => {
    expect(migrationCheck()).toContain('migrations are up to date');
  }, 120_000);
});

describe('GraphQL documentation', () => {
  it('gives every deprecation a reason of its own', () => {
    const schema = buildSchema();
    const deprecated: { name: string; reason: string | null | undefined }[] = [];
    for (const type of Object.values(schema.getTypeMap())) {
      if (type.name.startsWith('__')) continue;
      if ('getFields' in type) {
        for (const field of Object.values(type.getFields())) {
          if (field.deprecationReason !== undefined && field.deprecationReason !== null) deprecated.push({ name: `${type.name}.${field.name}`, reason: field.deprecationReason });
          for (const arg of 'args' in field ? field.args : []) if (arg.deprecationReason != null) deprecated.push({ name: `${type.name}.${field.name}(${arg.name})`, reason: arg.deprecationReason });
        }
      }
      if ('getValues' in type) for (const value of type.getValues()) if (value.deprecationReason != null) deprecated.push({ name: `${type.name}.${value.name}`, reason: value.deprecationReason });
    }
    // graphql-js gives @deprecated without (reason:) this default, which tells a client nothing.
    expect(deprecated.filter(({ reason }) => !reason || reason === 'No longer supported')).toEqual([]);
  });

  it('describes every type, field, argument and enum value of its own', () => {
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
      if ('getValues' in type) for (const value of type.getValues()) if (!value.description) missing.push(`${type.name}.${value.name}`);
    }
    expect(missing).toEqual([]);
  });
});
