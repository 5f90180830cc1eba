// Matrix cell colour bands. The band follows the percentage the user sees, so a cell never shows
// "75%" in the very-good colour: both come from winRatePercent.

export type MatrixCellBand = 'excellent' | 'very-good' | 'good' | 'neutral' | 'bad' | 'very-bad' | 'terrible' | 'none';

/**
 * The whole percent shown for a rate, halves rounded up. Rounding to 6 decimals (of the percent) first absorbs binary noise so a
 * rate that is exactly x.5% (57/200 = 0.285, stored as 0.28499999…) shows as 29%, not 28%. Clients should display
 * this value rather than rounding on their own.
 */
export function winRatePercent(rate: number): number {
  return Math.round(Math.round(rate * 1e8) / 1e6);
}

const BANDS: ReadonlyArray<[minPercent: number, band: MatrixCellBand]> = [
  [75, 'excellent'],
  [65, 'very-good'],
  [55, 'good'],
  [45, 'neutral'],
  [35, 'bad'],
  [25, 'very-bad'],
];

export function matrixCellBand(win_rate: number | null, is_significant: boolean): MatrixCellBand {
  if (!is_significant || win_rate === null || !Number.isFinite(win_rate)) return 'none';
  const percent = winRatePercent(win_rate);
  return BANDS.find(([minPercent]) => percent >= minPercent)?.[1] ?? 'terrible';
}
