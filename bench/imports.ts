// How long the importers (server/domain/imports) and the classifier take on the largest real samples and on inputs
// at their caps (IMPORT_LIMITS), each beside an anchor doing the least any reader of the same input must do in the
// same run: JSON.parse of the same text for JSON sources, decoding and splitting into lines for the text logs.
// Prints medians of a few runs; BENCHMARKS.md records a run. `node bench/imports.ts`
import { cpus } from 'node:os';
import { classifyDeck } from '../server/domain/classify/classify.ts';
import { indexReferences } from '../server/domain/classify/similarity.ts';
import { parseEventFile } from '../server/domain/imports/events/event-file.ts';
import { parseArenaLog } from '../server/domain/imports/mtga/arena-log.ts';
import { parseMtgoGameLog } from '../server/domain/imports/mtgo/game-log.ts';
import { parsePtcglBattleLog } from '../server/domain/imports/ptcgl/battle-log.ts';
import { IMPORT_LIMITS, formatBytes, type ImportResult } from '../server/domain/imports/result.ts';
import { formatRuleFiles, realworldBytes, realworldText } from '../tests/unit/realworld.ts';
import { readFormatRules } from '../server/domain/classify/rule-files.ts';

const RUNS = 5;

function median(run: () => unknown): number {
  const times: number[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    const start = performance.now();
    run();
    times.push(performance.now() - start);
  }
  return times.sort((a, b) => a - b)[Math.floor(RUNS / 2)];
}

function mustRead<T>(result: ImportResult<T>): T {
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
}

const lines = (text: string) => text.split('\n').length;
const jsonLines = (text: string) => text.split('\n').filter((line) => line.startsWith('{')).map((line) => JSON.parse(line)).length;

/** `text` repeated until it is just under `limit` characters. */
const upTo = (text: string, limit: number) => text.repeat(Math.max(1, Math.floor(limit / text.length)));

const arena = realworldText('game-logs', 'mtga', 'mtga-play-by-play__bo3-match.json.gz');
const mtgo = realworldBytes('game-logs', 'mtgo', 'videre-mtgo-tracker__Match_GameLog_cd9cc466-0607-45f3-b7e2-d9dfd4d83bb3.dat');
const ptcgl = realworldText('game-logs', 'ptcgl', 'training-court__battleLogItalian.txt');
const melee = realworldText('tournament-results', 'melee-pro-tour', 'protour-data-viz__tournament-394299-matches.json');
const cache = JSON.parse(realworldText('tournament-results', 'mtg-decklistcache', 'cardsrealm__fuguete-champ-233-play-point-p-top-10-2025-04-07.json'));
const bigCache = JSON.stringify({ ...cache, Decks: Array.from({ length: 130 }, () => cache.Decks).flat() });
const mtgoAtCap = new Uint8Array(Math.floor(IMPORT_LIMITS.mtgo / mtgo.length) * mtgo.length);
for (let offset = 0; offset < mtgoAtCap.length; offset += mtgo.length) mtgoAtCap.set(mtgo, offset);
const arenaAtCap = upTo(`${arena}\n`, IMPORT_LIMITS.mtga);

const rows: [string, number, () => unknown, () => unknown][] = [
  ['Arena Player.log, Bo3 sample (payload lines)', arena.length, () => mustRead(parseArenaLog(arena)), () => jsonLines(arena)],
  ['Arena Player.log at its cap (the Bo3 repeated)', arenaAtCap.length, () => mustRead(parseArenaLog(arenaAtCap)), () => jsonLines(arenaAtCap)],
  ['MTGO game log, 3 games', mtgo.length, () => mustRead(parseMtgoGameLog(mtgo)), () => lines(new TextDecoder().decode(mtgo))],
  ['MTGO game log at its cap', mtgoAtCap.length, () => parseMtgoGameLog(mtgoAtCap), () => lines(new TextDecoder().decode(mtgoAtCap))],
  ['PTCGL battle log, 22 turns', ptcgl.length, () => mustRead(parsePtcglBattleLog(ptcgl)), () => lines(ptcgl)],
  ['PTCGL battle log at its cap', upTo(ptcgl, IMPORT_LIMITS.ptcgl).length, () => parsePtcglBattleLog(upTo(ptcgl, IMPORT_LIMITS.ptcgl)), () => lines(upTo(ptcgl, IMPORT_LIMITS.ptcgl))],
  ['melee.gg Pro Tour rounds, 1,213 pairings', melee.length, () => mustRead(parseEventFile(melee)), () => JSON.parse(melee)],
  ['MTGODecklistCache, 13,910 decks (near its cap)', bigCache.length, () => mustRead(parseEventFile(bigCache)), () => JSON.parse(bigCache)],
];

console.log(`Importers, ${new Date().toISOString()} — ${cpus()[0]?.model ?? 'unknown CPU'} × ${cpus().length}, Node ${process.version}; median of ${RUNS} runs`);
console.log('| input | size | importer | anchor (JSON.parse / lines) | ratio |\n| --- | --- | --- | --- | --- |');
for (const [label, size, run, anchor] of rows) {
  const anchorMs = median(anchor);
  const ms = median(run);
  console.log(`| ${label} | ${formatBytes(size)} | ${ms.toFixed(1)} ms | ${anchorMs.toFixed(1)} ms | ${(ms / anchorMs).toFixed(1)} × |`);
}

const rules = formatRuleFiles('Modern');
const ruleText = rules.cardColors;
const loadMs = median(() => mustRead(readFormatRules(rules)));
const colorsMs = median(() => JSON.parse(ruleText));
console.log(`| Modern rules + card_colors.json (129 archetypes, 28,482 colours) | ${formatBytes(ruleText.length)} | ${loadMs.toFixed(1)} ms | ${colorsMs.toFixed(1)} ms | ${(loadMs / colorsMs).toFixed(1)} × |`);

const decks = mustRead(parseEventFile(realworldBytes('tournament-results', 'melee-pro-tour', 'protour-data-viz__tournament-394299-decklists.json'))).events[0].decks;
const references = decks.slice(1).map((deck) => ({ archetypeId: deck.label!, main: deck.main, side: deck.side }));
const archetypes = [...new Set(decks.map((deck) => deck.label!))].map((label) => ({ id: label, name: label }));
const indexMs = median(() => indexReferences(references));
const index = indexReferences(references);
const classifyMs = median(() => classifyDeck(decks[0], { archetypes, references: index }));
console.log(`\nClassifier: indexing 303 reference lists ${indexMs.toFixed(1)} ms (once per project and format); one deck against them ${classifyMs.toFixed(2)} ms`);
