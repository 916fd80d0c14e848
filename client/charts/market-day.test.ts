/**
 * The chart's market day comes from New York time, not the visitor's calendar: with a fixed clock
 * in zones ahead of and behind New York, the 2D range asks for and shows the last two sessions.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { newYorkDate, newYorkToUtc } from '../../common/new-york-time';
import { toIsoDay } from '../lib/format';
import { latestDayWithData } from './intraday-step-back';
import { intradayWindow, marketToday } from './price-range';

/** A market that has traded every weekday of November 2026 up to `now`: 15-minute bars from 9:30 to 16:00 New York time. */
function marketUntil(now: Date) {
  const asked: string[] = [];
  const fetchWindow = async (start: Date, end: Date) => {
    asked.push(`${toIsoDay(start)}..${toIsoDay(end)}`);
    const data: { timestamp: string }[] = [];
    for (let day = new Date(start); day.getTime() <= end.getTime(); day.setDate(day.getDate() + 1)) {
      if (day.getDay() === 0 || day.getDay() === 6) continue;
      for (let minute = 9 * 60 + 30; minute <= 16 * 60; minute += 15) {
        const bar = newYorkToUtc(toIsoDay(day), minute);
        if (bar.getTime() <= now.getTime()) data.push({ timestamp: bar.toISOString() });
      }
    }
    return { data };
  };
  return { asked, fetchWindow };
}

/** The New York days of the bars the 2D chart shows at `now`, and the windows it asked for. */
async function twoDaySessions(now: Date) {
  const { asked, fetchWindow } = marketUntil(now);
  const found = await latestDayWithData(marketToday(now), (day) => {
    const { start, end } = intradayWindow('2D', day);
    return fetchWindow(start, end);
  });
  const days = [...new Set(found?.chart.data.map((bar) => newYorkDate(Date.parse(bar.timestamp))))];
  return { days, asked };
}

const ZONES = ['Asia/Tokyo', 'Pacific/Auckland', 'Europe/London', 'UTC', 'America/New_York', 'America/Los_Angeles', 'Pacific/Honolulu'];
// The visitor's zone is the process's: Node reads TZ again whenever it changes. A test setting, not configuration.
// eslint-disable-next-line no-restricted-properties
const env = process.env;
const originalZone = env.TZ;

describe.each(ZONES)('the market day in %s', (zone) => {
  beforeEach(() => {
    env.TZ = zone;
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    if (originalZone === undefined) delete env.TZ;
    else env.TZ = originalZone;
  });

  it('is the New York date of the clock, whatever the local date', () => {
    vi.setSystemTime(new Date('2026-11-17T00:00:00Z')); // Monday 19:00 in New York; Tuesday morning in Tokyo
    expect(toIsoDay(marketToday(new Date()))).toBe('2026-11-16');
    vi.setSystemTime(new Date('2026-11-17T06:00:00Z')); // Tuesday 01:00 in New York; Monday evening in Honolulu
    expect(toIsoDay(marketToday(new Date()))).toBe('2026-11-17');
  });

  it('shows Friday and Monday on Monday evening in New York (Tuesday morning in Tokyo)', async () => {
    const { days, asked } = await twoDaySessions(new Date('2026-11-17T00:00:00Z'));
    expect(days).toEqual(['2026-11-13', '2026-11-16']);
    expect(asked).toEqual(['2026-11-13..2026-11-16']);
  });

  it('steps back to Friday and Monday before Tuesday’s open', async () => {
    const { days, asked } = await twoDaySessions(new Date('2026-11-17T13:00:00Z')); // Tuesday 8:00 in New York
    expect(days).toEqual(['2026-11-13', '2026-11-16']);
    expect(asked).toEqual(['2026-11-16..2026-11-17', '2026-11-13..2026-11-16']);
  });

  it('shows Monday and Tuesday once Tuesday’s session has begun', async () => {
    const { days } = await twoDaySessions(new Date('2026-11-17T15:00:00Z')); // Tuesday 10:00 in New York
    expect(days).toEqual(['2026-11-16', '2026-11-17']);
  });

  it('shows Thursday and Friday over the weekend', async () => {
    const { days } = await twoDaySessions(new Date('2026-11-22T03:00:00Z')); // Saturday 22:00 in New York, Sunday in Tokyo
    expect(days).toEqual(['2026-11-19', '2026-11-20']);
  });
});
