import { describe, expect, it } from 'vitest';
import { badge, enterOutcome, moveHighlight, noResultsText, orderResults, pickedIndex, searchTerm } from './search-logic';

describe('search logic', () => {
  it('needs 2 characters after trimming', () => {
    expect(searchTerm(' a ')).toBeUndefined();
    expect(searchTerm(' ap ')).toBe('ap');
  });

  it('moves the highlight with wrap at both ends', () => {
    expect(moveHighlight(-1, 1, 3)).toBe(0);
    expect(moveHighlight(-1, -1, 3)).toBe(2);
    expect(moveHighlight(2, 1, 3)).toBe(0);
    expect(moveHighlight(0, -1, 3)).toBe(2);
    expect(moveHighlight(0, 1, 0)).toBe(-1);
  });

  it('picks the highlighted result or the first', () => {
    expect(pickedIndex(-1, 3)).toBe(0);
    expect(pickedIndex(2, 3)).toBe(2);
    expect(pickedIndex(-1, 0)).toBeUndefined();
  });

  it('labels types and writes the empty text', () => {
    expect([badge('stock'), badge('etf'), badge('mutual_fund')]).toEqual(['STOCK', 'ETF', 'FUND']);
    expect(noResultsText('zz')).toBe('No stocks or funds found for "zz"');
  });

  it('puts an exact symbol match first and drops duplicates', () => {
    const results = [
      { symbol: 'AAPLX', name: 'Apple fund', type: 'mutual_fund' as const },
      { symbol: 'AAPL', name: 'Apple', type: 'stock' as const },
      { symbol: 'aapl', name: 'Apple again', type: 'stock' as const },
    ];
    expect(orderResults(results, 'aapl').map((r) => r.symbol)).toEqual(['AAPL', 'AAPLX']);
  });

  it('lets Enter pick only among results for the text now in the box', () => {
    expect(enterOutcome('aapl', 'aapl', -1, 3)).toEqual({ pick: 0 });
    expect(enterOutcome('aapl', 'aapl', 2, 3)).toEqual({ pick: 2 });
    // Typed on from 'aa' and pressed Enter before the debounce: wait for the new answer.
    expect(enterOutcome('aapl', 'aa', -1, 3)).toBe('wait');
    expect(enterOutcome('aapl', undefined, -1, 0)).toBe('wait');
    expect(enterOutcome('zzzz', 'zzzz', -1, 0)).toBe('ignore');
    expect(enterOutcome(undefined, 'aa', -1, 3)).toBe('ignore');
  });
});
