/**
 * The intraday step back (spec: Visualize): when a day has no intraday bars (a holiday, before
 * the open), show the previous weekday's, going back at most MAX_INTRADAY_STEP_BACK_DAYS.
 */
import { MAX_INTRADAY_STEP_BACK_DAYS, previousWeekday } from './price-range';

function isWeekend(date: Date): boolean {
  return date.getDay() === 0 || date.getDay() === 6;
}

/**
 * Asks `fetchDay` for `today` (the previous weekday on a weekend), then for each weekday before
 * it, and returns the first answer with data and its day; undefined when none within the limit.
 */
export async function latestDayWithData<T extends { data: readonly unknown[] }>(
  today: Date,
  fetchDay: (day: Date) => Promise<T>,
): Promise<{ chart: T; day: Date } | undefined> {
  const oldest = new Date(today);
  oldest.setDate(oldest.getDate() - MAX_INTRADAY_STEP_BACK_DAYS);
  let day = isWeekend(today) ? previousWeekday(today) : today;
  while (day.getTime() >= oldest.getTime()) {
    const chart = await fetchDay(day);
    if (chart.data.length > 0) return { chart, day };
    day = previousWeekday(day);
  }
  return undefined;
}
