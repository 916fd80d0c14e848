/**
 * The price chart's ranges and their rules (spec sections 4, 5 and 9): what each range asks
 * for, which ranges the history allows, the fallback, growth and CAGR, and the plot geometry.
 */
import { isTradingDay, previousTradingDay } from '../../common/market-calendar';
import { newYorkDate } from '../../common/new-york-time';
import { cagr, lazyFormat, parseDay, toIsoDay, totalGrowth } from '../lib/format';
import type { ApiCall } from '../lib/api-call';

export const PRICE_RANGES = ['1D', '2D', '5D', '1M', '3M', '6M', 'YTD', '1Y', '2Y', '5Y', '10Y'] as const;
export type PriceRange = (typeof PRICE_RANGES)[number];
export const DEFAULT_PRICE_RANGE: PriceRange = '1Y';
/** Preference name and local-storage key of the chosen range. */
export const PRICE_RANGE_KEY = 'visualize-range';

/** Ranges drawn from intraday bars, with their bar interval. */
export const INTRADAY_INTERVALS = { '1D': '1min', '2D': '15min' } as const;
export type IntradayRange = keyof typeof INTRADAY_INTERVALS;

/** How many days back the intraday request may step when a day has no data. */
export const MAX_INTRADAY_STEP_BACK_DAYS = 10;
/** Start of the full-history request. */
export const FULL_HISTORY_START = '1980-01-01';

/** Years of history a long range needs before it is offered. */
const MIN_HISTORY_YEARS: Partial<Record<PriceRange, number>> = { '2Y': 1, '5Y': 2, '10Y': 5 };
/** Ranges whose growth line also shows CAGR. */
const CAGR_RANGES: readonly PriceRange[] = ['5Y', '10Y'];
/** Ranges whose axis dates include the year (1Y or longer). */
const YEAR_RANGES: readonly PriceRange[] = ['1Y', '2Y', '5Y', '10Y'];

export function isPriceRange(value: unknown): value is PriceRange {
  return typeof value === 'string' && (PRICE_RANGES as readonly string[]).includes(value);
}

export function isIntradayRange(range: PriceRange): range is IntradayRange {
  return range in INTRADAY_INTERVALS;
}

function addMonths(date: Date, months: number): Date {
  const result = new Date(date);
  result.setMonth(result.getMonth() + months);
  return result;
}

function addDays(date: Date, days: number): Date {
  const result = new Date(date);
  result.setDate(result.getDate() + days);
  return result;
}

/** First day a daily range shows: 5D looks back 7 calendar days, YTD starts 1 January. */
export function rangeStart(range: Exclude<PriceRange, IntradayRange>, today: Date): Date {
  switch (range) {
    case '5D':
      return addDays(today, -7);
    case '1M':
      return addMonths(today, -1);
    case '3M':
      return addMonths(today, -3);
    case '6M':
      return addMonths(today, -6);
    case 'YTD':
      return new Date(today.getFullYear(), 0, 1, 12);
    case '1Y':
      return addMonths(today, -12);
    case '2Y':
      return addMonths(today, -24);
    case '5Y':
      return addMonths(today, -60);
    case '10Y':
      return addMonths(today, -120);
  }
}

/**
 * Today's market day: the New York calendar date of `now`, as noon of that date on the local
 * calendar (the chart's day arithmetic and request dates read local calendar fields). Not the
 * visitor's own date: a Tuesday morning in Tokyo is still Monday evening on the exchange.
 */
export function marketToday(now: Date): Date {
  return parseDay(newYorkDate(now.getTime()));
}

/** The day number (days since 1970-01-01) of a market day's local calendar fields. */
function dayNumberOf(date: Date): number {
  return Math.round(Date.UTC(date.getFullYear(), date.getMonth(), date.getDate()) / 86_400_000);
}

/** Whether the market day `date` (its local calendar fields) is an NYSE trading day. */
export function isMarketOpenDay(date: Date): boolean {
  return isTradingDay(dayNumberOf(date));
}

/** The NYSE trading day before the market day `date`: skips weekends and market holidays. */
export function previousMarketDay(date: Date): Date {
  return addDays(date, previousTradingDay(dayNumberOf(date)) - dayNumberOf(date));
}

/** Start and end day of an intraday request ending on `day`: one day for 1D, two trading days for 2D. */
export function intradayWindow(range: IntradayRange, day: Date): { start: Date; end: Date } {
  return { start: range === '2D' ? previousMarketDay(day) : day, end: day };
}

/** True when `historyStart` lies at least `years` before `today`. */
function hasYearsOfHistory(historyStart: Date, today: Date, years: number): boolean {
  return historyStart.getTime() <= addMonths(today, -12 * years).getTime();
}

/** The ranges the history allows: 2Y needs a year of it, 5Y two, 10Y five. */
export function availableRanges(historyStart: Date | undefined, today: Date): PriceRange[] {
  return PRICE_RANGES.filter((range) => {
    const years = MIN_HISTORY_YEARS[range];
    if (years === undefined) return true;
    return historyStart !== undefined && hasYearsOfHistory(historyStart, today, years);
  });
}

