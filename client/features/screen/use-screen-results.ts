import { useInfiniteQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { getScreenStocksQueryKey, screenStocks } from '../../../generated/client/screen/screen';
import type { FxRate, ScreenRow } from '../../../generated/model';
import type { ApiCall } from '../../lib/api-call';
import { filtersToParams, type ScreenFilters } from './screen-filters';
import type { ScreenSort } from './screen-sort';

const SCREEN_PAGE_SIZE = 8;
/** The most rows GET /screen answers in one call. */
const SCREEN_MAX_LIMIT = 100;

function screenParams(filters: ScreenFilters, sort: ScreenSort, limit: number, withFiguresOnly = false) {
  return {
    ...filtersToParams(filters),
    sortBy: sort.sortBy,
    sortOrder: sort.sortOrder,
    limit,
    ...(withFiguresOnly ? { withFiguresOnly } : {}),
  };
}

/** The one call that fetches the rows on screen (the first 100 once more have been scrolled in). */
export function screenApiCall(filters: ScreenFilters, sort: ScreenSort, rowsShown: number, withFiguresOnly = false): ApiCall {
  const limit = Math.min(Math.max(rowsShown, SCREEN_PAGE_SIZE), SCREEN_MAX_LIMIT);
  return { path: '/screen', query: screenParams(filters, sort, limit, withFiguresOnly) };
}

/**
 * Pages of 8 matching companies for the applied filters and sort (only those with figures yet,
 * on request); page 1 whenever they change.
 */
export function useScreenResults(filters: ScreenFilters, sort: ScreenSort, enabled: boolean, withFiguresOnly = false) {
  const params = screenParams(filters, sort, SCREEN_PAGE_SIZE, withFiguresOnly);
  const query = useInfiniteQuery({
    queryKey: ['infinite', ...getScreenStocksQueryKey(params)],
    queryFn: ({ pageParam, signal }) => screenStocks({ ...params, page: pageParam }, undefined, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.hasMore ? last.page + 1 : undefined),
    enabled,
    staleTime: 60_000,
  });
  // One array per loaded page set, so a deferred table re-renders only when the rows change.
  const rows: ScreenRow[] = useMemo(() => query.data?.pages.flatMap((page) => page.results) ?? [], [query.data]);
  const totalCount = query.data?.pages[0]?.totalCount ?? 0;
  // How much of the market has figures yet (all of it once the market sync has been through).
  const first = query.data?.pages[0];
  const coverage = first ? { marketCount: first.marketCount, withFiguresCount: first.withFiguresCount } : undefined;
  // The dated rates the loaded rows were converted with, each currency once.
  const fxRates: FxRate[] = useMemo(() => {
    const byCurrency = new Map<string, FxRate>();
    for (const page of query.data?.pages ?? []) for (const rate of page.fxRates ?? []) byCurrency.set(rate.currency, rate);
    return [...byCurrency.values()];
  }, [query.data]);
  return { query, rows, totalCount, fxRates, coverage };
}
