// What a tournament gives a project once its decks are classified: the field (each archetype's share of the decks,
// of all of them or of the top N) and the public matchup records (archetype against archetype, from the round
// results). Byes, intentional draws, results without an opponent and players whose deck is unknown make no record;
// they are counted so the preview can say what was left out.
import type { GameScore, ParsedEvent } from './types.ts';

export interface PlacedDeck {
  /** The archetype the deck was classified as; null when unknown. */
  archetypeId: string | null;
  rank: number | null;
}

export interface FieldShare {
  archetypeId: string;
  decks: number;
  /** Of the classified decks counted, 0–1. */
  share: number;
}

export interface Field {
  shares: FieldShare[];
  /** Decks counted (within the top N when asked) whose archetype is unknown: not in the shares. */
  unknown: number;
  /** Decks counted, classified or not. */
  counted: number;
}

/** The field: archetype shares of the decks (those placed in the top N only, when given), largest first. */
export function fieldOf(decks: readonly PlacedDeck[], topN?: number): Field {
  const counted = topN === undefined ? decks : decks.filter((deck) => deck.rank !== null && deck.rank <= topN);
  const byArchetype = new Map<string, number>();
  for (const deck of counted) if (deck.archetypeId !== null) byArchetype.set(deck.archetypeId, (byArchetype.get(deck.archetypeId) ?? 0) + 1);
  const classified = counted.length - counted.filter((deck) => deck.archetypeId === null).length;
  const shares = [...byArchetype]
    .map(([archetypeId, count]) => ({ archetypeId, decks: count, share: count / classified }))
    .sort((a, b) => b.decks - a.decks || a.archetypeId.localeCompare(b.archetypeId));
  return { shares, unknown: counted.length - classified, counted: counted.length };
}

export interface MatchupRecord {
  round: string;
  /** The two players' archetypes, in the round's order. */
  archetypes: [string, string];
  /** Index of the winner; null for a draw played out. */
  winner: 0 | 1 | null;
  games: GameScore | null;
}

export interface MatchupRecords {
  records: MatchupRecord[];
  left: { byes: number; intentionalDraws: number; withoutOpponent: number; unplayed: number; unknownArchetype: number };
}

/**
 * The event's pairings as matchups, given each player's archetype (by player name as the rounds spell it; a name
 * that differs only in letter case is found too).
 */
export function matchupRecordsOf(event: ParsedEvent, archetypeOf: ReadonlyMap<string, string | null>): MatchupRecords {
  const folded = new Map([...archetypeOf].map(([player, archetype]) => [player.toLowerCase(), archetype]));
  const find = (player: string) => (archetypeOf.has(player) ? archetypeOf.get(player)! : (folded.get(player.toLowerCase()) ?? null));
  const left = { byes: 0, intentionalDraws: 0, withoutOpponent: 0, unplayed: 0, unknownArchetype: 0 };
  const records: MatchupRecord[] = [];
  for (const round of event.rounds) {
    for (const result of round.results) {
      if (result.kind === 'bye') left.byes += 1;
      else if (result.kind === 'unknownOpponent') left.withoutOpponent += 1;
      else if (result.kind === 'unplayed') left.unplayed += 1;
      else if (result.intentionalDraw) left.intentionalDraws += 1;
      else {
        const [first, second] = result.players.map(find);
        if (first === null || second === null) left.unknownArchetype += 1;
        else records.push({ round: round.name, archetypes: [first, second], winner: result.winner, games: result.games });
      }
    }
  }
  return { records, left };
}
