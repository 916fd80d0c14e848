/**
 * The intraday step back (spec: Visualize): when a day has no intraday bars (a holiday, before
 * the open), show the previous trading day's, going back at most MAX_INTRADAY_STEP_BACK_DAYS.
 */
import { newYorkDate } from '../../common/new-york-time';
import { toIsoDay } from '../lib/format';
import { isMarketOpenDay, MAX_INTRADAY_STEP_BACK_DAYS, previousMarketDay } from './price-range';

/**
 * True when `chart` has a bar on the New York day `day`. Not just any bar: a 2D answer for a day
 * before its open holds the day before only, which is one session where two belong.
 */
function hasBarsOn(chart: { data: readonly { timestamp: string }[] }, day: Date): boolean {
  const wanted = toIsoDay(day);
  return chart.data.some((point) => newYorkDate(Date.parse(point.timestamp)) === wanted);
}

/**
 * Asks `fetchDay` for `today` (the trading day before on a weekend or holiday), then for each trading day before
 * it, and returns the first answer with bars on the day asked for, and that day; undefined when
 * none within the limit.
 */
export async function latestDayWithData<T extends { data: readonly { timestamp: string }[] }>(
  today: Date,
  fetchDay: (day: Date) => Promise<T>,
): Promise<{ chart: T; day: Date } | undefined> {
  const oldest = new Date(today);
  oldest.setDate(oldest.getDate() - MAX_INTRADAY_STEP_BACK_DAYS);
  let day = isMarketOpenDay(today) ? today : previousMarketDay(today);
  while (day.getTime() >= oldest.getTime()) {
    const chart = await fetchDay(day);
    if (hasBarsOn(chart, day)) return { chart, day };
    day = previousMarketDay(day);
  }
  return undefined;
}
