import { describe, expect, it } from 'vitest';
import { toIsoDay } from '../lib/format';
import {
  availableRanges,
  formatChartDate,
  intradayWindow,
  paddedDomain,
  plotArea,
  pointsSince,
  previousMarketDay,
  rangeGrowth,
  rangeStart,
  resolveRange,
  toChartPoints,
} from './price-range';

/** Wednesday 15 May 2024, noon. */
const today = new Date(2024, 4, 15, 12);

describe('range windows', () => {
  it('looks back 7 calendar days for 5D, months for 1M/3M/6M, years for 1Y and up', () => {
    expect(toIsoDay(rangeStart('5D', today))).toBe('2024-05-08');
    expect(toIsoDay(rangeStart('1M', today))).toBe('2024-04-15');
    expect(toIsoDay(rangeStart('3M', today))).toBe('2024-02-15');
    expect(toIsoDay(rangeStart('6M', today))).toBe('2023-11-15');
    expect(toIsoDay(rangeStart('1Y', today))).toBe('2023-05-15');
    expect(toIsoDay(rangeStart('2Y', today))).toBe('2022-05-15');
    expect(toIsoDay(rangeStart('5Y', today))).toBe('2019-05-15');
    expect(toIsoDay(rangeStart('10Y', today))).toBe('2014-05-15');
  });

  it('starts YTD on 1 January', () => {
    expect(toIsoDay(rangeStart('YTD', today))).toBe('2024-01-01');
  });

  it('steps back to the previous trading day, skipping weekends and market holidays', () => {
    expect(toIsoDay(previousMarketDay(today))).toBe('2024-05-14');
    const monday = new Date(2024, 4, 13, 12);
    expect(toIsoDay(previousMarketDay(monday))).toBe('2024-05-10');
    const sunday = new Date(2024, 4, 12, 12);
    expect(toIsoDay(previousMarketDay(sunday))).toBe('2024-05-10');
    const dayAfterThanksgiving = new Date(2026, 10, 27, 12);
    expect(toIsoDay(previousMarketDay(dayAfterThanksgiving))).toBe('2026-11-25');
    const mondayAfterGoodFriday = new Date(2026, 3, 6, 12);
    expect(toIsoDay(previousMarketDay(mondayAfterGoodFriday))).toBe('2026-04-02');
  });

  it('asks one day for 1D and two trading days for 2D', () => {
    const oneDay = intradayWindow('1D', today);
    expect([toIsoDay(oneDay.start), toIsoDay(oneDay.end)]).toEqual(['2024-05-15', '2024-05-15']);
    const monday = new Date(2024, 4, 13, 12);
    const twoDays = intradayWindow('2D', monday);
    expect([toIsoDay(twoDays.start), toIsoDay(twoDays.end)]).toEqual(['2024-05-10', '2024-05-13']);
    const afterThanksgiving = intradayWindow('2D', new Date(2026, 10, 27, 12));
    expect([toIsoDay(afterThanksgiving.start), toIsoDay(afterThanksgiving.end)]).toEqual(['2026-11-25', '2026-11-27']);
  });
});

describe('range availability', () => {
  it('offers 2Y after 1 year of history, 5Y after 2 and 10Y after 5', () => {
    const eightMonths = new Date(2023, 8, 15);
    expect(availableRanges(eightMonths, today)).not.toContain('2Y');
    const oneYear = new Date(2023, 4, 15);
    expect(availableRanges(oneYear, today)).toContain('2Y');
    expect(availableRanges(oneYear, today)).not.toContain('5Y');
    const threeYears = new Date(2021, 4, 1);
    expect(availableRanges(threeYears, today)).toEqual(['1D', '2D', '5D', '1M', '3M', '6M', 'YTD', '1Y', '2Y', '5Y']);
    const twentyYears = new Date(2004, 0, 1);
    expect(availableRanges(twentyYears, today)).toHaveLength(11);
  });

  it('offers no long range without history', () => {
    expect(availableRanges(undefined, today)).toEqual(['1D', '2D', '5D', '1M', '3M', '6M', 'YTD', '1Y']);
  });

  it('falls back to 1Y, else the first available range', () => {
    expect(resolveRange('5Y', ['1D', '1Y', '2Y'])).toBe('1Y');
    expect(resolveRange('2Y', ['1D', '1Y', '2Y'])).toBe('2Y');
    expect(resolveRange('10Y', ['1D', '5D'])).toBe('1D');
  });
});

describe('growth and CAGR', () => {
  const points = toChartPoints([
    { timestamp: '2019-05-15', price: 100 },
    { timestamp: '2021-05-15', price: 150 },
    { timestamp: '2024-05-15', price: 200 },
  ]);

  it('reads plain dates at noon and keeps points since a start', () => {
    expect(points[0]?.date.getHours()).toBe(12);
    expect(pointsSince(points, new Date(2020, 0, 1)).map((p) => p.price)).toEqual([150, 200]);
  });

  it('shows growth for every range and CAGR only for 5Y and 10Y', () => {
    const fiveYear = rangeGrowth(points, '5Y');
    expect(fiveYear.growth).toBeCloseTo(1);
    expect(fiveYear.showCagr).toBe(true);
    const years = (points[2]!.date.getTime() - points[0]!.date.getTime()) / 86_400_000 / 365.25;
    expect(fiveYear.cagr).toBeCloseTo(Math.pow(2, 1 / years) - 1, 10);
    const oneYear = rangeGrowth(points, '1Y');
    expect(oneYear.showCagr).toBe(false);
    expect(oneYear.cagr).toBeUndefined();
  });

  it('has no growth without points', () => {
    expect(rangeGrowth([], '10Y')).toEqual({ growth: undefined, cagr: undefined, showCagr: true });
  });
});

describe('plot geometry', () => {
  it('pads the price domain by 10% of the spread', () => {
    expect(paddedDomain([100, 200])).toEqual([90, 210]);
    expect(paddedDomain([50, 50])).toEqual([45, 55]);
    expect(paddedDomain([])).toEqual([0, 1]);
  });

  it('is too small under 100 px of plot width or height (margins 20/30/40/80)', () => {
    expect(plotArea(1100, 400)).toEqual({ innerWidth: 990, innerHeight: 340, tooSmall: false });
    expect(plotArea(209, 400).tooSmall).toBe(true);
    expect(plotArea(210, 160).tooSmall).toBe(false);
    expect(plotArea(210, 159).tooSmall).toBe(true);
  });

  it('includes the year only for 1Y or longer and shows intraday times in New York time', () => {
    const date = new Date(2024, 2, 1, 12);
    expect(formatChartDate(date, '6M')).toBe('Mar 1');
    expect(formatChartDate(date, '1Y')).toBe('Mar 1, 2024');
    expect(formatChartDate(date, '10Y')).toBe('Mar 1, 2024');
    expect(formatChartDate(new Date('2024-03-01T14:30:00Z'), '1D')).toBe('9:30 AM');
    expect(formatChartDate(new Date('2024-03-01T20:45:00Z'), '2D')).toBe('Mar 1 3:45 PM');
  });
});
