// Inputs built to make a careless regular expression backtrack: deck texts as long as a deck text may be, and
// 10,000-character comments for mention finding and Markdown. Shared by the behaviour tests (deck-import/
// adversarial.test.ts, mentions.test.ts, markdown.test.ts) and the timing script (bench/adversarial-input.ts).
import { MAX_DECK_TEXT_LENGTH } from '../../server/domain/deck-import/index.ts';

const N = MAX_DECK_TEXT_LENGTH;

function fill(prefix: string, unit: string, suffix = ''): string {
  const room = N - prefix.length - suffix.length;
  return prefix + unit.repeat(Math.floor(room / unit.length)) + suffix;
}

export const ADVERSARIAL_DECK_TEXTS: [string, string][] = [
  ['one long digit run', fill('', '4')],
  ['digits then junk', fill('', '4', 'a')],
  ['quantity then a long run of spaces', fill('4', ' ', 'y')],
  ['spaces between words', fill('a', ' \t ', 'b')],
  ['repeated "x" markers', fill('', ' x')],
  ['repeated "x4" markers', fill('Name', ' x4', 'y')],
  ['repeated leading quantities', fill('', '4x ')],
  ['open parentheses', fill('4 ', '(')],
  ['repeated set codes', fill('4 Name', ' (ABC) 1', ' x')],
  ['repeated foil marks', fill('4 Name', ' *F*', 'y')],
  ['repeated dashes', fill('4 Name', ' - ')],
  ['repeated colons', fill('Name', ':')],
  ['a long key-value line', fill('Name: ', 'a')],
  ['a long comment', fill('// ', 'a ')],
  ['a long URL', fill('See the full deck at: https://', 'a')],
  ['a long FaBrary signature', fill('Made with ', '❤️ ')],
  ['a long ydke string', fill('ydke://', 'AAAA', '!!!')],
  ['a ydke string of junk', fill('ydke://', 'A!', '*')],
  ['many One Piece ids', fill('4x ', 'OP01-016 ')],
  ['many glued One Piece ids', fill('', '1xOP01-016')],
  ['many Pokémon tokens', fill('4 Name', ' SVI 1')],
  ['many card lines', fill('', '4 Lightning Bolt\n')],
  ['many distinct card lines', Array.from({ length: 8000 }, (_, i) => `1 Card ${i}`).join('\n').slice(0, N)],
  ['many passcode lines', fill('#main\n', '89631139\n')],
  ['many blank lines', fill('4 Bolt', '\r\n')],
  ['many junk lines', fill('4 Bolt\n', 'junk\n')],
  ['many Pokémon headers', fill('', 'Pokémon: 1\n')],
];

/** Comment texts for mention finding; only the last one mentions anybody (abc., once). */
export const ADVERSARIAL_MENTION_TEXTS = ['`'.repeat(10_000), '``` '.repeat(2_500), '@'.repeat(10_000), '~~~\n'.repeat(2_500), '@abc.'.repeat(2_000)];

/** Comment texts of deeply nested Markdown. */
export const ADVERSARIAL_MARKDOWN_TEXTS = ['>'.repeat(10_000), '['.repeat(10_000), '*a'.repeat(5_000), '- '.repeat(5_000), '`'.repeat(10_000), '<'.repeat(10_000)];
