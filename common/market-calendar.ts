/**
 * The NYSE holiday calendar and its early closes (NYSE Rule 7.2). Days are day numbers, days
 * since 1970-01-01 (UTC calendar dates). Holidays on a Saturday are observed the Friday before
 * (except New Year's Day: no Friday holiday in the old year), on a Sunday the Monday after.
 * Early closes (13:00 New York) fall on July 3 and December 24 when they are trading days, and
 * on the day after Thanksgiving. One-off closures (national days of mourning, storms) are not
 * part of the rules and are not listed.
 */

const MS_PER_DAY = 86_400_000;
const SUNDAY = 0;
const MONDAY = 1;
const THURSDAY = 4;
const FRIDAY = 5;
const SATURDAY = 6;

/** The day number of a calendar date; `month` is 1 to 12. */
function dayOf(year: number, month: number, date: number): number {
  return Date.UTC(year, month - 1, date) / MS_PER_DAY;
}

/** 0 Sunday to 6 Saturday (1970-01-01 was a Thursday). */
function weekdayOf(day: number): number {
  return (((day + 4) % 7) + 7) % 7;
}

/** The `n`th given weekday of a month (n = 1 for the first). */
function nthWeekday(year: number, month: number, weekday: number, n: number): number {
  const first = dayOf(year, month, 1);
  return first + ((weekday - weekdayOf(first) + 7) % 7) + (n - 1) * 7;
}

/** The last given weekday of a month. */
function lastWeekday(year: number, month: number, weekday: number): number {
  const last = dayOf(year, month + 1, 0);
  return last - ((weekdayOf(last) - weekday + 7) % 7);
}

/** Easter Sunday by the anonymous Gregorian algorithm (Meeus/Jones/Butcher). */
export function easterSunday(year: number): number {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const monthAndDay = h + l - 7 * m + 114;
  return dayOf(year, Math.floor(monthAndDay / 31), (monthAndDay % 31) + 1);
}

/** A fixed-date holiday moved off the weekend; null when it is not observed at all. */
function observed(day: number, saturdayMovesToFriday = true): number | null {
  const weekday = weekdayOf(day);
  if (weekday === SATURDAY) return saturdayMovesToFriday ? day - 1 : null;
  if (weekday === SUNDAY) return day + 1;
  return day;
}

function buildHolidays(year: number): Map<number, string> {
  const holidays: Array<[number | null, string]> = [
    [observed(dayOf(year, 1, 1), false), "New Year's Day"],
    [year >= 1998 ? nthWeekday(year, 1, MONDAY, 3) : null, 'Martin Luther King, Jr. Day'],
    [nthWeekday(year, 2, MONDAY, 3), "Washington's Birthday"],
    [easterSunday(year) - 2, 'Good Friday'],
    [lastWeekday(year, 5, MONDAY), 'Memorial Day'],
    [year >= 2022 ? observed(dayOf(year, 6, 19)) : null, 'Juneteenth National Independence Day'],
    [observed(dayOf(year, 7, 4)), 'Independence Day'],
    [nthWeekday(year, 9, MONDAY, 1), 'Labor Day'],
    [nthWeekday(year, 11, THURSDAY, 4), 'Thanksgiving Day'],
    [observed(dayOf(year, 12, 25)), 'Christmas Day'],
  ];
  return new Map(holidays.filter((entry): entry is [number, string] => entry[0] !== null));
}

const holidaysByYear = new Map<number, Map<number, string>>();

/** The market holidays of a year: day number → holiday name. */
export function marketHolidays(year: number): ReadonlyMap<number, string> {
  let holidays = holidaysByYear.get(year);
  if (!holidays) {
    holidays = buildHolidays(year);
    holidaysByYear.set(year, holidays);
  }
  return holidays;
}

function yearOf(day: number): number {
  return new Date(day * MS_PER_DAY).getUTCFullYear();
}

/** The name of the market holiday on a day, or null. */
export function holidayOn(day: number): string | null {
  return marketHolidays(yearOf(day)).get(day) ?? null;
}

/** A weekday that is not a market holiday. */
export function isTradingDay(day: number): boolean {
  const weekday = weekdayOf(day);
  return weekday !== SATURDAY && weekday !== SUNDAY && holidayOn(day) === null;
}

/** Whether the market closes early (13:00 New York) on a day. */
export function isEarlyClose(day: number): boolean {
  if (!isTradingDay(day)) return false;
  const year = yearOf(day);
  return (
    day === dayOf(year, 7, 3) || day === dayOf(year, 12, 24) || (weekdayOf(day) === FRIDAY && day === nthWeekday(year, 11, THURSDAY, 4) + 1)
  );
}

/** The latest trading day on or before `day`. */
export function tradingDayOnOrBefore(day: number): number {
  let current = day;
  while (!isTradingDay(current)) current--;
  return current;
}

/** The trading day before `day`. */
export function previousTradingDay(day: number): number {
  return tradingDayOnOrBefore(day - 1);
}
