import { describe, expect, it } from 'vitest';
import { GROWTH_NOTES, compoundGrowth } from './growth';

const series = (start: number, values: Array<number | null>) => values.map((value, i) => ({ year: start + i, value }));

describe('compoundGrowth', () => {
  it('is the CAGR over the last five years when more data exists', () => {
    // 2015..2024: the last five years run 2019 -> 2024 (100 -> 200).
    const growth = compoundGrowth(series(2015, [1, 1, 1, 1, 100, 120, 130, 150, 170, 200]), 'revenue');
    expect(growth.note).toBeNull();
    expect(growth.value).toBeCloseTo(2 ** (1 / 5) - 1, 10);
  });
  it('uses fewer years when fewer exist', () => {
    const growth = compoundGrowth(series(2022, [100, 121, 121 * 1.1]), 'revenue');
    expect(growth.value).toBeCloseTo(Math.sqrt(1.331) - 1, 10);
  });
  it('skips missing years', () => {
    const growth = compoundGrowth(series(2020, [100, null, null, 200]), 'fcf');
    expect(growth.value).toBeCloseTo(2 ** (1 / 3) - 1, 10);
  });
  it('names why growth is missing', () => {
    expect(compoundGrowth([], 'revenue')).toEqual({ value: null, note: GROWTH_NOTES.noHistory });
    expect(compoundGrowth(series(2020, [null, null]), 'revenue').note).toBe('Not applicable (no historical data)');
    expect(compoundGrowth(series(2024, [50]), 'revenue').note).toBe('Insufficient data');
    expect(compoundGrowth(series(2020, [0, 10, 20]), 'revenue').note).toBe('Not calculable (starting from $0)');
    expect(compoundGrowth(series(2020, [-1, 2, 3]), 'eps').note).toBe('Not calculable (negative EPS)');
    expect(compoundGrowth(series(2020, [1, 2, -3]), 'eps').note).toBe('Not calculable (negative EPS)');
    expect(compoundGrowth(series(2020, [-5, 2, 3]), 'fcf').note).toBe('Insufficient data');
  });
  it('reports shrinking as negative growth', () => {
    expect(compoundGrowth(series(2023, [100, 50]), 'revenue').value).toBeCloseTo(-0.5, 10);
  });
});
