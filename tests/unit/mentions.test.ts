import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { candidateUsernames, findMentions, resolveMentions } from '../../server/domain/mentions.ts';
import { ADVERSARIAL_MENTION_TEXTS } from './adversarial-inputs.ts';

const names = (text: string) => findMentions(text).map((m) => m.candidates);

describe('findMentions', () => {
  it.each([
    ['hi @alice', [['alice']]],
    ['@Alice and @BOB_99', [['alice'], ['bob_99']]],
    ['thanks @alice.', [['alice.', 'alice']]],
    ['ping @carol-x!', [['carol-x']]],
    ['@bob, @bob and @Bob again', [['bob']]],
    ['(@dave)', [['dave']]],
    ['**@erin**', [['erin']]],
    ['mail me at frank@example.com', []],
    ['see https://medium.com/@gina/post', []],
    ['too short @ab', []],
    [`too long @${'x'.repeat(31)}`, []],
    ['just an @ sign', []],
    ['code `@henry` is not a mention, @ivan is', [['ivan']]],
    ['```\n@jack in a block\n```\nafter @kate', [['kate']]],
    ['~~~js\n@leo\n~~~', []],
    ['``@mia `` and @nora', [['nora']]],
    ['unclosed ` @omar', [['omar']]],
  ])('%j → %j', (text, expected) => {
    expect(names(text)).toEqual(expected);
  });

  it('reads long runs of backticks, fences and @ signs (bench/adversarial-input.ts times them)', () => {
    for (const text of ADVERSARIAL_MENTION_TEXTS.slice(0, -1)) expect(names(text)).toEqual([]);
    expect(names(ADVERSARIAL_MENTION_TEXTS.at(-1)!)).toEqual([['abc.', 'abc']]);
  });

  it('only ever yields valid usernames (3–30 letters, digits, ".", "-", "_"), lower-cased', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom('@', 'a', 'B', '1', '.', '-', '_', ' ', '`', '\n', 'é', '/'), maxLength: 120 }), (text) => {
        for (const name of candidateUsernames(findMentions(text))) expect(name).toMatch(/^[a-z0-9_.-]{3,30}$/);
      }),
      { numRuns: 1000 },
    );
  });
});

describe('resolveMentions', () => {
  it('keeps the first candidate that exists and each user once', () => {
    const mentions = findMentions('@alice. @bob. and @alice');
    expect(resolveMentions(mentions, new Set(['alice', 'bob.']))).toEqual(['alice', 'bob.']);
    expect(resolveMentions(mentions, new Set())).toEqual([]);
  });
});
