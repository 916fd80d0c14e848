/**
 * US equity market hours in America/New_York: regular session 09:30-16:00 on weekdays that are
 * not one of the fixed-date holidays. Dates are YYYY-MM-DD strings; day numbers count days
 * since 1970-01-01 so dates can be stepped with plain arithmetic.
 */

export const SESSION_OPEN_MINUTE = 9 * 60 + 30;
export const SESSION_CLOSE_MINUTE = 16 * 60;
export const SESSION_MINUTES = SESSION_CLOSE_MINUTE - SESSION_OPEN_MINUTE;

const MS_PER_DAY = 86_400_000;
/** Fixed-date holidays as month * 100 + day. */
const FIXED_HOLIDAYS = new Set([101, 704, 1225]);

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

export function isTradingDay(day: number): boolean {
  // 1970-01-01 was a Thursday (weekday 4, Sunday being 0).
  const weekday = (((day + 4) % 7) + 7) % 7;
  if (weekday === 0 || weekday === 6) return false;
  const date = new Date(day * MS_PER_DAY);
  return !FIXED_HOLIDAYS.has((date.getUTCMonth() + 1) * 100 + date.getUTCDate());
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
  /** Minutes into that day's session, 0 to SESSION_MINUTES (SESSION_MINUTES once it closed). */
  elapsedMinutes: number;
  open: boolean;
}

/** Where the market stands at an instant. */
export function sessionAt(instant: Date): SessionState {
  const local = newYorkTime(instant);
  const today = dayNumber(local.date);
  if (isTradingDay(today) && local.minutes >= SESSION_OPEN_MINUTE) {
    const elapsed = Math.min(local.minutes - SESSION_OPEN_MINUTE, SESSION_MINUTES);
    return { day: today, elapsedMinutes: elapsed, open: elapsed < SESSION_MINUTES };
  }
  const lastSession = isTradingDay(today) ? previousTradingDay(today) : tradingDayOnOrBefore(today);
  return { day: lastSession, elapsedMinutes: SESSION_MINUTES, open: false };
}
