// The code examples of docs/api.md: its ```ts (REST, with the typed client) and ```js (GraphQL) blocks, in order.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export const API_DOC = join(import.meta.dirname, '../../../docs/api.md');

export function exampleBlocks(languages: ('ts' | 'js')[]): { language: 'ts' | 'js'; code: string }[] {
  const markdown = readFileSync(API_DOC, 'utf8');
  return [...markdown.matchAll(/```(ts|js)\n([\s\S]*?)```/g)]
    .filter((m) => languages.includes(m[1] as 'ts' | 'js'))
    .map((m) => ({ language: m[1] as 'ts' | 'js', code: m[2] }));
}
