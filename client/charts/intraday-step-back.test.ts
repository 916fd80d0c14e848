import { describe, expect, it } from 'vitest';
import { toIsoDay } from '../lib/format';
import { latestDayWithData } from './intraday-step-back';

/** A fetcher that answers bars only on the given days, recording every day asked for. */
function fetcherWithDataOn(...days: string[]) {
  const asked: string[] = [];
  const fetchDay = async (day: Date) => {
    asked.push(toIsoDay(day));
    // A bar at 10:00 New York time (14:00 UTC in May) of the day asked for.
    return { data: days.includes(toIsoDay(day)) ? [{ timestamp: `${toIsoDay(day)}T14:00:00Z` }] : [] };
  };
  return { asked, fetchDay };
}

/** Wednesday 15 May 2024, Monday 13 May 2024 and Sunday 12 May 2024, noon. */
const wednesday = new Date(2024, 4, 15, 12);
const monday = new Date(2024, 4, 13, 12);
const sunday = new Date(2024, 4, 12, 12);

describe('latestDayWithData (the intraday step back)', () => {
  it('returns the first day when it has data, asking once', async () => {
    const { asked, fetchDay } = fetcherWithDataOn('2024-05-15');
    const found = await latestDayWithData(wednesday, fetchDay);
    expect(found && toIsoDay(found.day)).toBe('2024-05-15');
    expect(found?.chart.data).toHaveLength(1);
    expect(asked).toEqual(['2024-05-15']);
  });

  it('steps back over the weekend: an empty Monday shows Friday, three days back', async () => {
    const { asked, fetchDay } = fetcherWithDataOn('2024-05-10');
    const found = await latestDayWithData(monday, fetchDay);
    expect(found && toIsoDay(found.day)).toBe('2024-05-10');
    expect(asked).toEqual(['2024-05-13', '2024-05-10']);
  });

  it('starts from Friday on a weekend day, never asking for Saturday or Sunday', async () => {
    const { asked, fetchDay } = fetcherWithDataOn('2024-05-10');
    const found = await latestDayWithData(sunday, fetchDay);
    expect(found && toIsoDay(found.day)).toBe('2024-05-10');
    expect(asked).toEqual(['2024-05-10']);
  });

  it('never asks for a market holiday: the day after Thanksgiving with no data yet shows the Wednesday', async () => {
    const { asked, fetchDay } = fetcherWithDataOn('2026-11-25');
    const found = await latestDayWithData(new Date(2026, 10, 27, 12), fetchDay);
    expect(found && toIsoDay(found.day)).toBe('2026-11-25');
    expect(asked).toEqual(['2026-11-27', '2026-11-25']);
  });

  it('gives up after 10 days without data, having asked only for the weekdays in between', async () => {
    const { asked, fetchDay } = fetcherWithDataOn('2024-05-03'); // 12 days back: too old
    expect(await latestDayWithData(wednesday, fetchDay)).toBeUndefined();
    expect(asked).toEqual(['2024-05-15', '2024-05-14', '2024-05-13', '2024-05-10', '2024-05-09', '2024-05-08', '2024-05-07', '2024-05-06']);
  });
});
