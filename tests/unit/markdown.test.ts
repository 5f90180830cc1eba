// The comment renderer: Markdown in, HTML that cannot run anything out. Table-driven cases for what it keeps and
// what it refuses, then properties over hostile random input.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { markdownPlainText, renderMarkdown } from '../../server/domain/markdown.ts';
import { unsafeParts } from './unsafe-html.ts';
import { ADVERSARIAL_MARKDOWN_TEXTS } from './adversarial-inputs.ts';

const PROPERTY_TIMEOUT_MS = 60_000;

describe('renderMarkdown keeps formatting', () => {
  it.each([
    ['**bold** and _italic_', '<p><strong>bold</strong> and <em>italic</em></p>'],
    ['`code` ~~gone~~', '<p><code>code</code> <s>gone</s></p>'],
    ['line one\nline two', '<p>line one<br />\nline two</p>'],
    ['> quoted', '<blockquote>\n<p>quoted</p>\n</blockquote>'],
    ['- a\n- b', '<ul>\n<li>a</li>\n<li>b</li>\n</ul>'],
    ['3. three\n4. four', '<ol start="3">\n<li>three</li>\n<li>four</li>\n</ol>'],
    ['```ts\nconst a = 1 < 2;\n```', '<pre><code class="language-ts">const a = 1 &lt; 2;\n</code></pre>'],
    ['### Sideboard plan', '<h3>Sideboard plan</h3>'],
    ['| in | out |\n|:--|--:|\n| 2 | 3 |', '<table>\n<thead>\n<tr>\n<th style="text-align:left">in</th>\n<th style="text-align:right">out</th>\n</tr>\n</thead>\n<tbody>\n<tr>\n<td style="text-align:left">2</td>\n<td style="text-align:right">3</td>\n</tr>\n</tbody>\n</table>'],
    ['@alice was right', '<p>@alice was right</p>'],
    ['', ''],
  ])('%j → %s', (source, html) => {
    expect(renderMarkdown(source)).toBe(html);
  });

  it.each([
    ['[list](https://example.com/deck)', 'https://example.com/deck', 'list'],
    ['see https://example.com/a?b=1&c=2', 'https://example.com/a?b=1&amp;c=2', 'https://example.com/a?b=1&amp;c=2'],
    ['[mail](mailto:team@example.com)', 'mailto:team@example.com', 'mail'],
    ['write to team@example.com', 'mailto:team@example.com', 'team@example.com'],
    ['[plain](http://example.com "Title")', 'http://example.com', 'plain'],
  ])('links %j to %s in a new tab without opener or referrer', (source, href, text) => {
    const html = renderMarkdown(source);
    expect(html).toContain(`href="${href}"`);
    expect(html).toContain(`rel="noopener noreferrer nofollow" target="_blank">${text}</a>`);
  });
});

