/** The favourites table sort, saved in preference favoritesSort as JSON. */
import type { SortOrder } from '../../../generated/model';
import type { TableSort } from '../../lib/table-sort';

export const FAVORITES_SORT_PREFERENCE = 'favoritesSort';
const FAVORITE_SORT_KEYS = ['symbol', 'name', 'dailyChange'] as const;
export type FavoriteSortKey = (typeof FAVORITE_SORT_KEYS)[number];

export const DEFAULT_FAVORITES_SORT: TableSort<FavoriteSortKey> = { key: 'symbol', direction: 'asc' };

/** The preference spells directions out (the spec's 'ascending' and 'descending'); tables use asc and desc. */
const SAVED_DIRECTION: Readonly<Record<SortOrder, string>> = { asc: 'ascending', desc: 'descending' };
const directionSaved = (saved: unknown): SortOrder | undefined =>
  (['asc', 'desc'] as const).find((direction) => SAVED_DIRECTION[direction] === saved);

/** Reads the saved sort; anything unreadable gives the default (symbol ascending). */
export function parseFavoritesSort(saved: string | undefined): TableSort<FavoriteSortKey> {
  if (!saved) return DEFAULT_FAVORITES_SORT;
  try {
    const value = JSON.parse(saved) as { key?: unknown; direction?: unknown };
    const key = FAVORITE_SORT_KEYS.find((item) => item === value.key);
    const direction = directionSaved(value.direction);
    return key && direction ? { key, direction } : DEFAULT_FAVORITES_SORT;
  } catch {
    return DEFAULT_FAVORITES_SORT;
  }
}

export function serializeFavoritesSort(sort: TableSort<FavoriteSortKey>): string {
  return JSON.stringify({ key: sort.key, direction: SAVED_DIRECTION[sort.direction] });
}
