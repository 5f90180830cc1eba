// MTGOArchetypeParser's JSON output: { Data: [record] }, one record per deck with its tournament, its archetype label
// and its matchups (one per round, from this deck's side, with the opponent's label). A file can mix tournaments: it
// becomes one event per tournament. A match shows up in both players' records when both are in the file; it is
// kept once. Opponents become decks with a label and no list.
import { z } from 'zod';
import { cardLine, cardsOf, entriesOf, isoDate } from './decklist-cache.ts';
import { pairingResult, placeOf } from './rounds.ts';
import type { EventDeck, ParsedEvent, RoundResult } from './types.ts';

const text = z.string().max(1000);
const games = z.number().int().min(0).max(100);

export const parserOutputShape = z.object({ Data: z.array(z.unknown()) });

const recordShape = z.looseObject({
  TournamentFile: text.nullish(),
  Tournament: text.nullish(),
  Date: text.nullish(),
  Result: text.nullish(),
  Player: text,
  AnchorUri: text.nullish(),
  Archetype: z.looseObject({ Archetype: text.nullish() }).nullish(),
  Mainboard: z.array(cardLine).nullish(),
  Sideboard: z.array(cardLine).nullish(),
  Matchups: z.array(z.looseObject({ Opponent: text, OpponentArchetype: text.nullish(), Wins: games, Losses: games, Draws: games })).nullish(),
});

type ParserRecord = z.infer<typeof recordShape>;

function eventOf(records: readonly ParserRecord[]): ParsedEvent {
  const decks = new Map<string, EventDeck>();
  for (const record of records) {
    decks.set(record.Player, {
      player: record.Player,
      label: record.Archetype?.Archetype ?? null,
      main: cardsOf(record.Mainboard),
      side: cardsOf(record.Sideboard),
      rank: placeOf(record.Result),
      result: record.Result ?? null,
      url: record.AnchorUri ?? null,
    });
  }
  // A match is in both players' records when both are in the file: it is taken from the first record read. Within
  // one record a repeated opponent is a rematch (Swiss, then playoff) and stays.
  const results: RoundResult[] = [];
  const read = new Set<string>();
  for (const record of records) {
    for (const matchup of record.Matchups ?? []) {
      if (!decks.has(matchup.Opponent)) {
        decks.set(matchup.Opponent, { player: matchup.Opponent, label: matchup.OpponentArchetype ?? null, main: [], side: [], rank: null, result: null, url: null });
      }
      if (!read.has(matchup.Opponent)) results.push(pairingResult([record.Player, matchup.Opponent], [matchup.Wins, matchup.Losses, matchup.Draws], false));
    }
    read.add(record.Player);
  }
  const first = records[0];
  return {
    source: 'MTGOArchetypeParser',
    site: 'MTGO',
    name: first.Tournament ?? null,
    date: isoDate(first.Date),
    format: null,
    url: null,
    decks: [...decks.values()],
    standings: [],
    rounds: [{ name: 'Matchups', playoff: false, results }],
  };
}

export function readParserOutput(data: z.infer<typeof parserOutputShape>, warnings: string[]): ParsedEvent[] {
  const byTournament = new Map<string, ParserRecord[]>();
  for (const record of entriesOf(data.Data, recordShape, 'record', warnings)) {
    const key = record.TournamentFile ?? record.Tournament ?? '';
    byTournament.set(key, [...(byTournament.get(key) ?? []), record]);
  }
  return [...byTournament.values()].map(eventOf);
}