/** The wanted range when available, else 1Y, else the first available one. */
export function resolveRange(wanted: PriceRange, available: readonly PriceRange[]): PriceRange {
  if (available.includes(wanted)) return wanted;
  if (available.includes('1Y')) return '1Y';
  return available[0] ?? DEFAULT_PRICE_RANGE;
}

export interface ChartPoint {
  date: Date;
  price: number;
}

/** Reads API points; plain dates are taken at 12:00. */
export function toChartPoints(data: readonly { timestamp: string; price: number }[]): ChartPoint[] {
  return data
    .map((point) => ({ date: parseDay(point.timestamp), price: point.price }))
    .filter((point) => Number.isFinite(point.date.getTime()) && Number.isFinite(point.price));
}

/** The points on or after `start`. */
export function pointsSince(points: readonly ChartPoint[], start: Date): ChartPoint[] {
  return points.filter((point) => point.date.getTime() >= start.getTime());
}

export interface RangeGrowth {
  /** Total growth over the shown points, as a fraction. */
  growth: number | undefined;
  /** Annualised growth, for 5Y and 10Y only. */
  cagr: number | undefined;
  showCagr: boolean;
}

/** Growth from the first to the last point, plus CAGR for 5Y and 10Y. */
export function rangeGrowth(points: readonly ChartPoint[], range: PriceRange): RangeGrowth {
  const first = points[0];
  const last = points.at(-1);
  const showCagr = CAGR_RANGES.includes(range);
  return {
    growth: totalGrowth(first?.price, last?.price),
    cagr: showCagr && first && last ? cagr(first.price, last.price, first.date, last.date) : undefined,
    showCagr,
  };
}

/** Price-axis domain padded by 10 % of the spread (or of the price when flat). */
export function paddedDomain(prices: readonly number[]): [number, number] {
  if (prices.length === 0) return [0, 1];
  const min = Math.min(...prices);
  const max = Math.max(...prices);
  const pad = (max - min || Math.abs(max) || 1) * 0.1;
  return [min - pad, max + pad];
}

export const CHART_MARGIN = { top: 20, right: 30, bottom: 40, left: 80 } as const;
export const PRICE_TICKS = 5;
export const TIME_TICKS = 6;
/** Plot areas narrower or shorter than this show 'Chart too small to display'. */
const MIN_PLOT_SIZE = 100;

/** The plot area inside the margins, and whether it is too small to draw. */
export function plotArea(width: number, height: number): { innerWidth: number; innerHeight: number; tooSmall: boolean } {
  const innerWidth = width - CHART_MARGIN.left - CHART_MARGIN.right;
  const innerHeight = height - CHART_MARGIN.top - CHART_MARGIN.bottom;
  return { innerWidth, innerHeight, tooSmall: innerWidth < MIN_PLOT_SIZE || innerHeight < MIN_PLOT_SIZE };
}

/** Intraday times are shown in the market's own time zone. */
export const MARKET_TIME_ZONE = 'America/New_York';

const marketTime = lazyFormat(() => new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', timeZone: MARKET_TIME_ZONE }));
const marketDay = lazyFormat(() => new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: MARKET_TIME_ZONE }));
const localDay = lazyFormat(() => new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric' }));
const localMonthWithYear = lazyFormat(() => new Intl.DateTimeFormat('en-US', { month: 'short', year: 'numeric' }));
const localDayWithYear = lazyFormat(() => new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' }));

/** Time-axis and tooltip date text: market time for intraday, the year only for 1Y or longer. */
export function formatChartDate(date: Date, range: PriceRange, withTime = isIntradayRange(range), compact = false): string {
  if (withTime) {
    const time = marketTime().format(date);
    if (range !== '2D') return time;
    return `${marketDay().format(date)} ${time}`;
  }
  if (!YEAR_RANGES.includes(range)) return localDay().format(date);
  // A narrow axis has no room for the day: 'Jan 2026' instead of 'Jan 1, 2026'.
  return (compact ? localMonthWithYear : localDayWithYear)().format(date);
}

/**
 * The REST call behind the chart on screen: the daily closes since the range's first day, or the
 * intraday bars of the day shown (for 'Copy as API call').
 */
export function priceChartApiCall(symbol: string, range: PriceRange, today: Date, shownDay: Date | undefined): ApiCall {
  const pathParams = { symbol };
  if (isIntradayRange(range)) {
    const { start, end } = intradayWindow(range, shownDay ?? today);
    const query = { interval: INTRADAY_INTERVALS[range], startDate: toIsoDay(start), endDate: toIsoDay(end) };
    return { path: '/stocks/{symbol}/chart/intraday', pathParams, query };
  }
  return { path: '/stocks/{symbol}/chart', pathParams, query: { startDate: toIsoDay(rangeStart(range, today)), endDate: toIsoDay(today) } };
}
