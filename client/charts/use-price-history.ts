import { useQuery } from '@tanstack/react-query';
import { getIntradayChart, useGetStockChart } from '../../generated/client/stocks/stocks';
import type { PriceChart } from '../../generated/model';
import { toIsoDay } from '../lib/format';
import {
  FULL_HISTORY_START,
  INTRADAY_INTERVALS,
  intradayWindow,
  MAX_INTRADAY_STEP_BACK_DAYS,
  previousWeekday,
  type IntradayRange,
} from './price-range';

/** The full daily history (1980-01-01 to today), which also decides the long ranges. */
export function useDailyHistory(symbol: string, today: Date) {
  return useGetStockChart(
    symbol,
    { startDate: FULL_HISTORY_START, endDate: toIsoDay(today) },
    { query: { staleTime: 5 * 60_000, retry: false } },
  );
}

export interface IntradayResult {
  chart: PriceChart | undefined;
  /** The trading day shown, which may be before today. */
  day: Date | undefined;
}

function isWeekend(date: Date): boolean {
  return date.getDay() === 0 || date.getDay() === 6;
}

/** Intraday bars ending on `today`, stepping back a weekday at a time (up to ~10 days) while empty. */
export async function fetchIntraday(
  symbol: string,
  range: IntradayRange,
  today: Date,
  signal?: AbortSignal,
): Promise<IntradayResult> {
  const oldest = new Date(today);
  oldest.setDate(oldest.getDate() - MAX_INTRADAY_STEP_BACK_DAYS);
  let day = isWeekend(today) ? previousWeekday(today) : today;
  while (day.getTime() >= oldest.getTime()) {
    const { start, end } = intradayWindow(range, day);
    const chart = await getIntradayChart(
      symbol,
      { interval: INTRADAY_INTERVALS[range], startDate: toIsoDay(start), endDate: toIsoDay(end) },
      undefined,
      signal,
    );
    if (chart.data.length > 0) return { chart, day };
    day = previousWeekday(day);
  }
  return { chart: undefined, day: undefined };
}

export function useIntradayHistory(symbol: string, range: IntradayRange | undefined, today: Date) {
  return useQuery({
    queryKey: ['intraday-chart', symbol, range, toIsoDay(today)],
    queryFn: ({ signal }) => fetchIntraday(symbol, range ?? '1D', today, signal),
    enabled: range !== undefined,
    staleTime: 60_000,
    retry: false,
  });
}
