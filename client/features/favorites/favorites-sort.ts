/** The favourites table sort, saved in preference favoritesSort as JSON. */
import type { TableSort } from '../../lib/table-sort';

export const FAVORITES_SORT_PREFERENCE = 'favoritesSort';
export const FAVORITE_SORT_KEYS = ['symbol', 'name', 'dailyChange'] as const;
export type FavoriteSortKey = (typeof FAVORITE_SORT_KEYS)[number];

export const DEFAULT_FAVORITES_SORT: TableSort<FavoriteSortKey> = { key: 'symbol', direction: 'ascending' };

/** Reads the saved sort; anything unreadable gives the default (symbol ascending). */
export function parseFavoritesSort(saved: string | undefined): TableSort<FavoriteSortKey> {
  if (!saved) return DEFAULT_FAVORITES_SORT;
  try {
    const value = JSON.parse(saved) as { key?: unknown; direction?: unknown };
    const key = FAVORITE_SORT_KEYS.find((item) => item === value.key);
    const direction = value.direction === 'ascending' || value.direction === 'descending' ? value.direction : undefined;
    return key && direction ? { key, direction } : DEFAULT_FAVORITES_SORT;
  } catch {
    return DEFAULT_FAVORITES_SORT;
  }
}

export function serializeFavoritesSort(sort: TableSort<FavoriteSortKey>): string {
  return JSON.stringify({ key: sort.key, direction: sort.direction });
}
