import { describe, expect, it } from 'vitest';
import { filtersFromSearch, hasScreenParams, screenSearchSchema, sortFromSearch, toScreenSearch } from './screen-search';
import { DEFAULT_SORT } from './screen-sort';

describe('screen search params', () => {
  it('reads numbers and the sort from the address and drops junk', () => {
    const search = screenSearchSchema.parse({ marketCapMin: '10', roicMin: 'x', sortBy: 'roic', sortOrder: 'sideways' });
    expect(search).toMatchObject({ marketCapMin: 10, roicMin: undefined, sortBy: 'roic', sortOrder: undefined });
    expect(sortFromSearch(search, DEFAULT_SORT)).toEqual({ sortBy: 'roic', sortOrder: 'desc' });
  });

  it('keeps only in-bound filters', () => {
    expect(filtersFromSearch(screenSearchSchema.parse({ roicMin: 150, peMax: 20, marketCapMax: -1 }))).toEqual({ peMax: 20 });
  });

  it('knows whether the address carries a screen', () => {
    expect(hasScreenParams(screenSearchSchema.parse({}))).toBe(false);
    expect(hasScreenParams(screenSearchSchema.parse(toScreenSearch({}, DEFAULT_SORT)))).toBe(true);
  });
});
