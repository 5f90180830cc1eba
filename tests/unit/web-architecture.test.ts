// The web client's conventions that a grep can check (docs/architecture.md, "Web client"): screens read preloaded
// queries rather than lazily loading one under another, and mutations do not depend on components.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, test } from 'vitest';

const root = join(import.meta.dirname, '../..');
const web = join(root, 'web/src');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (name === '__generated__') return [];
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}

describe('web client conventions', () => {
  test('no component loads a query while rendering (useLazyLoadQuery): queries are preloaded by routes or interactions', () => {
    const offenders = sourceFiles(web).filter((file) => readFileSync(file, 'utf8').includes('useLazyLoadQuery'));
    expect(offenders.map((file) => relative(root, file))).toEqual([]);
  });

  test('mutations import nothing from components', () => {
    const offenders = sourceFiles(join(web, 'mutations')).filter((file) => /from ['"][^'"]*components\//.test(readFileSync(file, 'utf8')));
    expect(offenders.map((file) => relative(root, file))).toEqual([]);
  });
});