describe('renderMarkdown refuses anything that could run', () => {
  it.each([
    ['<script>alert(1)</script>', '<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>'],
    ['<img src=x onerror=alert(1)>', '<p>&lt;img src=x onerror=alert(1)&gt;</p>'],
    ['<a href="javascript:alert(1)">x</a>', '<p>&lt;a href="javascript:alert(1)"&gt;x&lt;/a&gt;</p>'],
    ['<iframe src="https://evil.example"></iframe>', '<p>&lt;iframe src="<a href="https://evil.example" rel="noopener noreferrer nofollow" target="_blank">https://evil.example</a>"&gt;&lt;/iframe&gt;</p>'],
    ['<style>body{display:none}</style>', '<p>&lt;style&gt;body{display:none}&lt;/style&gt;</p>'],
    ['[x](javascript:alert(1))', '<p>[x](javascript:alert(1))</p>'],
    ['[x](JaVaScRiPt:alert(1))', '<p>[x](JaVaScRiPt:alert(1))</p>'],
    ['[x](&#106;avascript:alert(1))', '<p>[x](javascript:alert(1))</p>'],
    ['[x](java\nscript:alert(1))', '<p>[x](java<br />\nscript:alert(1))</p>'],
    ['[x](vbscript:msgbox(1))', '<p>[x](vbscript:msgbox(1))</p>'],
    ['[x](data:text/html;base64,PHNjcmlwdD4=)', '<p>[x](data:text/html;base64,PHNjcmlwdD4=)</p>'],
    ['[x](/teams/1)', '<p>[x](/teams/1)</p>'],
    ['[x](//evil.example)', '<p>[x](//evil.example)</p>'],
    ['![pixel](https://tracker.example/p.gif)', '<p>!<a href="https://tracker.example/p.gif" rel="noopener noreferrer nofollow" target="_blank">pixel</a></p>'],
    ['[x](https://a.example "t\\" onmouseover=\\"alert(1)")', '<p><a href="https://a.example" title="t&quot; onmouseover=&quot;alert(1)" rel="noopener noreferrer nofollow" target="_blank">x</a></p>'],
  ])('%j → %s', (source, html) => {
    expect(renderMarkdown(source)).toBe(html);
    expect(unsafeParts(renderMarkdown(source))).toEqual([]);
  });
});

/** Fragments attackers combine; random strings of them reach the corners a hand-written table misses. */
const hostile = fc.constantFrom(
  '<script>', '</script>', '<img src=x onerror=alert(1)>', '<svg onload=alert(1)>', '<a href="javascript:x">', '<iframe ', '<style>',
  'javascript:', 'JAVASCRIPT:', 'java\tscript:', '&#106;', '&#x6A;', '&colon;', 'data:text/html,', 'vbscript:', ' onerror=', ' onclick="', '"', "'",
  '[', ']', '(', ')', '<', '>', '!', '`', '```', '\n', ' ', '*', '_', '#', '>', '|', '-', '=', '\\', 'http://x.example', 'https://y.example/a?b=<c>',
  'mailto:a@b.example', 'a@b.example', 'www.z.example', '<!--', '-->', '<![CDATA[', ']]>', '&lt;', '&', ';', 'x', 'src=', 'href=',
);

const hostileText = fc.oneof(fc.string({ unit: hostile, maxLength: 60 }), fc.string({ unit: 'grapheme', maxLength: 200 }), fc.string({ unit: 'binary', maxLength: 200 }));

describe('renderMarkdown properties', () => {
  it('never outputs a script or style element, an event handler, or a link that is not http(s)/mailto', () => {
    fc.assert(
      fc.property(hostileText, (source) => {
        expect(unsafeParts(renderMarkdown(source))).toEqual([]);
      }),
      { numRuns: 3000 },
    );
  }, PROPERTY_TIMEOUT_MS);

  it('is deterministic (the cache returns what a fresh render gives)', () => {
    fc.assert(
      fc.property(hostileText, (source) => {
        expect(renderMarkdown(source)).toBe(renderMarkdown(source));
      }),
      { numRuns: 300 },
    );
  }, PROPERTY_TIMEOUT_MS);

  it('renders 10,000-character comments of nested markup safely (bench/adversarial-input.ts times them)', () => {
    for (const source of ADVERSARIAL_MARKDOWN_TEXTS) {
      const html = renderMarkdown(source);
      expect(html.length).toBeGreaterThan(0);
      expect(unsafeParts(html)).toEqual([]);
    }
  });

  it('reads as plain text for excerpts: markup left out, words and code kept, blocks and lines spaced', () => {
    expect(markdownPlainText('Updated to **v4**: _much_ better with `Bolt`.')).toBe('Updated to v4: much better with Bolt.');
    expect(markdownPlainText('# Plan\n\n- one\n- two\n\n> quoted [link](https://example.test)')).toBe('Plan one two quoted link');
    expect(markdownPlainText('line one\nline two')).toBe('line one line two');
    expect(markdownPlainText('<b>raw</b> & 1 < 2')).toBe('<b>raw</b> & 1 < 2');
  });
});
