// Round results as the scrapers write them, made into one result per pairing: byes spelled "-", "" or null, the same
// pairing listed once from each side, intentional draws, results without game counts, rounds that lost most of
// their pairings. What cannot be read is left out with a warning, never guessed.
import type { EventRound, GameScore, RoundResult } from './types.ts';

const SCORE = /^\s*(\d{1,3})\s*-\s*(\d{1,3})(?:\s*-\s*(\d{1,3}))?\s*$/;
const PLACE = /^\s*(\d{1,5})\s*(?:st|nd|rd|th)\b/i;
const PLAYOFF = /top|quarter|semi|final|place|playoff|bracket/i;

/** "2-1-0" (or "2-1") as game wins of each side and drawn games; null for anything else. */
export function parseScore(result: unknown): GameScore | null {
  const match = typeof result === 'string' ? SCORE.exec(result) : null;
  return match ? [Number(match[1]), Number(match[2]), Number(match[3] ?? 0)] : null;
}

/** The placing in "1st Place", also in the scraper's "2st Place" and "3st Place"; null for "5-0" and the rest. */
export function placeOf(result: unknown): number | null {
  const match = typeof result === 'string' ? PLACE.exec(result) : null;
  return match ? Number(match[1]) : null;
}

export function isPlayoffRound(name: string): boolean {
  return PLAYOFF.test(name);
}

/** A played pairing from its score: the winner holds more games; equal is a draw, 0-0-n an intentional one. */
export function pairingResult(players: [string, string], score: GameScore, matchLevelOnly: boolean): RoundResult {
  const [first, second, drawn] = score;
  if (first === 0 && second === 0 && drawn === 0) return { kind: 'unplayed', players };
  return {
    kind: 'match',
    players,
    games: matchLevelOnly ? null : score,
    winner: first > second ? 0 : second > first ? 1 : null,
    intentionalDraw: !matchLevelOnly && first === 0 && second === 0,
  };
}

function playersOf(result: RoundResult): string[] {
  return 'players' in result ? result.players : [result.player];
}

const mirrored = (score: GameScore | null): GameScore | null => (score ? [score[1], score[0], score[2]] : null);
const sameScore = (a: GameScore | null, b: GameScore | null) => JSON.stringify(a) === JSON.stringify(b);

/**
 * One result per pairing: a pairing listed again from the other side (melee.gg lists draws twice) is dropped when it
 * agrees, and reported when it does not (the first listing is kept). A player in two pairings of a round is reported.
 */
export function withoutDuplicates(round: EventRound, warnings: string[]): EventRound {
  const byPair = new Map<string, RoundResult>();
  const results: RoundResult[] = [];
  const seenPlayers = new Set<string>();
  for (const result of round.results) {
    if (result.kind === 'match' || result.kind === 'unplayed') {
      const key = JSON.stringify([...result.players].sort());
      const earlier = byPair.get(key);
      if (earlier && 'players' in earlier) {
        const swapped = earlier.players[0] !== result.players[0];
        const games = result.kind === 'match' ? result.games : null;
        const earlierGames = earlier.kind === 'match' ? earlier.games : null;
        const agrees = earlier.kind === result.kind && sameScore(earlierGames, swapped ? mirrored(games) : games);
        if (!agrees) warnings.push(`${round.name}: ${result.players[0]} and ${result.players[1]} have two different results; the first is kept`);
        continue;
      }
      byPair.set(key, result);
    }
    for (const player of playersOf(result)) {
      if (seenPlayers.has(player)) warnings.push(`${round.name}: ${player} is paired more than once`);
      seenPlayers.add(player);
    }
    results.push(result);
  }
  return { ...round, results };
}

/** Players a round accounts for: in its pairings, byes and results without an opponent. */
export function playersInRound(round: EventRound): number {
  return round.results.reduce((sum, result) => sum + playersOf(result).length, 0);
}

/**
 * Warnings about what the rounds do not cover: a Swiss round with fewer than 60% of the players of the round before
 * it (drops thin a field, they do not halve it in a round), and a file with playoff rounds only beside a larger field.
 */
export function coverageWarnings(rounds: readonly EventRound[], fieldSize: number): string[] {
  const warnings: string[] = [];
  const swiss = rounds.filter((round) => !round.playoff);
  swiss.forEach((round, index) => {
    const before = index === 0 ? fieldSize : playersInRound(swiss[index - 1]);
    const covered = playersInRound(round);
    if (before > 0 && covered < 0.6 * before) {
      warnings.push(`${round.name} lists results for ${covered} players, against ${before} ${index === 0 ? 'in the standings' : 'in the round before'}: its pairings are incomplete`);
    }
  });
  if (rounds.length > 0 && swiss.length === 0 && fieldSize > 8) warnings.push(`Only the playoff rounds are published; the Swiss rounds of the ${fieldSize} players are not`);
  return warnings;
}
