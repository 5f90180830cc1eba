// Highlighting real mentions in rendered comments (server/domain) and the comment box's typed-mention helpers (web).
import { describe, expect, it } from 'vitest';
import { renderMarkdown } from '../../server/domain/markdown.ts';
import { splitMentions } from '../../server/domain/mentions.ts';
import { insertMention, matchingCandidates, typedMention } from '../../web/src/components/comments/mention-query.ts';

const mentioned = new Set(['alice', 'bob.b']);

describe('splitMentions', () => {
  it.each([
    ['hi @alice.', [['hi ', false], ['@alice', true], ['.', false]]],
    ['@Alice and @carol', [['@Alice', true], [' and @carol', false]]],
    ['ask @bob.b.', [['ask ', false], ['@bob.b', true], ['.', false]]],
    ['mail alice@example.com', [['mail alice@example.com', false]]],
  ])('%j', (text, pieces) => {
    expect(splitMentions(text, mentioned).map((p) => [p.text, p.mention])).toEqual(pieces);
  });
});

describe('renderMarkdown with mentions', () => {
  it('wraps real mentions, never those in code, links keep working, and the cache keeps names apart', () => {
    expect(renderMarkdown('**@alice** `@alice` @bob', mentioned)).toBe('<p><strong><span class="mention">@alice</span></strong> <code>@alice</code> @bob</p>');
    expect(renderMarkdown('**@alice**')).toBe('<p><strong>@alice</strong></p>');
    expect(renderMarkdown('[@alice](https://x.test)', mentioned)).toContain('<a href="https://x.test"');
    expect(renderMarkdown('@alice <b>x</b>', mentioned)).toBe('<p><span class="mention">@alice</span> &lt;b&gt;x&lt;/b&gt;</p>');
  });
});

describe('the typed mention', () => {
  it('is the @word the caret ends, not an address or a path', () => {
    expect(typedMention('hi @al', 6)).toEqual({ start: 3, query: 'al' });
    expect(typedMention('@', 1)).toEqual({ start: 0, query: '' });
    expect(typedMention('hi @al there', 12)).toBeNull();
    expect(typedMention('me@al', 5)).toBeNull();
    expect(typedMention('x.com/@al', 9)).toBeNull();
  });

  it('matches usernames first, then names, and is replaced with a spaced mention', () => {
    const people = [
      { username: 'olivia', name: 'Olivia Owner' },
      { username: 'max', name: 'Max Olsen' },
    ];
    expect(matchingCandidates(people, 'ol').map((p) => p.username)).toEqual(['olivia', 'max']);
    expect(matchingCandidates(people, 'MA').map((p) => p.username)).toEqual(['max']);
    expect(insertMention('ask @ma now', 7, { start: 4, query: 'ma' }, 'max')).toEqual({ text: 'ask @max now', caret: 9 });
  });
});
