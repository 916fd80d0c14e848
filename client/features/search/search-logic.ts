/** Header search rules: the 2-character minimum, highlight movement with wrap, badges and order. */
import type { SearchResult, SecurityType } from '../../../generated/model';

const SEARCH_MIN_LENGTH = 2;
export const SEARCH_DEBOUNCE_MS = 200;
export const SEARCH_LIMIT = 10;
export const SEARCH_ERROR_TEXT = 'Search failed. Please try again.';

/** The query to send, or undefined when under 2 characters after trimming. */
export function searchTerm(input: string): string | undefined {
  const term = input.trim();
  return term.length >= SEARCH_MIN_LENGTH ? term : undefined;
}

export function noResultsText(term: string): string {
  return `No stocks or funds found for "${term}"`;
}

const BADGES: Record<SecurityType, string> = { stock: 'STOCK', etf: 'ETF', mutual_fund: 'FUND' };

export function badge(type: SecurityType): string {
  return BADGES[type];
}

/** Moves the highlight by `delta` with wrap at both ends; -1 means nothing highlighted. */
export function moveHighlight(current: number, delta: 1 | -1, count: number): number {
  if (count === 0) return -1;
  if (current < 0) return delta === 1 ? 0 : count - 1;
  return (current + delta + count) % count;
}

/** Enter picks the highlighted result, else the first one. */
export function pickedIndex(highlight: number, count: number): number | undefined {
  if (count === 0) return undefined;
  return highlight >= 0 && highlight < count ? highlight : 0;
}

/** Results with an exact symbol match first, otherwise in the server's order, without duplicates. */
export function orderResults(results: readonly SearchResult[], term: string): SearchResult[] {
  const wanted = term.trim().toUpperCase();
  const seen = new Set<string>();
  const unique = results.filter((item) => {
    const key = item.symbol.toUpperCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  const exact = unique.filter((item) => item.symbol.toUpperCase() === wanted);
  return [...exact, ...unique.filter((item) => item.symbol.toUpperCase() !== wanted)];
}

export type EnterOutcome = { pick: number } | 'wait' | 'ignore';

/**
 * What Enter does. Results count only when they answer the text now in the box (`resultsTerm`,
 * the term the shown results were fetched for): before the 200 ms debounce settles, or while the
 * answer is on its way, Enter waits for them rather than picking a result for older text.
 */
export function enterOutcome(
  currentTerm: string | undefined,
  resultsTerm: string | undefined,
  highlight: number,
  count: number,
): EnterOutcome {
  if (currentTerm === undefined) return 'ignore';
  if (resultsTerm !== currentTerm) return 'wait';
  const index = pickedIndex(highlight, count);
  return index === undefined ? 'ignore' : { pick: index };
}
