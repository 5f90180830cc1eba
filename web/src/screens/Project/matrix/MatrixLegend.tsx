import { counted } from '../../../components/ui/plural.ts';
import { unitNouns, type CellUnit } from './matrix-cells.ts';
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
export function MatrixLegend({ view, halfWidth, minSample, unit }: { view: MatrixView; halfWidth: number; minSample: number; unit: CellUnit }) {
  const [one, many] = unitNouns(unit);
  if (view === 'needed') {
    return (
      <p className="matrix-legend-note">
        Each number is how many more {many} that matchup needs before its 95% interval is ±{Math.round(halfWidth * 100)} points wide, assuming the
        least favourable rate still inside its interval (the one closest to 50%; 50% without {many}), so that a few lopsided results do not look settled.
        Lower is better; change the target with Interval ±.
      </p>
    );
  }
  if (view === 'play' || view === 'board') {
    return (
      <p className="matrix-legend-note">
        {view === 'play' ? 'Each cell: the row’s game win rate on the play / on the draw' : 'Each cell: the row’s game win rate before sideboarding (game 1) / after'}, counted in games
        whichever the cells count; a dash where there were none. Open a cell for the games behind each rate.
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
        <span className="matrix-swatch matrix-insignificant" aria-hidden="true" /> not significant (under {counted(minSample, one, many)})
      </li>
      <li>
        <span className="matrix-swatch matrix-empty" aria-hidden="true" /> no {many}
      </li>
    </ul>
  );
}
