import { describe, expect, it } from 'vitest';
import { filtersFromSearch, hasScreenParams, savedScreenToOpen, screenSearchSchema, sortFromSearch, toScreenSearch } from './screen-search';
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

describe('opening a saved screen by address', () => {
  it('opens it only while its filters and sort are not in the address yet', () => {
    const id = '0b6b3c9e-2f5e-4a51-9d4c-1b2b3c4d5e6f';
    expect(savedScreenToOpen({ saved: id })).toBe(id);
    expect(savedScreenToOpen({ saved: id, sortBy: 'roic', sortOrder: 'desc' })).toBeUndefined();
    expect(savedScreenToOpen({ roicMin: 10 })).toBeUndefined();
  });
});
