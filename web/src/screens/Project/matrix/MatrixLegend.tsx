import type { MatrixView } from './MatrixGrid.tsx';

const BAND_LEGEND: Array<[string, string]> = [
  ['band-excellent', '75%+'],
  ['band-very-good', '65–74%'],
  ['band-good', '55–64%'],
  ['band-neutral', '45–54%'],
  ['band-bad', '35–44%'],
  ['band-very-bad', '25–34%'],
  ['band-terrible', 'under 25%'],
];

/**
 * What the colours mean (win-rate views), or what the number means (Games Needed). "Not significant" is hatched, so
 * it never reads as the 45–54 % band.
 */
export function MatrixLegend({ view, halfWidth, minSample }: { view: MatrixView; halfWidth: number; minSample: number }) {
  if (view === 'needed') {
    return (
      <p className="matrix-legend-note">
        Each number is how many more games that matchup needs before its 95% interval is ±{Math.round(halfWidth * 100)} points wide, assuming it goes on at
        the rate seen so far (an even 50% without games). Lower is better; change the target with Interval ±.
      </p>
    );
  }
  return (
    <ul className="matrix-legend" aria-label="Colour bands for significant cells">
      {BAND_LEGEND.map(([className, label]) => (
        <li key={className}>
          <span className={`matrix-swatch ${className}`} aria-hidden="true" /> {label}
        </li>
      ))}
      <li>
        <span className="matrix-swatch matrix-insignificant" aria-hidden="true" /> not significant (under {minSample} {minSample === 1 ? 'game' : 'games'})
      </li>
      <li>
        <span className="matrix-swatch matrix-empty" aria-hidden="true" /> no games
      </li>
    </ul>
  );
}
