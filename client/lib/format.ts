/**
 * Every display format of spec section 9, in one place. Figures arrive as plain numbers from the
 * API; nothing else in the client turns a number into text for people to read.
 */
import { currencySymbol } from '../../common/currency';
import { DEFAULT_STATEMENT_SCALE, STATEMENT_SCALE_DIVISORS, type StatementScale } from './statement-scale';

/** Shown where a figure is missing or not a number. */
export const NOT_AVAILABLE = 'N/A';
/** Shown while a live price is loading. */
const PRICE_LOADING = '...';
/** Shown when there is no live price at all. */
const PRICE_MISSING = '--';
/** Shown in statement tables where a period lacks a figure. */
const STATEMENT_MISSING = '—';

type Maybe = number | null | undefined;

/** True for a real, finite number. */
export function isNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

/**
 * Exactly what Intl.NumberFormat('en-US', { signDisplay: 'negative' }) writes for a number in plain notation (the shortest
 * decimal that reads back as it, rounded half away from zero), without Intl: the first Intl
 * formatter of a page loads the locale data, 25-40 ms of CPU on a desktop and four times that on
 * a phone, inside the first render of every price. Undefined for what it leaves to Intl
 * (exponent notation: beyond 1e21 or below 1e-6, NaN and infinities).
 */
function formatFixed(value: number, decimals: number): string | undefined {
  const digits = String(Math.abs(value));
  if (!/^\d+(\.\d+)?$/.test(digits)) return undefined;
  const [whole = '0', fraction = ''] = digits.split('.');
  let kept = whole + fraction.slice(0, decimals).padEnd(decimals, '0');
  if ((fraction[decimals] ?? '0') >= '5') kept = (BigInt(kept) + 1n).toString().padStart(kept.length, '0');
  const integer = kept.slice(0, kept.length - decimals) || '0';
  const grouped = integer.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  // No negative zero: what rounds to 0.00 is written '0.00', not '-0.00'.
  const sign = value < 0 && /[1-9]/.test(kept) ? '-' : '';
  return decimals > 0 ? `${sign}${grouped}.${kept.slice(kept.length - decimals)}` : `${sign}${grouped}`;
}

/** `value` with a fixed number of decimals and thousands separators (1234.5 → '1,234.50'). */
export function formatNumber(value: number, decimals = 2): string {
  return (
    formatFixed(value, decimals) ??
    value.toLocaleString('en-US', { minimumFractionDigits: decimals, maximumFractionDigits: decimals, signDisplay: 'negative' })
  );
}

/** '$1,234.56'; negative '-$1.50'; missing 'N/A'; in another currency '€1,234.56'. */
export function formatPrice(value: Maybe, currency = 'USD'): string {
  if (!isNumber(value)) return NOT_AVAILABLE;
  return `${value < 0 ? '-' : ''}${currencySymbol(currency)}${formatNumber(Math.abs(value))}`;
}

export interface LivePrice {
  isLoading: boolean;
  /** False when the quote could not be fetched at all. */
  hasRecord: boolean;
  price: Maybe;
  /** The trading currency (US dollars when not given). */
  currency?: string;
}

/** A live price: '...' while loading, '--' when there is no quote, 'N/A' when the quote has no price. */
export function formatLivePrice({ isLoading, hasRecord, price, currency }: LivePrice): string {
  if (isLoading) return PRICE_LOADING;
  if (!hasRecord) return PRICE_MISSING;
  return formatPrice(price, currency);
}

/** `sign` and the digits of |value|, except that a negative that rounds to zero has no sign (never '-0.00'). */
function withSign(sign: '+' | '-', value: number, decimals: number): string {
  const digits = formatNumber(Math.abs(value), decimals);
  return `${sign === '-' && !/[1-9]/.test(digits) ? '' : sign}${digits}`;
}

/** A signed figure with '+' on zero and above: '+1.23', '-0.50'; a fall that rounds to zero reads '0.00'. */
export function formatSigned(value: number, decimals = 2): string {
  return withSign(value >= 0 ? '+' : '-', value, decimals);
}

/** Price change with its percent (percent units): '+1.23 (+0.45%)'; 'N/A' when either is missing. */
export function formatChange(change: Maybe, changePercent: Maybe): string {
  if (!isNumber(change) || !isNumber(changePercent)) return NOT_AVAILABLE;
  // One sign for both, never '(+0.00%)' beside a minus; a fall too small to show is '-0.12 (0.00%)', not '-0.00%'.
  const sign = change < 0 || (change === 0 && changePercent < 0) ? '-' : '+';
  return `${withSign(sign, change, 2)} (${withSign(sign, changePercent, 2)}%)`;
}

