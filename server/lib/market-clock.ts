/**
 * US equity market hours in America/New_York: the session opens at 09:30 and closes at 16:00
 * (13:00 on early-close days) on the trading days of the NYSE calendar (market-calendar.ts).
 * Dates are YYYY-MM-DD strings; day numbers count days since 1970-01-01 so dates can be stepped
 * with plain arithmetic.
 */
import { isEarlyClose, isTradingDay, previousTradingDay, tradingDayOnOrBefore } from '../../common/market-calendar';
import { newYorkTime } from '../../common/new-york-time';

export { isTradingDay, previousTradingDay } from '../../common/market-calendar';

export const SESSION_OPEN_MINUTE = 9 * 60 + 30;
const SESSION_CLOSE_MINUTE = 16 * 60;
const EARLY_CLOSE_MINUTE = 13 * 60;

const MS_PER_DAY = 86_400_000;

export function dayNumber(date: string): number {
  return Math.floor(Date.parse(`${date}T00:00:00Z`) / MS_PER_DAY);
}

export function dateOfDay(day: number): string {
  return new Date(day * MS_PER_DAY).toISOString().slice(0, 10);
}

/** Minutes since New York midnight at which a trading day's session closes. */
export function sessionCloseMinute(day: number): number {
  return isEarlyClose(day) ? EARLY_CLOSE_MINUTE : SESSION_CLOSE_MINUTE;
}

/** How many minutes a trading day's session lasts (210 on early-close days, else 390). */
export function sessionMinutesOn(day: number): number {
  return sessionCloseMinute(day) - SESSION_OPEN_MINUTE;
}

export interface SessionState {
  /** The trading day whose prices are current (today once the session opened, else the last one). */
  day: number;
  /** Minutes into that day's session, 0 to sessionMinutesOn(day) (the full length once it closed). */
  elapsedMinutes: number;
  open: boolean;
}

/** Where the market stands at an instant. */
export function sessionAt(instant: Date): SessionState {
  const local = newYorkTime(instant);
  const today = dayNumber(local.date);
  if (isTradingDay(today) && local.minutes >= SESSION_OPEN_MINUTE) {
    const length = sessionMinutesOn(today);
    const elapsed = Math.min(local.minutes - SESSION_OPEN_MINUTE, length);
    return { day: today, elapsedMinutes: elapsed, open: elapsed < length };
  }
  const lastSession = isTradingDay(today) ? previousTradingDay(today) : tradingDayOnOrBefore(today);
  return { day: lastSession, elapsedMinutes: sessionMinutesOn(lastSession), open: false };
}

/** Pre-market trading starts at 4:00 AM New York time; after-hours trading ends at 8:00 PM. */
const PRE_MARKET_MINUTE = 4 * 60;
const AFTER_HOURS_END_MINUTE = 20 * 60;

export type MarketState = 'pre-market' | 'open' | 'after-hours' | 'closed';

/** Where the US market stands at an instant: pre-market, open, after hours, or closed (nights, weekends, holidays). */
export function marketStateAt(instant: Date): MarketState {
  const local = newYorkTime(instant);
  const today = dayNumber(local.date);
  if (!isTradingDay(today)) return 'closed';
  if (local.minutes >= PRE_MARKET_MINUTE && local.minutes < SESSION_OPEN_MINUTE) return 'pre-market';
  if (local.minutes >= SESSION_OPEN_MINUTE && local.minutes < sessionCloseMinute(today)) return 'open';
  if (local.minutes >= sessionCloseMinute(today) && local.minutes < AFTER_HOURS_END_MINUTE) return 'after-hours';
  return 'closed';
}
