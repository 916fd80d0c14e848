/**
 * US equity market hours in America/New_York: the session opens at 09:30 and closes at 16:00
 * (13:00 on early-close days) on the trading days of the NYSE calendar (market-calendar.ts).
 * Dates are YYYY-MM-DD strings; day numbers count days since 1970-01-01 so dates can be stepped
 * with plain arithmetic.
 */
import { isEarlyClose, isTradingDay } from './market-calendar';

export { isTradingDay } from './market-calendar';

export const SESSION_OPEN_MINUTE = 9 * 60 + 30;
export const SESSION_CLOSE_MINUTE = 16 * 60;
export const EARLY_CLOSE_MINUTE = 13 * 60;

const MS_PER_DAY = 86_400_000;

const newYorkFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: 'America/New_York',
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

export interface NewYorkTime {
  /** The New York calendar date, YYYY-MM-DD. */
  date: string;
  /** Minutes since New York midnight, with seconds as a fraction. */
  minutes: number;
}

/** The New York wall-clock date and time of an instant. */
export function newYorkTime(instant: Date): NewYorkTime {
  const parts = Object.fromEntries(newYorkFormat.formatToParts(instant).map((part) => [part.type, part.value]));
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    minutes: Number(parts.hour) * 60 + Number(parts.minute) + Number(parts.second) / 60,
  };
}

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

/** The latest trading day on or before `day`. */
export function tradingDayOnOrBefore(day: number): number {
  let current = day;
  while (!isTradingDay(current)) current--;
  return current;
}

export function previousTradingDay(day: number): number {
  return tradingDayOnOrBefore(day - 1);
}

/**
 * The UTC instant of a New York wall-clock time. New York is UTC-5 or UTC-4; the offset is
 * found by formatting a first guess back into New York time.
 */
export function newYorkToUtc(date: string, minutes: number): Date {
  const guess = new Date(Date.parse(`${date}T00:00:00Z`) + (minutes + 5 * 60) * 60_000);
  const seen = newYorkTime(guess);
  const drift = (dayNumber(seen.date) - dayNumber(date)) * 1440 + seen.minutes - minutes;
  return new Date(guess.getTime() - Math.round(drift) * 60_000);
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
