// melee.gg's own data for an event, as protour-data-viz keeps it: the rounds (an object keyed by round number, each
// pairing with a sentence for its result and melee's deck name per player) and the decklists with the same names.
// The winner exists only in the sentence "<DisplayName> won 2-1-0": it is matched against the two players' names
// exactly, since names contain spaces, quotes and words such as "Draw".
import { z } from 'zod';
import { coverageWarnings, pairingResult, parseScore, withoutDuplicates } from './rounds.ts';
import type { EventDeck, EventRound, GameScore, ParsedEvent, RoundResult } from './types.ts';
import { entriesOf } from './decklist-cache.ts';

const text = z.string().max(1000);

const competitorShape = z.looseObject({
  Decklists: z.array(z.looseObject({ DecklistName: text.nullish(), Format: text.nullish() })).nullish(),
  Team: z.looseObject({ Players: z.array(z.looseObject({ DisplayName: text })).min(1) }),
});

const pairingShape = z.looseObject({ ResultString: text, Competitors: z.array(competitorShape).min(1).max(2) });

export const meleeRoundsShape = z.record(z.string().regex(/^\d{1,4}$/), z.array(z.unknown()));

const meleeCard = z.object({ quantity: z.number().int().min(0).max(10_000), name: z.string().min(1).max(300) });

export const meleeDecklistsShape = z.array(z.unknown()).min(1);
const meleeDeckShape = z.looseObject({ playerName: text, archetype: text.nullish(), mainDeck: z.array(meleeCard), sideboard: z.array(meleeCard).nullish() });

const nameOf = (competitor: z.infer<typeof competitorShape>) => competitor.Team.Players[0].DisplayName;

function resultOf(pairing: z.infer<typeof pairingShape>): RoundResult | null {
  const players = pairing.Competitors.map(nameOf);
  const sentence = pairing.ResultString.trim();
  if (players.length === 1) return sentence === `${players[0]} was assigned a bye` ? { kind: 'bye', player: players[0] } : null;
  const pair = players as [string, string];
  const draw = /^(\d+-\d+-\d+) Draw$/.exec(sentence);
  if (draw) return pairingResult(pair, parseScore(draw[1])!, false);
  const winner = pair.findIndex((name) => sentence.startsWith(`${name} won `));
  const score = winner < 0 ? null : parseScore(sentence.slice(`${pair[winner]} won `.length));
  if (!score) return null;
  // The sentence gives the winner's games first.
  const games: GameScore = winner === 0 ? score : [score[1], score[0], score[2]];
  return pairingResult(pair, games, false);
}

export function readMeleeRounds(data: z.infer<typeof meleeRoundsShape>, warnings: string[]): ParsedEvent {
  const numbers = Object.keys(data).sort((a, b) => Number(a) - Number(b));
  const labels = new Map<string, string | null>();
  const rounds: EventRound[] = numbers.map((number) => {
    const name = `Round ${number}`;
    const results: RoundResult[] = [];
    for (const pairing of entriesOf(data[number], pairingShape, `${name} pairing`, warnings)) {
      for (const competitor of pairing.Competitors) {
        const label = competitor.Decklists?.[0]?.DecklistName ?? null;
        if (!labels.has(nameOf(competitor)) || label) labels.set(nameOf(competitor), label);
      }
      const result = resultOf(pairing);
      if (result) results.push(result);
      else warnings.push(`${name}: the result "${pairing.ResultString}" could not be read`);
    }
    return withoutDuplicates({ name, playoff: false, results }, warnings);
  });
  warnings.push(...coverageWarnings(rounds, 0));
  const decks: EventDeck[] = [...labels].map(([player, label]) => ({ player, label, main: [], side: [], rank: null, result: null, url: null }));
  return { source: 'melee.gg rounds', site: 'melee.gg', name: null, date: null, format: null, url: null, decks, standings: [], rounds };
}

export function readMeleeDecklists(data: readonly unknown[], warnings: string[]): ParsedEvent {
  const decks: EventDeck[] = entriesOf(data, meleeDeckShape, 'decklist', warnings).map((deck) => ({
    player: deck.playerName,
    label: deck.archetype ?? null,
    main: deck.mainDeck.filter((card) => card.quantity > 0).map((card) => ({ name: card.name, count: card.quantity })),
    side: (deck.sideboard ?? []).filter((card) => card.quantity > 0).map((card) => ({ name: card.name, count: card.quantity })),
    rank: null,
    result: null,
    url: null,
  }));
  return { source: 'melee.gg decklists', site: 'melee.gg', name: null, date: null, format: null, url: null, decks, standings: [], rounds: [] };
}

/** Whether a parsed JSON array is melee.gg decklists (its first entry has the decklist fields). */
export function looksLikeMeleeDecklists(data: readonly unknown[]): boolean {
  return meleeDeckShape.safeParse(data[0]).success;
}
