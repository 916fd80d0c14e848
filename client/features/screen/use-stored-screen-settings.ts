/**
 * The screener's settings this browser remembers (the sort, whether the filter panel is open),
 * read through useStoredItem: the defaults on the server and while the browser takes over the
 * server's HTML, the stored values right after, so the hydrating render matches the HTML.
 */
import { useMemo } from 'react';
import { useStoredItem } from '../../lib/hydration-safe';
import { SCREEN_STORAGE_KEYS, type ScreenSort, showFiltersFromStorage, sortFromStorage } from './screen-sort';

export function useStoredSort(): ScreenSort {
  const sortBy = useStoredItem(SCREEN_STORAGE_KEYS.sortBy);
  const sortOrder = useStoredItem(SCREEN_STORAGE_KEYS.sortOrder);
  return useMemo(() => sortFromStorage(sortBy, sortOrder), [sortBy, sortOrder]);
}

export function useStoredShowFilters(): boolean {
  return showFiltersFromStorage(useStoredItem(SCREEN_STORAGE_KEYS.showFilters));
}
