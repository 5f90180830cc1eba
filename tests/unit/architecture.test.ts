// The layering rules of the project architecture (docs/architecture.md), checked on the source text.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}

const read = (file: string) => readFileSync(file, 'utf8');
const rel = (file: string) => relative(root, file);

describe('layering', () => {
  it('keeps server/domain free of Prisma, GraphQL and I/O', () => {
    const offenders = sourceFiles(join(root, 'server/domain')).filter((file) =>
      /from ['"](@prisma|graphql|@pothos|pg|node:fs|node:net|node:http|hono)|generated\/prisma|from ['"]\.\.\/\.\.\/(services|graphql|rest|db)/.test(read(file)),
    );
    expect(offenders.map(rel)).toEqual([]);
  });

  it('lets GraphQL resolvers and REST handlers write only through services', () => {
    const writes = /\b(ctx|context)\.db\.\w+\.(create|createMany|update|updateMany|upsert|delete|deleteMany)\(|\$transaction|\$executeRaw/;
    const offenders = [...sourceFiles(join(root, 'server/graphql')), ...sourceFiles(join(root, 'server/rest'))].filter((file) => writes.test(read(file)));
    expect(offenders.map(rel)).toEqual([]);
  });

  it('gives services typed inputs: no service function taking a request context takes `unknown`', () => {
    const untyped = /export (?:async )?function \w+\(ctx: RequestContext[^)]*\bunknown\b/;
    const offenders = sourceFiles(join(root, 'server/services')).filter((file) => untyped.test(read(file)));
    expect(offenders.map(rel)).toEqual([]);
  });

  it('lets only REST rename fields: GraphQL passes camelCase inputs on and builds no snake_case objects', () => {
    const renaming = /snakeKeys|\b[a-z]+(?:_[a-z]+)+\s*:/;
    const offenders = sourceFiles(join(root, 'server/graphql')).filter((file) => renaming.test(read(file)));
    expect(offenders.map(rel)).toEqual([]);
  });

  it('reads the environment only in server/config.ts', () => {
    const offenders = sourceFiles(join(root, 'server'))
      .filter((file) => !file.includes('/generated/') && !file.endsWith('server/config.ts'))
      .filter((file) => /process\.env/.test(read(file)));
    expect(offenders.map(rel)).toEqual([]);
  });
});
