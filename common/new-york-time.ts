/**
 * The one conversion between instants and US exchange time (America/New_York), on @date-fns/tz,
 * shared by the server and the browser (the chart's market day and session times):
 * providers report intraday times in exchange time and daily bars by exchange date; the API
 * stores UTC; market hours are New York wall-clock minutes.
 *
 * It asks @date-fns/tz only for the zone's offset (tzOffset) and does the rest in UTC, not through
 * TZDate: TZDate is a subclass of Date, and a fake clock's Date (Playwright's page.clock, vitest's
 * fake timers) constructs plain Dates, so under one a TZDate silently reads the visitor's zone and
 * the browser's page disagreed with the server's (1:55 PM ET read as 6:55 PM on a UTC machine).
 */
import { tzOffset } from '@date-fns/tz';

const NEW_YORK = 'America/New_York';

export interface NewYorkTime {
  /** The New York calendar date, YYYY-MM-DD. */
  date: string;
  /** Minutes since New York midnight, with seconds as a fraction. */
  minutes: number;
}

const MINUTE_MS = 60_000;

const pad = (value: number) => String(value).padStart(2, '0');

/** The New York wall-clock date and time of an instant. */
export function newYorkTime(instant: Date): NewYorkTime {
  const wall = new Date(instant.getTime() + tzOffset(NEW_YORK, instant) * MINUTE_MS);
  return {
    date: `${wall.getUTCFullYear()}-${pad(wall.getUTCMonth() + 1)}-${pad(wall.getUTCDate())}`,
    minutes: wall.getUTCHours() * 60 + wall.getUTCMinutes() + (wall.getUTCSeconds() + wall.getUTCMilliseconds() / 1000) / 60,
  };
}

/** The New York calendar date (YYYY-MM-DD) of an instant. */
export function newYorkDate(epochMs: number): string {
  return newYorkTime(new Date(epochMs)).date;
}

/** The instant of a New York wall-clock time: `minutes` since midnight of `date` (YYYY-MM-DD). */
export function newYorkToUtc(date: string, minutes: number): Date {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const whole = Math.floor(minutes);
  const seconds = Math.round((minutes - whole) * 60);
  const wallAsUtc = Date.UTC(year, month - 1, day, 0, whole, seconds);
  // The offset at the wall time read as UTC can be the other side of a daylight-saving change;
  // the offset at the first guess is the one in force then, unless the wall time does not exist
  // (the spring gap): then the first guess, an hour later, as Date and Temporal ('compatible') do.
  const firstGuess = wallAsUtc - tzOffset(NEW_YORK, new Date(wallAsUtc)) * MINUTE_MS;
  const offsetThen = tzOffset(NEW_YORK, new Date(firstGuess));
  const candidate = wallAsUtc - offsetThen * MINUTE_MS;
  return new Date(tzOffset(NEW_YORK, new Date(candidate)) === offsetThen ? candidate : firstGuess);
}

/** "2025-02-04 15:59:00" in New York time → "2025-02-04T20:59:00.000Z". */
export function newYorkLocalToUtcIso(local: string): string {
  const match = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?$/.exec(local.trim());
  if (!match) throw new RangeError(`not a local date-time: ${local}`);
  const [, date = '', hours, minutes, seconds] = match;
  return newYorkToUtc(date, Number(hours) * 60 + Number(minutes) + Number(seconds ?? 0) / 60).toISOString();
}
