// How often the archetype classifier (server/domain/classify) names the archetype that people or another tool gave a
// deck, per format, on the public tournament files (tests/unit/realworld.ts) that carry such labels:
//   Standard: the Pro Tour Lorwyn Eclipsed decklists with melee.gg's deck names. The samples hold no Standard rules,
//     so this measures similarity alone, each deck against the others (leave one out), with as many references per
//     archetype as a project would hold.
//   Pauper: MTGOArchetypeParser's output (three labelled decks) against the MTGOFormatData Pauper rules.
// and, for the events without labels, what the rules say and how often similarity agrees with them.
// Prints the figures; BENCHMARKS.md records a run. `node bench/classification.ts`
import { arch, cpus } from 'node:os';
import { classifyDeck, DEFAULT_THRESHOLD, type ProjectArchetype } from '../server/domain/classify/classify.ts';
import { labelKey } from '../server/domain/classify/deck-cards.ts';
import { applyRules } from '../server/domain/classify/rules.ts';
import { indexReferences, type ReferenceDeck } from '../server/domain/classify/similarity.ts';
import { seededSampler } from '../server/domain/decision/sampling.ts';
import { hasFullList, parseEventFile } from '../server/domain/imports/events/event-file.ts';
import type { EventDeck } from '../server/domain/imports/events/types.ts';
import { formatRules, realworldBytes, realworldFiles } from '../tests/unit/realworld.ts';

const pct = (part: number, whole: number) => (whole === 0 ? '–' : `${((100 * part) / whole).toFixed(1)} %`);

function eventsOf(...path: string[]) {
  const read = parseEventFile(realworldBytes(...path));
  if (!read.ok) throw new Error(`${path.join('/')}: ${read.error.message}`);
  return read.value.events;
}

interface Tally {
  correct: number;
  unknown: number;
  wrong: number;
}

/** `count` distinct main-deck cards of a deck, drawn with a seeded sampler: what a game or two might reveal. */
function seenCards(deck: EventDeck, count: number, seed: number): EventDeck {
  const sampler = seededSampler(seed);
  const cards = deck.main.map((card) => ({ card, order: sampler.uniform() })).sort((a, b) => a.order - b.order);
  return { ...deck, main: cards.slice(0, count).map(({ card }) => ({ name: card.name, count: 1 })), side: [] };
}

/**
 * Each labelled deck classified by similarity to the others of its set, with at most `perArchetype` references each;
 * with `seen`, only that many of its cards are shown (a game log's view).
 */
function leaveOneOut(decks: readonly EventDeck[], perArchetype: number, threshold: number, seen?: number): Tally {
  const archetypes: ProjectArchetype[] = [...new Set(decks.map((deck) => deck.label!))].map((label) => ({ id: label, name: label }));
  const tally: Tally = { correct: 0, unknown: 0, wrong: 0 };
  decks.forEach((deck, index) => {
    const kept = new Map<string, number>();
    const references: ReferenceDeck[] = [];
    decks.forEach((other, otherIndex) => {
      const taken = kept.get(other.label!) ?? 0;
      if (otherIndex === index || taken >= perArchetype) return;
      kept.set(other.label!, taken + 1);
      references.push({ archetypeId: other.label!, main: other.main, side: other.side });
    });
    const shown = seen === undefined ? deck : { ...seenCards(deck, seen, index + 1), partial: true };
    const result = classifyDeck(shown, { archetypes, references: indexReferences(references), threshold });
    if (result.archetypeId === null) tally.unknown += 1;
    else if (result.archetypeId === deck.label) tally.correct += 1;
    else tally.wrong += 1;
  });
  return tally;
}

const row = (label: string, tally: Tally, total: number) =>
  `| ${label} | ${pct(tally.correct, total)} | ${pct(tally.unknown, total)} | ${pct(tally.wrong, total)} |`;

console.log(`Archetype classification, ${new Date().toISOString()} — ${cpus()[0]?.model ?? 'unknown CPU'} × ${cpus().length}, ${arch()}, Node ${process.version}`);
console.log(`Threshold ${DEFAULT_THRESHOLD} unless a row says otherwise; "correct" = the share of decks classified as labelled.\n`);

