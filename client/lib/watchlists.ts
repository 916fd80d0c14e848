/**
 * The signed-in user's favourite and hidden tickers. Reads answer empty lists on failure; the
 * toggles change the cache at once and restore it when the server refuses.
 */
import { type QueryClient, useQuery } from '@tanstack/react-query';
import {
  addFavorite,
  getListFavoritesQueryKey,
  getListFavoritesQueryOptions,
  getListHiddenQueryKey,
  getListHiddenQueryOptions,
  hideTicker,
  removeFavorite,
  unhideTicker,
} from '../../generated/client/user/user';
import { getGetMarketMoversQueryKey } from '../../generated/client/market/market';
import { getListLatestNewsQueryKey } from '../../generated/client/news/news';
import { getScreenStocksQueryKey } from '../../generated/client/screen/screen';
import { getSearchFundsQueryKey, getSearchQueryKey, getSearchStocksQueryKey } from '../../generated/client/search/search';
import type { FavoritesResponse, HiddenResponse } from '../../generated/model';
import { useAuth } from './auth';
import { changeOptimistically } from './optimistic';

export interface HiddenSymbol {
  symbol: string;
  name: string;
}

/** Tickers are compared and sent upper-case. */
export function normalizeTicker(ticker: string): string {
  return ticker.trim().toUpperCase();
}

function readText(source: Record<string, unknown>, keys: readonly string[]): string {
  for (const key of keys) {
    const value = source[key];
    if (typeof value === 'string' && value.trim()) return value.trim();
  }
  return '';
}

/**
 * Hidden entries arrive as plain strings or objects with symbol or ticker plus name or
 * companyName; each becomes an upper-case symbol with a name, and empty ones are dropped.
 */
export function normalizeHiddenEntries(entries: readonly unknown[]): HiddenSymbol[] {
  const result: HiddenSymbol[] = [];
  for (const entry of entries) {
    const source: Record<string, unknown> =
      typeof entry === 'string' ? { symbol: entry } : entry && typeof entry === 'object' ? (entry as Record<string, unknown>) : {};
    const symbol = normalizeTicker(readText(source, ['symbol', 'ticker']));
    if (!symbol) continue;
    result.push({ symbol, name: readText(source, ['name', 'companyName']) });
  }
  return result;
}

export function normalizeFavorites(favorites: readonly unknown[]): string[] {
  return favorites
    .filter((item): item is string => typeof item === 'string')
    .map(normalizeTicker)
    .filter(Boolean);
}

function withTicker(list: readonly string[], ticker: string): string[] {
  return list.includes(ticker) ? [...list] : [...list, ticker];
}

function withoutTicker(list: readonly string[], ticker: string): string[] {
  return list.filter((item) => item !== ticker);
}

export function favoritesQueryOptions(enabled: boolean) {
  return getListFavoritesQueryOptions({ query: { enabled, staleTime: Infinity, retry: false } });
}

export function hiddenQueryOptions(enabled: boolean) {
  return getListHiddenQueryOptions({ query: { enabled, staleTime: Infinity, retry: false } });
}

export interface ListState<T> {
  items: T[];
  isLoading: boolean;
  error: Error | null;
  isFetching: boolean;
  /** Loads the list again (a page's Try Again). */
  refetch: () => Promise<unknown>;
}

/** The favourite tickers, upper-case; empty while loading, when anonymous or when the read fails. */
export function useFavorites(): ListState<string> {
  const auth = useAuth();
  const query = useQuery(favoritesQueryOptions(auth.status === 'authenticated'));
  return {
    items: normalizeFavorites(query.data?.favorites ?? []),
    isLoading: auth.status === 'loading' || (auth.status === 'authenticated' && query.isPending),
    error: query.error instanceof Error ? query.error : null,
    isFetching: query.isFetching,
    refetch: query.refetch,
  };
}

/** The hidden tickers with names; empty while loading, when anonymous or when the read fails. */
export function useHidden(): ListState<HiddenSymbol> {
  const auth = useAuth();
  const query = useQuery(hiddenQueryOptions(auth.status === 'authenticated'));
  return {
    items: normalizeHiddenEntries(query.data?.hidden ?? []),
    isLoading: auth.status === 'loading' || (auth.status === 'authenticated' && query.isPending),
    error: query.error instanceof Error ? query.error : null,
    isFetching: query.isFetching,
    refetch: query.refetch,
  };
}

/** Adds or removes a favourite optimistically; rejects (with the cache restored) on failure. */
export async function setFavorite(queryClient: QueryClient, ticker: string, favorite: boolean): Promise<void> {
  const symbol = normalizeTicker(ticker);
  await changeOptimistically<FavoritesResponse, FavoritesResponse>({
    queryClient,
    queryKey: getListFavoritesQueryKey(),
    apply: (current) => {
      const list = normalizeFavorites(current?.favorites ?? []);
      return { favorites: favorite ? withTicker(list, symbol) : withoutTicker(list, symbol) };
    },
    send: () => (favorite ? addFavorite({ ticker: symbol }) : removeFavorite(symbol)),
    settle: (result) => result,
  });
}

/** Hides or unhides a ticker optimistically; rejects (with the cache restored) on failure. */
export async function setHidden(queryClient: QueryClient, ticker: string, hidden: boolean, name = ''): Promise<void> {
  const symbol = normalizeTicker(ticker);
  await changeOptimistically<HiddenResponse, HiddenResponse>({
    queryClient,
    queryKey: getListHiddenQueryKey(),
    apply: (current) => {
      const list = normalizeHiddenEntries(current?.hidden ?? []).filter((entry) => entry.symbol !== symbol);
      return { hidden: hidden ? [...list, { symbol, name: name || symbol }] : list };
    },
    send: () => (hidden ? hideTicker({ ticker: symbol }) : unhideTicker(symbol)),
    settle: (result) => result,
  });
  void queryClient.invalidateQueries({ predicate: (query) => query.queryKey.some(isListLeavingOutHidden) });
}

/** The lists the server answers without the user's hidden tickers: they change when one is hidden or unhidden. */
const LISTS_LEAVING_OUT_HIDDEN: readonly unknown[] = [
  getScreenStocksQueryKey()[0],
  getGetMarketMoversQueryKey()[0],
  getSearchQueryKey()[0],
  getSearchStocksQueryKey()[0],
  getSearchFundsQueryKey()[0],
  getListLatestNewsQueryKey()[0],
];
const isListLeavingOutHidden = (part: unknown) => LISTS_LEAVING_OUT_HIDDEN.includes(part);
