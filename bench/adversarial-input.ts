// How long the text handlers take on input built to make a careless regular expression backtrack: every deck parser
// and the card editor on 100,000-character texts, mention finding and Markdown rendering on 10,000-character ones;
// and reading the largest match CSV an import takes (5,000 rows) and a far larger one (refused one row past that).
// Each figure is the fastest of 3 runs (the code's cost without a collection's noise); all should stay far below
// 100 ms, where backtracking would take seconds or never end, and these run on the thread that answers requests.
//   node bench/adversarial-input.ts
import { parseCardEditorText, parseDeckText } from '../server/domain/deck-import/index.ts';
import { renderMarkdown } from '../server/domain/markdown.ts';
import { findMentions } from '../server/domain/mentions.ts';
import { readMatchCsv } from '../server/domain/matchup/match-csv.ts';
import { CSV_IMPORT_MAX_ROWS } from '../server/domain/validation/matches.ts';
import { ADVERSARIAL_DECK_TEXTS, ADVERSARIAL_MARKDOWN_TEXTS, ADVERSARIAL_MENTION_TEXTS } from '../tests/unit/adversarial-inputs.ts';
import { machine } from './support.ts';

function fastestOf(fn: () => unknown, runs = 3): number {
  let fastest = Infinity;
  for (let i = 0; i < runs; i++) {
    const start = process.hrtime.bigint();
    try {
      fn();
    } catch {
      // A refusal is an answer too; only the time matters here.
    }
    fastest = Math.min(fastest, Number(process.hrtime.bigint() - start) / 1e6);
  }
  return fastest;
}

const line = (label: string, ms: number) => console.log(`${label.padEnd(52)} ${ms.toFixed(2).padStart(8)} ms`);

console.log(`fastest of 3 runs each, ${machine()}`);
for (const [label, text] of ADVERSARIAL_DECK_TEXTS) {
  const parsers = [() => parseDeckText(text), () => parseDeckText(text, 'pokemon'), () => parseDeckText(text, 'onepiece'), () => parseCardEditorText(text)];
  line(`deck text: ${label} (slowest parser)`, Math.max(...parsers.map((parse) => fastestOf(parse))));
}
for (const text of ADVERSARIAL_MENTION_TEXTS) {
  line(`mentions: ${JSON.stringify(text.slice(0, 5))}… (${text.length} characters)`, fastestOf(() => findMentions(text)));
}
// renderMarkdown keeps recent results, so each run renders a text it has not seen (one trailing space more).
for (const text of ADVERSARIAL_MARKDOWN_TEXTS) {
  let run = 0;
  line(`markdown: ${JSON.stringify(text.slice(0, 4))}… (${text.length} characters)`, fastestOf(() => renderMarkdown(text + ' '.repeat(++run))));
}
const csvOf = (rows: number) =>
  ['match_date,winner_archetype,loser_archetype,winner_user,loser_user,went_first,notes', ...Array.from({ length: rows }, (_, i) => `2024-05-01,Archetype ${i % 30},Archetype ${(i + 7) % 30},player${i % 4},player${(i + 1) % 4},winner,"Row ${i}, quoted"`)].join('\n');
for (const [label, text] of [['csv: 5,000 rows (the most an import holds)', csvOf(CSV_IMPORT_MAX_ROWS)], ['csv: 25,000 rows, 2 MB (refused)', csvOf(25_000)]] as const) {
  line(`${label}`, fastestOf(() => readMatchCsv(text, CSV_IMPORT_MAX_ROWS)));
}
