import { describe, expect, it } from 'vitest';
import { easterSunday, holidayOn, isEarlyClose, isTradingDay, marketHolidays } from '../../../common/market-calendar';
import { dateOfDay, dayNumber, sessionAt, sessionCloseMinute } from '../../../server/lib/market-clock';
import { newYorkToUtc } from '../../../common/new-york-time';

const holidayDates = (year: number) => [...marketHolidays(year).keys()].sort((a, b) => a - b).map(dateOfDay);

describe('the NYSE calendar', () => {
  it('lists the published NYSE holidays of 2025, 2026 and 2027', () => {
    expect(holidayDates(2025)).toEqual([
      '2025-01-01',
      '2025-01-20',
      '2025-02-17',
      '2025-04-18',
      '2025-05-26',
      '2025-06-19',
      '2025-07-04',
      '2025-09-01',
      '2025-11-27',
      '2025-12-25',
    ]);
    expect(holidayDates(2026)).toEqual([
      '2026-01-01',
      '2026-01-19',
      '2026-02-16',
      '2026-04-03',
      '2026-05-25',
      '2026-06-19',
      '2026-07-03',
      '2026-09-07',
      '2026-11-26',
      '2026-12-25',
    ]);
    expect(holidayDates(2027)).toEqual([
      '2027-01-01',
      '2027-01-18',
      '2027-02-15',
      '2027-03-26',
      '2027-05-31',
      '2027-06-18',
      '2027-07-05',
      '2027-09-06',
      '2027-11-25',
      '2027-12-24',
    ]);
  });

  it('names holidays and closes on them', () => {
    expect(holidayOn(dayNumber('2026-11-26'))).toBe('Thanksgiving Day');
    expect(holidayOn(dayNumber('2026-04-03'))).toBe('Good Friday');
    expect(holidayOn(dayNumber('2027-07-05'))).toBe('Independence Day');
    expect(holidayOn(dayNumber('2026-11-25'))).toBeNull();
    expect(isTradingDay(dayNumber('2026-11-26'))).toBe(false);
    expect(isTradingDay(dayNumber('2026-04-03'))).toBe(false);
    expect(isTradingDay(dayNumber('2026-04-02'))).toBe(true);
  });

  it('observes Saturday holidays on Friday and Sunday holidays on Monday, but New Year on a Saturday not at all', () => {
    expect(isTradingDay(dayNumber('2026-07-03'))).toBe(false); // Independence Day 2026 is a Saturday
    expect(isTradingDay(dayNumber('2027-07-05'))).toBe(false); // Independence Day 2027 is a Sunday
    expect(isTradingDay(dayNumber('2023-01-02'))).toBe(false); // New Year's Day 2023 is a Sunday
    expect(isTradingDay(dayNumber('2021-12-31'))).toBe(true); // New Year's Day 2022 is a Saturday
    expect(isTradingDay(dayNumber('2027-12-31'))).toBe(true); // New Year's Day 2028 is a Saturday
    expect(marketHolidays(2022).has(dayNumber('2022-01-01'))).toBe(false);
    expect(isTradingDay(dayNumber('2022-06-20'))).toBe(false); // Juneteenth 2022 is a Sunday
  });

  it('keeps Juneteenth from 2022 on and Martin Luther King, Jr. Day from 1998 on', () => {
    expect(isTradingDay(dayNumber('2021-06-18'))).toBe(true);
    expect(isTradingDay(dayNumber('2023-06-19'))).toBe(false);
    expect(isTradingDay(dayNumber('1997-01-20'))).toBe(true);
    expect(isTradingDay(dayNumber('1998-01-19'))).toBe(false);
  });

  it('computes Easter Sunday with the anonymous Gregorian algorithm', () => {
    const easter = (year: number) => dateOfDay(easterSunday(year));
    expect([2000, 2019, 2024, 2025, 2026, 2027, 2038, 2285].map(easter)).toEqual([
      '2000-04-23',
      '2019-04-21',
      '2024-03-31',
      '2025-04-20',
      '2026-04-05',
      '2027-03-28',
      '2038-04-25',
      '2285-03-22',
    ]);
  });

  it('closes early on July 3 and December 24 when they are trading days, and on the day after Thanksgiving', () => {
    const early = ['2026-11-27', '2026-12-24', '2025-07-03', '2025-11-28', '2025-12-24', '2024-07-03', '2023-07-03'];
    for (const date of early) expect(isEarlyClose(dayNumber(date)), date).toBe(true);
    // 2026-07-03 and 2027-12-24 are holidays; 2027-07-03 is a Saturday; other days close at 16:00.
    const regular = ['2026-07-03', '2027-12-24', '2027-07-03', '2026-11-25', '2026-12-23', '2026-12-31'];
    for (const date of regular) expect(isEarlyClose(dayNumber(date)), date).toBe(false);
    expect(sessionCloseMinute(dayNumber('2026-11-27'))).toBe(13 * 60);
    expect(sessionCloseMinute(dayNumber('2026-11-25'))).toBe(16 * 60);
  });
});

describe('the session on holidays and early closes', () => {
  it('is closed on a holiday and shows the last trading day', () => {
    expect(sessionAt(newYorkToUtc('2026-11-26', 11 * 60))).toEqual({ day: dayNumber('2026-11-25'), elapsedMinutes: 390, open: false });
    expect(sessionAt(newYorkToUtc('2026-04-03', 10 * 60)).day).toBe(dayNumber('2026-04-02'));
    expect(sessionAt(newYorkToUtc('2026-04-06', 9 * 60)).day).toBe(dayNumber('2026-04-02'));
  });

  it('closes at 13:00 on an early-close day', () => {
    expect(sessionAt(newYorkToUtc('2026-11-27', 12 * 60 + 59))).toEqual({ day: dayNumber('2026-11-27'), elapsedMinutes: 209, open: true });
    expect(sessionAt(newYorkToUtc('2026-11-27', 13 * 60 + 30))).toEqual({ day: dayNumber('2026-11-27'), elapsedMinutes: 210, open: false });
    expect(sessionAt(newYorkToUtc('2026-11-28', 12 * 60))).toEqual({ day: dayNumber('2026-11-27'), elapsedMinutes: 210, open: false });
  });
});
