// A tournament as Sideboard reads it from a results file: its decklists, standings and round results. Players are
// joined to their decks and standings by name only (no source has player ids that survive), so names are kept as the
// file spells them.

export interface CardCount {
  name: string;
  count: number;
}

export interface EventDeck {
  player: string;
  /** The archetype the source names (melee.gg's deck name, MTGOArchetypeParser's label); null when it names none. */
  label: string | null;
  /** Empty when the source has no list for this player (melee.gg rounds, an opponent in MTGOArchetypeParser output). */
  main: CardCount[];
  side: CardCount[];
  /** The placing read from "1st Place" (and the scraper's "2st Place"); null for leagues and unplaced decks. */
  rank: number | null;
  /** The result as the file writes it: "3rd Place", "5-0". */
  result: string | null;
  url: string | null;
}

export interface EventStanding {
  rank: number;
  player: string;
  points: number | null;
  wins: number;
  losses: number;
  draws: number;
}

/** Game wins of the round's first player, of the second, and drawn games. */
export type GameScore = [number, number, number];

export type RoundResult =
  | {
      kind: 'match';
      players: [string, string];
      /** Null when the source records matches only (TopDeck's 1-0-0 means "won the match"). */
      games: GameScore | null;
      /** Index of the match winner; null for a draw. */
      winner: 0 | 1 | null;
      /** A draw agreed without playing (melee.gg writes it 0-0-3). */
      intentionalDraw: boolean;
    }
  | { kind: 'bye'; player: string }
  /** A result whose opponent the source lost (ManaTraders' unresolved names): it cannot be a matchup. */
  | { kind: 'unknownOpponent'; player: string; games: GameScore | null }
  /** 0-0-0 against a named opponent: paired but not played. */
  | { kind: 'unplayed'; players: [string, string] };

export interface EventRound {
  /** As the source names it: "Round 3", "3", "Quarterfinals", "Top 8", "Match for 5th and 6th places". */
  name: string;
  /** A single-elimination round rather than a Swiss one. */
  playoff: boolean;
  results: RoundResult[];
}

export type EventSource = 'MTGODecklistCache' | 'melee.gg rounds' | 'melee.gg decklists' | 'MTGOArchetypeParser';

export interface ParsedEvent {
  source: EventSource;
  /** The site the results come from, by the event's address: MTGO, melee.gg, TopDeck.gg, CardsRealm, ManaTraders. */
  site: string | null;
  name: string | null;
  /** ISO date (YYYY-MM-DD) of the event. */
  date: string | null;
  format: string | null;
  url: string | null;
  decks: EventDeck[];
  standings: EventStanding[];
  rounds: EventRound[];
}
