// Times the two decklist operations users wait on: parsing a pasted 75-card list (the Import Decklist preview) and
// diffing two versions of it (Version Comparison). Pure domain code, no database: the figures are the CPU cost the
// server adds to each request.
//   node bench/decklists.ts [runs]
import { readFileSync } from 'node:fs';
import { parseDeckText, type CardLine } from '../server/domain/deck-import/index.ts';
import { compareVersions, deckEvolution, type DeckVersion } from '../server/domain/decklist-diff.ts';
import { machine, timeSync } from './support.ts';

const RUNS = Number(process.argv[2] ?? 2000);
const WARMUP = Math.min(200, RUNS);

const text = readFileSync(new URL('../tests/unit/deck-import/fixtures/mtg-arena-standard.txt', import.meta.url), 'utf8');
const v1 = parseDeckText(text).cards;

/** A realistic edit: four quantities changed, two cards out, two new cards in. */
function edited(cards: readonly CardLine[]): CardLine[] {
  const next = cards.slice(2).map((card, i) => (i < 4 ? { ...card, quantity: Math.max(1, card.quantity - 1) } : card));
  return [...next, { ...cards[0], name: 'Play with Fire' }, { ...cards[1], name: 'Kumano Faces Kakkazan' }];
}
const v2 = edited(v1);
const version = (tag: string, cards: CardLine[], minutes: number): DeckVersion => ({ version_tag: tag, created_at: new Date(Date.UTC(2026, 0, 1, 0, minutes)), cards });
const history = Array.from({ length: 20 }, (_, i) => version(`v${i + 1}`, i % 2 ? v2 : v1, i));

const time = (label: string, fn: () => unknown) => timeSync(label, fn, RUNS, WARMUP, 3);

const total = v1.reduce((sum, card) => sum + card.quantity, 0);
console.log(`${RUNS} runs each (after ${WARMUP} warm-up runs); list of ${total} cards in ${v1.length} lines, ${machine()}`);
time('parse a 75-card MTG Arena export', () => parseDeckText(text));
time('compare two versions of it', () => compareVersions(version('v1', v1, 0), version('v2', v2, 1)));
time('evolution over 20 versions', () => deckEvolution(history));