/** An index level: a number of points, not money, so no currency sign ('5,690.51'); 'N/A' when missing. */
export function formatIndexLevel(value: Maybe): string {
  return isNumber(value) ? formatNumber(value) : NOT_AVAILABLE;
}

/** The 52-week range 'low-high' as the API sends it, in prices: '$14.73 - $23.68'; 'N/A' when missing or unreadable. */
export function formatWeekRange(range: string | null | undefined, currency = 'USD'): string {
  const match = /^\s*(\d+(?:\.\d+)?)\s*-\s*(\d+(?:\.\d+)?)\s*$/.exec(range ?? '');
  if (!match) return NOT_AVAILABLE;
  return `${formatPrice(Number(match[1]), currency)} - ${formatPrice(Number(match[2]), currency)}`;
}

/** A percent value already in percent units, signed: 1.5 → '+1.50%'. */
export function formatSignedPercent(percent: Maybe): string {
  return isNumber(percent) ? `${formatSigned(percent)}%` : NOT_AVAILABLE;
}

/** A fraction shown as percent: 0.1234 → '12.34%', -0.05 → '-5.00%'. */
export function formatPercent(fraction: Maybe, decimals = 2): string {
  return isNumber(fraction) ? `${formatNumber(fraction * 100, decimals)}%` : NOT_AVAILABLE;
}

/** A value already in percent units: 12.345 → '12.35%'. */
export function formatPercentValue(percent: Maybe, decimals = 2): string {
  return isNumber(percent) ? `${formatNumber(percent, decimals)}%` : NOT_AVAILABLE;
}

/** CSS class of a growth figure: green positive, red negative, none for zero or missing. */
export function growthClass(value: Maybe): 'positive' | 'negative' | undefined {
  if (!isNumber(value) || value === 0) return undefined;
  return value > 0 ? 'positive' : 'negative';
}

/** A ratio with negatives in parentheses: 12.3 → '12.30', -4 → '(4.00)'. Used for P/E. */
export function formatRatio(value: Maybe, decimals = 2): string {
  if (!isNumber(value)) return NOT_AVAILABLE;
  const text = formatNumber(Math.abs(value), decimals);
  return value < 0 ? `(${text})` : text;
}

/** Earnings per share with negatives in parentheses: 2.5 → '$2.50', -1.2 → '($1.20)'; in `currency`, the reporting currency. */
export function formatEps(value: Maybe, currency = 'USD'): string {
  if (!isNumber(value)) return NOT_AVAILABLE;
  const text = `${currencySymbol(currency)}${formatNumber(Math.abs(value))}`;
  return value < 0 ? `(${text})` : text;
}

interface Suffix {
  divisor: number;
  suffix: string;
}

const SUFFIX_T: Suffix = { divisor: 1e12, suffix: 'T' };
const SUFFIX_B: Suffix = { divisor: 1e9, suffix: 'B' };
const SUFFIX_M: Suffix = { divisor: 1e6, suffix: 'M' };
const SUFFIX_K: Suffix = { divisor: 1e3, suffix: 'K' };

/** Money (`symbol`, dollars by default) with the largest suffix whose threshold the value reaches, else whole units. */
function formatWithSuffixes(value: Maybe, suffixes: readonly Suffix[], symbol = '$'): string {
  if (!isNumber(value)) return NOT_AVAILABLE;
  const sign = value < 0 ? '-' : '';
  const size = Math.abs(value);
  const match = suffixes.find((item) => size >= item.divisor);
  if (!match) return `${sign}${symbol}${formatNumber(size, 0)}`;
  return `${sign}${symbol}${formatNumber(size / match.divisor)}${match.suffix}`;
}

/** Market cap on the home and screen pages: T, B, M ('$2.50T', '$850.00M'). */
export function formatMarketCap(value: Maybe): string {
  return formatWithSuffixes(value, [SUFFIX_T, SUFFIX_B, SUFFIX_M]);
}

/** Market cap and other large money figures on the stock page: B, M, K ('$2,500.00B', '€12.00M'). */
export function formatStockMoney(value: Maybe, currency = 'USD'): string {
  return formatWithSuffixes(value, [SUFFIX_B, SUFFIX_M, SUFFIX_K], currencySymbol(currency));
}

