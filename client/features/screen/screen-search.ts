/** The screener's URL search params: applied filters (typed units) and the sort. */
import * as z from 'zod/mini';
import { FILTER_KEYS, type FilterKey, sanitizeFilters, type ScreenFilters } from './screen-filters';
import { type ScreenSort, SORT_FIELDS } from './screen-sort';

const optionalNumber = z.catch(z.optional(z.coerce.number()), undefined);

export const screenSearchSchema = z.object({
  ...(Object.fromEntries(FILTER_KEYS.map((key) => [key, optionalNumber])) as Record<FilterKey, typeof optionalNumber>),
  sortBy: z.catch(z.optional(z.enum(SORT_FIELDS)), undefined),
  sortOrder: z.catch(z.optional(z.enum(['asc', 'desc'])), undefined),
  /** A saved screen to open (/screen?saved=ID); its filters and sort then join it in the address. */
  saved: z.catch(z.optional(z.uuid()), undefined),
});

export type ScreenSearch = z.infer<typeof screenSearchSchema>;

/** True when the address carries any filter or sort (a shared or reloaded screen). */
export function hasScreenParams(search: ScreenSearch): boolean {
  return Object.values(search).some((value) => value !== undefined);
}

/** A saved screen named in the address whose filters and sort are not there yet. */
export function savedScreenToOpen(search: ScreenSearch): string | undefined {
  const { saved, ...rest } = search;
  return saved && !Object.values(rest).some((value) => value !== undefined) ? saved : undefined;
}

export function filtersFromSearch(search: ScreenSearch): ScreenFilters {
  return sanitizeFilters(search);
}

export function sortFromSearch(search: ScreenSearch, fallback: ScreenSort): ScreenSort {
  return { sortBy: search.sortBy ?? fallback.sortBy, sortOrder: search.sortOrder ?? fallback.sortOrder };
}

export function toScreenSearch(filters: ScreenFilters, sort: ScreenSort): ScreenSearch {
  return { ...filters, sortBy: sort.sortBy, sortOrder: sort.sortOrder };
}
