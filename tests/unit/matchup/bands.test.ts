import { describe, expect, it } from 'vitest';
import { matrixCellBand, winRatePercent } from '../../../server/domain/matchup/index.ts';

describe('matrixCellBand', () => {
  it('uses the section 4 bands on the displayed whole percent', () => {
    expect(matrixCellBand(1, true)).toBe('excellent');
    expect(matrixCellBand(0.75, true)).toBe('excellent');
    expect(matrixCellBand(0.745, true)).toBe('excellent'); // shows 75%
    expect(matrixCellBand(0.7449, true)).toBe('very-good'); // shows 74%
    expect(matrixCellBand(0.65, true)).toBe('very-good');
    expect(matrixCellBand(0.6449, true)).toBe('good');
    expect(matrixCellBand(0.55, true)).toBe('good');
    expect(matrixCellBand(0.5449, true)).toBe('neutral');
    expect(matrixCellBand(0.45, true)).toBe('neutral');
    expect(matrixCellBand(0.4449, true)).toBe('bad');
    expect(matrixCellBand(0.35, true)).toBe('bad');
    expect(matrixCellBand(0.3449, true)).toBe('very-bad');
    expect(matrixCellBand(0.25, true)).toBe('very-bad');
    expect(matrixCellBand(0.2499, true)).toBe('very-bad'); // shows 25%
    expect(matrixCellBand(0.2449, true)).toBe('terrible'); // shows 24%
    expect(matrixCellBand(0, true)).toBe('terrible');
  });

  it('is none without a significant sample', () => {
    expect(matrixCellBand(null, true)).toBe('none');
    expect(matrixCellBand(null, false)).toBe('none');
    expect(matrixCellBand(0.9, false)).toBe('none');
    expect(matrixCellBand(Number.NaN, true)).toBe('none');
  });
});

describe('winRatePercent', () => {
  it('rounds halves up despite binary noise', () => {
    expect(0.285 * 100).toBeLessThan(28.5); // the noise this guards against
    expect(winRatePercent(57 / 200)).toBe(29);
    expect(winRatePercent(0.7449)).toBe(74);
    expect(winRatePercent(2 / 3)).toBe(67);
    expect(winRatePercent(0)).toBe(0);
    expect(winRatePercent(1)).toBe(100);
  });
});
