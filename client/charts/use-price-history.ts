import { useQuery } from '@tanstack/react-query';
import { getIntradayChart, useGetStockChart } from '../../generated/client/stocks/stocks';
import type { PriceChart } from '../../generated/model';
import { toIsoDay } from '../lib/format';
import { latestDayWithData } from './intraday-step-back';
import { FULL_HISTORY_START, INTRADAY_INTERVALS, intradayWindow, type IntradayRange } from './price-range';

/** The full daily history (1980-01-01 to today), which also decides the long ranges. */
export function useDailyHistory(symbol: string, today: Date) {
  return useGetStockChart(symbol, { startDate: FULL_HISTORY_START, endDate: toIsoDay(today) }, { query: { staleTime: 5 * 60_000 } });
}

export interface IntradayResult {
  chart: PriceChart | undefined;
  /** The trading day shown, which may be before today. */
  day: Date | undefined;
}

/** Intraday bars ending on `today`, stepping back a weekday at a time (up to ~10 days) while empty. */
async function fetchIntraday(symbol: string, range: IntradayRange, today: Date, signal?: AbortSignal): Promise<IntradayResult> {
  const found = await latestDayWithData(today, (day) => {
    const { start, end } = intradayWindow(range, day);
    const params = { interval: INTRADAY_INTERVALS[range], startDate: toIsoDay(start), endDate: toIsoDay(end) };
    return getIntradayChart(symbol, params, undefined, signal);
  });
  return { chart: found?.chart, day: found?.day };
}

export function useIntradayHistory(symbol: string, range: IntradayRange | undefined, today: Date) {
  return useQuery({
    queryKey: ['intraday-chart', symbol, range, toIsoDay(today)],
    queryFn: ({ signal }) => fetchIntraday(symbol, range ?? '1D', today, signal),
    enabled: range !== undefined,
    staleTime: 60_000,
  });
}
