import { counted } from '../ui/plural.ts';
/** One bar of a cost curve. */
export interface CurveBar {
  readonly label: string;
  readonly count: number;
}

/**
 * The cost curve of a list (Magic's mana curve, Lorcana's ink curve, …) as a bar chart: copies per cost over the main
 * deck, lands left out. Each bar says its count and cost in text as well, for screen readers.
 */
export function ManaCurve({ curve, title = 'Mana curve' }: { curve: readonly CurveBar[] | null; title?: string }) {
  if (!curve) return null;
  const highest = Math.max(1, ...curve.map((bar) => bar.count));
  const total = curve.reduce((sum, bar) => sum + bar.count, 0);
  return (
    <figure className="mana-curve">
      <figcaption>
        {title} <span className="muted">({counted(total, 'card')} with a cost)</span>
      </figcaption>
      <ol aria-label={title}>
        {curve.map((bar) => (
          <li key={bar.label} aria-label={`Cost ${bar.label}: ${bar.count} ${bar.count === 1 ? 'card' : 'cards'}`}>
            <span className="mana-curve-count" aria-hidden="true">
              {bar.count > 0 ? bar.count : ''}
            </span>
            <span className="mana-curve-bar" style={{ height: `${(bar.count / highest) * 100}%` }} aria-hidden="true" />
            <span className="mana-curve-label" aria-hidden="true">
              {bar.label}
            </span>
          </li>
        ))}
      </ol>
    </figure>
  );
}
