// The cost curve of a decklist (Magic's mana curve, Lorcana's ink curve, Yu-Gi-Oh! levels): copies per cost, the
// highest bucket holding everything at or above it ("7+"). Lands and cards without a cost are left out, as curves do.
import type { GameId } from '../games.ts';

export interface CurveLine {
  quantity: number;
  type: string;
  manaValue: number | null;
}

export interface CurveBucket {
  /** "0", "1", ... and the last one "7+". */
  label: string;
  count: number;
}

/** Where each game's curve stops: the last bucket's cost and above. */
export const CURVE_TOP: Readonly<Partial<Record<GameId, number>>> = { mtg: 7, lorcana: 9, onepiece: 10, fab: 4, yugioh: 12 };
const NOT_ON_CURVE = new Set(['Land']);

/** The curve of the given lines (the caller picks them, usually the main deck), or null when nothing has a cost. */
export function costCurve(game: GameId | null, lines: readonly CurveLine[]): CurveBucket[] | null {
  const top = (game && CURVE_TOP[game]) || 7;
  const counted = lines.filter((line) => line.manaValue !== null && !NOT_ON_CURVE.has(line.type));
  if (counted.length === 0) return null;
  const counts = new Array<number>(top + 1).fill(0);
  // Half mana values (Un-cards) count with the cost below them.
  for (const line of counted) counts[Math.min(top, Math.max(0, Math.floor(line.manaValue!)))] += line.quantity;
  return counts.map((count, cost) => ({ label: cost === top ? `${top}+` : String(cost), count }));
}