// Standard: melee.gg's labels, similarity only.
const proTour = eventsOf('tournament-results', 'melee-pro-tour', 'protour-data-viz__tournament-394299-decklists.json')[0].decks.filter(hasFullList);
const labels = new Set(proTour.map((deck) => deck.label));
const alone = proTour.filter((deck) => proTour.filter((other) => other.label === deck.label).length === 1).length;
console.log(`Standard — Pro Tour Lorwyn Eclipsed, melee.gg deck names: ${proTour.length} decks, ${labels.size} archetypes (${alone} decks are their archetype's only one: for them "unknown" is the right answer)`);
console.log('\n| references per archetype (the deck itself left out) | correct | unknown | wrong |\n| --- | --- | --- | --- |');
for (const [label, per] of [['every other deck of the event', Infinity], ['up to 3', 3], ['1', 1]] as const) {
  console.log(row(label, leaveOneOut(proTour, per, DEFAULT_THRESHOLD), proTour.length));
}
console.log('\nStandard, every other deck as references, by threshold:\n\n| threshold | correct | unknown | wrong |\n| --- | --- | --- | --- |');
for (const threshold of [0.2, 0.3, 0.4, 0.5, 0.6, 0.7]) console.log(row(String(threshold), leaveOneOut(proTour, Infinity, threshold), proTour.length));

console.log('\nStandard, every other deck as references, only some of the deck\'s distinct main-deck cards seen (as in a game log; seeded draw):\n\n| cards seen | correct | unknown | wrong |\n| --- | --- | --- | --- |');
for (const seen of [3, 6, 10, 15]) console.log(row(String(seen), leaveOneOut(proTour, Infinity, DEFAULT_THRESHOLD, seen), proTour.length));

// Pauper: MTGOArchetypeParser's labels, rules.
const pauperRules = formatRules('Pauper');
const parsed = eventsOf('tournament-results', 'mtgo-archetype-parser-output', 'metamage__pauper_sample.json').flatMap((event) => event.decks.filter(hasFullList));
const withoutColor = (name: string) => labelKey(name).replace(/^(mono (white|blue|black|red|green)|azorius|orzhov|boros|selesnya|dimir|izzet|simic|rakdos|golgari|gruul|esper|jeskai|bant|mardu|abzan|naya|grixis|sultai|temur|jund|5c) /, '');
let sameName = 0;
let sameBase = 0;
console.log(`\nPauper — MTGOArchetypeParser labels (2024-11 to 2025-06) against the MTGOFormatData Pauper rules of 2025-11: ${parsed.length} decks\n`);
for (const deck of parsed) {
  const verdict = applyRules(pauperRules, deck);
  const name = verdict.kind === 'archetype' || verdict.kind === 'fallback' ? verdict.name : verdict.kind === 'conflict' ? `Conflict(${verdict.names.join(', ')})` : 'Unknown';
  if (labelKey(name) === labelKey(deck.label!)) sameName += 1;
  if (withoutColor(name) === withoutColor(deck.label!)) sameBase += 1;
  console.log(`- ${deck.player}: labelled "${deck.label}", rules say "${name}"`);
}
console.log(`\nSame name: ${sameName} of ${parsed.length} (${pct(sameName, parsed.length)}); same once a colour prefix is set aside: ${sameBase} of ${parsed.length} (${pct(sameBase, parsed.length)})`);

// Unlabelled events: the rules' verdicts, and similarity's agreement with the rules' names.
console.log('\nEvents without labels (MTGODecklistCache samples), by format: the rules\' verdicts, and similarity (leave one out, every other deck of the format as reference) against the rules\' names\n');
console.log('| format | decks | rules: archetype | fallback | conflict | unknown | similarity agrees with the rules | unknown | disagrees |\n| --- | --- | --- | --- | --- | --- | --- | --- | --- |');
const byFormat = new Map<string, EventDeck[]>();
for (const file of realworldFiles('tournament-results', 'mtg-decklistcache')) {
  for (const event of eventsOf('tournament-results', 'mtg-decklistcache', file)) {
    if (event.format && ['Modern', 'Pioneer', 'Pauper'].includes(event.format)) byFormat.set(event.format, [...(byFormat.get(event.format) ?? []), ...event.decks.filter(hasFullList)]);
  }
}
for (const [format, decks] of [...byFormat].sort()) {
  const rules = formatRules(format);
  const kinds = { archetype: 0, fallback: 0, conflict: 0, unknown: 0 };
  const named: EventDeck[] = [];
  for (const deck of decks) {
    const verdict = applyRules(rules, deck);
    kinds[verdict.kind] += 1;
    if (verdict.kind === 'archetype') named.push({ ...deck, label: verdict.name });
  }
  const agreement = leaveOneOut(named, Infinity, DEFAULT_THRESHOLD);
  const share = (n: number) => pct(n, decks.length);
  console.log(`| ${format} | ${decks.length} | ${share(kinds.archetype)} | ${share(kinds.fallback)} | ${share(kinds.conflict)} | ${share(kinds.unknown)} | ${pct(agreement.correct, named.length)} | ${pct(agreement.unknown, named.length)} | ${pct(agreement.wrong, named.length)} |`);
}
