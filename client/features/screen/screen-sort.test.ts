import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  coverageLine,
  DEFAULT_SORT,
  endLine,
  nextSort,
  SCREEN_COLUMNS,
  showFiltersFromStorage,
  sortFromStorage,
  statusLine,
  storeShowFilters,
  storeSort,
} from './screen-sort';

function fakeStorage(): Storage {
  const map = new Map<string, string>();
  return {
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    getItem: (key) => map.get(key) ?? null,
    key: (index) => [...map.keys()][index] ?? null,
    removeItem: (key) => void map.delete(key),
    setItem: (key, value) => void map.set(key, String(value)),
  };
}

afterEach(() => vi.unstubAllGlobals());

describe('screen sort', () => {
  it('defaults to market cap descending', () => {
    expect(DEFAULT_SORT).toEqual({ sortBy: 'market_cap', sortOrder: 'desc' });
  });

  it('sorts a new column descending and flips the current one', () => {
    expect(nextSort(DEFAULT_SORT, 'roic')).toEqual({ sortBy: 'roic', sortOrder: 'desc' });
    expect(nextSort(DEFAULT_SORT, 'market_cap')).toEqual({ sortBy: 'market_cap', sortOrder: 'asc' });
    expect(nextSort({ sortBy: 'roic', sortOrder: 'asc' }, 'roic')).toEqual({ sortBy: 'roic', sortOrder: 'desc' });
  });

  it('has the 14 sortable columns in the order of the spec', () => {
    expect(SCREEN_COLUMNS.map((c) => c.label)).toEqual([
      'Company Name',
      'Symbol',
      'Sector',
      'Industry',
      'Exchange',
      'Price',
      'Market Cap',
      'P/E',
      'Fwd P/E',
      'EPS Growth',
      'FCF Growth',
      'Rev. Growth',
      'ROIC',
      'D/E Ratio',
    ]);
  });

  it('remembers the sort and the filter panel state in local storage', () => {
    const storage = fakeStorage();
    vi.stubGlobal('window', { localStorage: storage });
    storeSort({ sortBy: 'symbol', sortOrder: 'asc' });
    expect([storage.getItem('screen_sortBy'), storage.getItem('screen_sortOrder')]).toEqual(['symbol', 'asc']);
    storeShowFilters(false);
    expect(storage.getItem('screen_showFilters')).toBe('false');
  });

  it('reads the stored sort and panel state, with the defaults for anything missing or unknown', () => {
    expect(sortFromStorage(null, null)).toEqual(DEFAULT_SORT);
    expect(sortFromStorage('symbol', 'asc')).toEqual({ sortBy: 'symbol', sortOrder: 'asc' });
    expect(sortFromStorage('bogus', 'sideways')).toEqual(DEFAULT_SORT);
    expect(showFiltersFromStorage(null)).toBe(true);
    expect(showFiltersFromStorage('false')).toBe(false);
  });
});

describe('screen texts', () => {
  it('writes the status and end lines', () => {
    expect(statusLine(20, 8)).toBe('20 companies match your filters (showing 8, scroll for more)');
    expect(statusLine(5, 5)).toBe('5 companies match your filters (all results shown)');
    expect(statusLine(0, 0)).toBe('No companies match your filters');
    expect(endLine(20, 20)).toBe('End of results - 20 of 20 companies shown');
  });

  it('says how much of the market has figures while the sync fills it in, and nothing once it all has', () => {
    expect(coverageLine(1234, 9610)).toBe('Figures for 1,234 of 9,610 companies so far; the rest fill in as the market data syncs.');
    expect(coverageLine(600, 600)).toBeNull();
  });
});