/** Fund assets under management: T, B, M, K at 1e12, 1e9, 1e6, 1e3. */
export function formatFundAssets(value: Maybe): string {
  return formatWithSuffixes(value, [SUFFIX_T, SUFFIX_B, SUFFIX_M, SUFFIX_K]);
}

/** A count with suffixes and no currency (shares, volume): 15.2e9 → '15.20B'. */
export function formatCount(value: Maybe): string {
  return formatWithSuffixes(value, [SUFFIX_T, SUFFIX_B, SUFFIX_M, SUFFIX_K], '');
}

/** A whole number with separators: 164000 → '164,000'. */
export function formatInteger(value: Maybe): string {
  return isNumber(value) ? formatNumber(Math.round(value), 0) : NOT_AVAILABLE;
}

/** Shortens an axis value in millions: $1.5B at 1000M, $2.5M at 1M, $750K below, $0; in `currency` ('€1.5B'). */
export function formatMillionsAxis(millions: number, currency = 'USD'): string {
  const symbol = currencySymbol(currency);
  if (!isNumber(millions) || millions === 0) return `${symbol}0`;
  const sign = millions < 0 ? '-' : '';
  const size = Math.abs(millions);
  if (size >= 1000) return `${sign}${symbol}${trimZeros((size / 1000).toFixed(1))}B`;
  if (size >= 1) return `${sign}${symbol}${size.toFixed(1)}M`;
  return `${sign}${symbol}${Math.round(size * 1000)}K`;
}

function trimZeros(text: string): string {
  return text.replace(/\.0+$/, '');
}

const DAY_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** Parses 'YYYY-MM-DD' as noon local time (a date without a time is taken at 12:00). */
export function parseDay(value: string): Date {
  if (DAY_ONLY.test(value)) {
    const [year, month, day] = value.split('-').map(Number) as [number, number, number];
    return new Date(year, month - 1, day, 12, 0, 0);
  }
  return new Date(value);
}

/**
 * A formatter built on first use: building the first Intl date formatter loads the locale's
 * calendar data, a cost a page that shows no date should not pay while it starts.
 */
export function lazyFormat<T>(build: () => T): () => T {
  let format: T | undefined;
  return () => (format ??= build());
}

/** Formatters per time zone (undefined: the browser's own), built on first use. */
function formatterPerZone(options: Intl.DateTimeFormatOptions): (timeZone: string | undefined) => Intl.DateTimeFormat {
  const formats = new Map<string | undefined, Intl.DateTimeFormat>();
  return (timeZone) => {
    let format = formats.get(timeZone);
    if (!format) formats.set(timeZone, (format = new Intl.DateTimeFormat('en-US', { ...options, timeZone })));
    return format;
  };
}

const dayFormat = formatterPerZone({ year: 'numeric', month: 'short', day: 'numeric' });
const dateTimeFormat = formatterPerZone({ dateStyle: 'medium', timeStyle: 'short' });

/**
 * 'Mar 1, 2024'; 'N/A' when missing or unreadable. A day ('YYYY-MM-DD') reads the same in every
 * time zone; a moment is shown in `timeZone` (default: the browser's; see useDisplayTimeZone).
 */
export function formatDate(value: string | null | undefined, timeZone?: string): string {
  if (!value) return NOT_AVAILABLE;
  if (DAY_ONLY.test(value)) return dayFormat('UTC').format(new Date(`${value}T12:00:00Z`));
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return NOT_AVAILABLE;
  return dayFormat(timeZone).format(date);
}

/** 'YYYY-MM-DD' of a date in local time (what the chart endpoints take). */
export function toIsoDay(date: Date): string {
  const month = String(date.getMonth() + 1).padStart(2, '0');
  const day = String(date.getDate()).padStart(2, '0');
  return `${date.getFullYear()}-${month}-${day}`;
}

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** Age of a news item: 'Just now' under an hour, then 'Nh ago', then 'Nd ago'. */
export function formatRelativeAge(published: string, now: Date = new Date()): string {
  const elapsed = now.getTime() - new Date(published).getTime();
  if (!Number.isFinite(elapsed) || elapsed < HOUR_MS) return 'Just now';
  if (elapsed < DAY_MS) return `${Math.floor(elapsed / HOUR_MS)}h ago`;
  return `${Math.floor(elapsed / DAY_MS)}d ago`;
}

