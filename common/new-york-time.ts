/**
 * The one conversion between instants and US exchange time (America/New_York), on @date-fns/tz,
 * shared by the server and the browser (the chart's market day and session times):
 * providers report intraday times in exchange time and daily bars by exchange date; the API
 * stores UTC; market hours are New York wall-clock minutes.
 */
import { TZDate } from '@date-fns/tz';

const NEW_YORK = 'America/New_York';

export interface NewYorkTime {
  /** The New York calendar date, YYYY-MM-DD. */
  date: string;
  /** Minutes since New York midnight, with seconds as a fraction. */
  minutes: number;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** The New York wall-clock date and time of an instant. */
export function newYorkTime(instant: Date): NewYorkTime {
  const local = new TZDate(instant.getTime(), NEW_YORK);
  return {
    date: `${local.getFullYear()}-${pad(local.getMonth() + 1)}-${pad(local.getDate())}`,
    minutes: local.getHours() * 60 + local.getMinutes() + (local.getSeconds() + local.getMilliseconds() / 1000) / 60,
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
  return new Date(new TZDate(year, month - 1, day, Math.floor(whole / 60), whole % 60, seconds, NEW_YORK).getTime());
}

/** "2025-02-04 15:59:00" in New York time → "2025-02-04T20:59:00.000Z". */
export function newYorkLocalToUtcIso(local: string): string {
  const match = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?$/.exec(local.trim());
  if (!match) throw new RangeError(`not a local date-time: ${local}`);
  const [, date = '', hours, minutes, seconds] = match;
  return newYorkToUtc(date, Number(hours) * 60 + Number(minutes) + Number(seconds ?? 0) / 60).toISOString();
}
