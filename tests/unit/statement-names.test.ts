import { describe, expect, it } from 'vitest';
import { MAX_NAMED_LENGTH, statementNames } from '../../server/db/statement-names.ts';

describe('statement names', () => {
  it('gives the same text the same name and different texts different names', () => {
    const name = statementNames();
    const a = name({ sql: 'SELECT 1' });
    expect(a).toMatch(/^sb_[\w-]{27}$/);
    expect(name({ sql: 'SELECT 1' })).toBe(a);
    expect(name({ sql: 'SELECT 2' })).not.toBe(a);
    // Names are derived from the text alone, so every process agrees on them.
    expect(statementNames()({ sql: 'SELECT 1' })).toBe(a);
  });

  it('names no more than its limit of distinct texts, and keeps naming those it has', () => {
    const name = statementNames(2);
    const [a, b] = [name({ sql: 'SELECT 1' }), name({ sql: 'SELECT 2' })];
    expect(name({ sql: 'SELECT 3' })).toBe(''); // unnamed
    expect([name({ sql: 'SELECT 1' }), name({ sql: 'SELECT 2' })]).toEqual([a, b]);
  });

  it('leaves bulk statements unnamed, so that they are not kept prepared', () => {
    const name = statementNames();
    const bulk = `INSERT INTO t VALUES ${'($1),'.repeat(MAX_NAMED_LENGTH / 5)}($1)`;
    expect(name({ sql: bulk })).toBe('');
    expect(name({ sql: 'SELECT 1' })).not.toBe('');
  });
});
