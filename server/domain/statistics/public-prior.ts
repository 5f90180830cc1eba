// Public matchup records (an imported event's rounds) as a prior of a stated weight: "worth k matches". A pair's
// public record of N matches enters as a power prior (Ibrahim & Chen 2000) with discount a₀ = min(1, k / N): its
// wins and losses scaled by a₀, so it weighs as min(k, N) matches whatever its size, and never more than it holds.
// It is returned beside the team's record, never added into it: the team's record is what the team played.
import { credit, played, rateOf, type MatchupRecord, type Record3 } from './records.ts';

export interface PublicPrior {
  /** The public matches of the pair (wins, losses and draws from the archetype's side). */
  record: Required<Record3>;
  /** Their rate, draws counted half. */
  rate: number;
  /** How many matches the prior weighs as: min(k, the public matches). */
  worth: number;
  /** The prior's pseudo-wins and pseudo-losses (draws split half and half), adding up to `worth`. */
  pseudoWins: number;
  pseudoLosses: number;
}

/** A public record as a prior worth at most `k` matches; null without public matches or with k = 0. */
export function publicPrior(record: Record3 | null | undefined, k: number): PublicPrior | null {
  if (!record || !(k > 0)) return null;
  const n = played(record);
  if (n === 0) return null;
  const discount = Math.min(1, k / n);
  const wins = credit(record);
  return {
    record: { wins: record.wins, losses: record.losses, draws: record.draws ?? 0 },
    rate: rateOf(record)!,
    worth: discount * n,
    pseudoWins: discount * wins,
    pseudoLosses: discount * (n - wins),
  };
}

/**
 * Beta parameters of the independent model of one matchup (the deck choice's today): a uniform prior, the public
 * prior's pseudo-matches if any, and the team's record, draws counted half.
 */
export function betaParameters(team: Record3, prior: PublicPrior | null): { alpha: number; beta: number } {
  const wins = credit(team);
  return { alpha: 1 + wins + (prior?.pseudoWins ?? 0), beta: 1 + played(team) - wins + (prior?.pseudoLosses ?? 0) };
}

/** Records of the same pair summed, keyed by the ordered pair "a>b" (a's side); a record of b against a is flipped. */
export function recordBook(records: readonly MatchupRecord[]): Map<string, Required<Record3>> {
  const book = new Map<string, Required<Record3>>();
  const add = (a: string, b: string, wins: number, losses: number, draws: number) => {
    const key = `${a}>${b}`;
    const entry = book.get(key) ?? { wins: 0, losses: 0, draws: 0 };
    book.set(key, { wins: entry.wins + wins, losses: entry.losses + losses, draws: entry.draws + draws });
  };
  for (const r of records) {
    if (r.archetypeId === r.opponentId) continue;
    add(r.archetypeId, r.opponentId, r.wins, r.losses, r.draws ?? 0);
    add(r.opponentId, r.archetypeId, r.losses, r.wins, r.draws ?? 0);
  }
  return book;
}