/** Days in a year for annualising growth. */
const DAYS_PER_YEAR = 365.25;

/** Total growth as a fraction from `first` to `last`; undefined when it cannot be computed. */
export function totalGrowth(first: Maybe, last: Maybe): number | undefined {
  if (!isNumber(first) || !isNumber(last) || first <= 0) return undefined;
  return last / first - 1;
}

/** Compound annual growth rate as a fraction over the time between two dates (365.25-day year). */
export function cagr(first: Maybe, last: Maybe, start: Date, end: Date): number | undefined {
  const growth = totalGrowth(first, last);
  const years = (end.getTime() - start.getTime()) / DAY_MS / DAYS_PER_YEAR;
  if (growth === undefined || !(years > 0) || last === null || last === undefined || last < 0) return undefined;
  return Math.pow(1 + growth, 1 / years) - 1;
}

// One table of currency symbols for the screens and the AI answers (common/currency.ts).
export { currencySymbol };

/** How a statement row's figures read: scaled money, per-share money, scaled counts, percent, multiple. */
export type StatementValueKind = 'money' | 'perShare' | 'shares' | 'percent' | 'multiple';

/** Wraps negatives in parentheses: -5 with text '$5.00' → '($5.00)'. */
function parenthesise(value: number, text: string): string {
  return value < 0 ? `(${text})` : text;
}

/**
 * One statement cell: currency symbol, the chosen scale (money and shares), negatives in
 * parentheses, '—' when missing. Percent rows take fractions; multiples read '12.3x'.
 */
export function formatStatementValue(
  value: Maybe,
  kind: StatementValueKind,
  scale: StatementScale = DEFAULT_STATEMENT_SCALE,
  currency = 'USD',
): string {
  if (!isNumber(value)) return STATEMENT_MISSING;
  const size = Math.abs(value);
  switch (kind) {
    case 'money':
      return parenthesise(value, `${currencySymbol(currency)}${formatScaled(size, scale)}`);
    case 'shares':
      return parenthesise(value, formatScaled(size, scale));
    case 'perShare':
      return parenthesise(value, `${currencySymbol(currency)}${formatNumber(size)}`);
    case 'percent':
      return parenthesise(value, `${formatNumber(size * 100, 1)}%`);
    case 'multiple':
      return parenthesise(value, `${formatNumber(size, 1)}x`);
  }
}

/** No cents at any scale: raw, thousands and millions are whole ('$151,567'), billions keep a tenth ('$394.3'). */
function formatScaled(size: number, scale: StatementScale): string {
  return formatNumber(size / STATEMENT_SCALE_DIVISORS[scale], scale === 'B' ? 1 : 0);
}

/** Stock news text length before it is cut. */
const NEWS_TEXT_LIMIT = 400;

/** Cuts text at `limit` characters and adds '...'; shorter text is left alone. */
export function truncateText(text: string, limit = NEWS_TEXT_LIMIT): string {
  return text.length > limit ? `${text.slice(0, limit)}...` : text;
}

/** A timestamp with date and time in the reader's time zone: 'Mar 1, 2024, 10:30 AM'; 'N/A' when unreadable. */
export function formatDateTime(value: string | null | undefined, timeZone?: string): string {
  if (!value) return NOT_AVAILABLE;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return NOT_AVAILABLE;
  return dateTimeFormat(timeZone).format(date);
}

const NEW_YORK = 'America/New_York';
const marketDayFormat = formatterPerZone({ month: 'short', day: 'numeric' });
const marketYearDayFormat = formatterPerZone({ month: 'short', day: 'numeric', year: 'numeric' });
const marketClockFormat = formatterPerZone({ hour: 'numeric', minute: '2-digit' });

/**
 * A market moment in exchange time: 'Nov 26, 4:00 PM ET' ('Feb 14, 2025, 4:00 PM ET' when not in
 * the year of `now`); 'N/A' when unreadable.
 */
export function formatMarketTime(value: string | null | undefined, now: Date = new Date()): string {
  if (!value) return NOT_AVAILABLE;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return NOT_AVAILABLE;
  const sameYear = marketYearDayFormat(NEW_YORK).format(date).slice(-4) === marketYearDayFormat(NEW_YORK).format(now).slice(-4);
  const day = (sameYear ? marketDayFormat : marketYearDayFormat)(NEW_YORK).format(date);
  return `${day}, ${marketClockFormat(NEW_YORK).format(date)} ET`;
}
