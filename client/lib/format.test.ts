import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  cagr,
  currencySymbol,
  formatChange,
  formatCount,
  formatDate,
  formatEps,
  formatFundAssets,
  formatInteger,
  formatLivePrice,
  formatMarketCap,
  formatMillionsAxis,
  formatNumber,
  formatPercent,
  formatPercentValue,
  formatPrice,
  formatRatio,
  formatRelativeAge,
  formatSigned,
  formatSignedPercent,
  formatStatementValue,
  formatIndexLevel,
  formatWeekRange,
  formatStockMoney,
  growthClass,
  parseDay,
  toIsoDay,
  totalGrowth,
  truncateText,
} from './format';

describe('numbers', () => {
  const intl = (value: number, decimals: number) =>
    new Intl.NumberFormat('en-US', { minimumFractionDigits: decimals, maximumFractionDigits: decimals, signDisplay: 'negative' }).format(
      value,
    );

  it('writes fixed decimals with separators, rounding the shortest decimal half away from zero as Intl does', () => {
    expect(formatNumber(1234.5)).toBe('1,234.50');
    expect(formatNumber(1.005)).toBe('1.01'); // toFixed would say 1.00
    expect(formatNumber(2.675)).toBe('2.68');
    expect(formatNumber(999.995)).toBe('1,000.00');
    expect(formatNumber(0.5, 0)).toBe('1');
    expect(formatNumber(1234567.895)).toBe('1,234,567.90');
    expect(formatNumber(-1.005)).toBe('-1.01');
    // No negative zero.
    expect(formatNumber(-0.001)).toBe('0.00');
    expect(formatNumber(-0)).toBe('0.00');
    expect(formatNumber(-0.004, 2)).toBe('0.00');
    expect(formatNumber(-0.005, 2)).toBe('-0.01');
    expect(formatNumber(0, 3)).toBe('0.000');
    expect(formatNumber(5e-7)).toBe('0.00');
    expect(formatNumber(1e21, 0)).toBe('1,000,000,000,000,000,000,000');
  });

  it("says exactly what Intl.NumberFormat en-US says (signDisplay 'negative': no negative zero), for any number and 0 to 4 decimals", () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.double(),
          fc.integer().map((cents) => cents / 1000),
        ),
        fc.integer({ min: 0, max: 4 }),
        (value, decimals) => {
          expect(formatNumber(value, decimals)).toBe(intl(value, decimals));
        },
      ),
      { numRuns: 20_000 },
    );
  });
});

describe('prices', () => {
  it('shows two decimals with a $ prefix and separators', () => {
    expect(formatPrice(123.456)).toBe('$123.46');
    expect(formatPrice(1234.5)).toBe('$1,234.50');
    expect(formatPrice(0)).toBe('$0.00');
    expect(formatPrice(-1.5)).toBe('-$1.50');
  });

  it('shows N/A for a missing or non-numeric price', () => {
    expect(formatPrice(null)).toBe('N/A');
    expect(formatPrice(undefined)).toBe('N/A');
    expect(formatPrice(Number.NaN)).toBe('N/A');
    expect(formatPrice(Number.POSITIVE_INFINITY)).toBe('N/A');
  });

  it("shows '...' while loading, '--' without a quote and 'N/A' for a quote without price", () => {
    expect(formatLivePrice({ isLoading: true, hasRecord: false, price: undefined })).toBe('...');
    expect(formatLivePrice({ isLoading: false, hasRecord: false, price: undefined })).toBe('--');
    expect(formatLivePrice({ isLoading: false, hasRecord: true, price: null })).toBe('N/A');
    expect(formatLivePrice({ isLoading: false, hasRecord: true, price: 10 })).toBe('$10.00');
  });
});

describe('changes', () => {
  it("formats '+x.xx (+y.yy%)' with + on non-negative values", () => {
    expect(formatChange(1.234, 0.456)).toBe('+1.23 (+0.46%)');
    expect(formatChange(0, 0)).toBe('+0.00 (+0.00%)');
    expect(formatChange(-2.5, -1.25)).toBe('-2.50 (-1.25%)');
    // One sign for both, never '+' beside a minus; a percent that rounds to zero has no sign (no '-0.00%').
    expect(formatChange(-0.02, 0.001)).toBe('-0.02 (0.00%)');
    expect(formatChange(-0.12, -0.004)).toBe('-0.12 (0.00%)');
    expect(formatChange(-0.12, -0.005)).toBe('-0.12 (-0.01%)');
    expect(formatChange(0.02, 0)).toBe('+0.02 (+0.00%)');
    expect(formatSigned(-0.001)).toBe('0.00');
    expect(formatSignedPercent(-0.001)).toBe('0.00%');
  });

  it('writes index levels as points, without a currency sign', () => {
    expect(formatIndexLevel(5690.514)).toBe('5,690.51');
    expect(formatIndexLevel(null)).toBe('N/A');
  });

  it("writes the 52-week range as two prices: '$14.73 - $23.68'", () => {
    expect(formatWeekRange('14.73-23.68')).toBe('$14.73 - $23.68');
    expect(formatWeekRange('1234.5-2000')).toBe('$1,234.50 - $2,000.00');
    expect(formatWeekRange('14.73-23.68', 'EUR')).toBe('€14.73 - €23.68');
    expect(formatWeekRange('')).toBe('N/A');
    expect(formatWeekRange(null)).toBe('N/A');
  });

  it('shows N/A when the change or its percent is missing', () => {
    expect(formatChange(null, 1)).toBe('N/A');
    expect(formatChange(1, undefined)).toBe('N/A');
    expect(formatChange(Number.NaN, 1)).toBe('N/A');
  });

  it('signs a percent value', () => {
    expect(formatSignedPercent(1.5)).toBe('+1.50%');
    expect(formatSignedPercent(0)).toBe('+0.00%');
    expect(formatSignedPercent(-0.25)).toBe('-0.25%');
    expect(formatSignedPercent(null)).toBe('N/A');
  });
});

describe('percentages and growth colours', () => {
  it('shows fractions as percent', () => {
    expect(formatPercent(0.1234)).toBe('12.34%');
    expect(formatPercent(-0.05)).toBe('-5.00%');
    expect(formatPercent(0)).toBe('0.00%');
    expect(formatPercent(null)).toBe('N/A');
    expect(formatPercent(0.12345, 1)).toBe('12.3%');
  });

  it('shows percent values with three decimals when asked', () => {
    expect(formatPercentValue(7.12345, 3)).toBe('7.123%');
    expect(formatPercentValue(undefined)).toBe('N/A');
  });

  it('colours positive green and negative red, nothing for zero or missing', () => {
    expect(growthClass(0.1)).toBe('positive');
    expect(growthClass(-0.1)).toBe('negative');
    expect(growthClass(0)).toBeUndefined();
    expect(growthClass(null)).toBeUndefined();
  });
});

describe('P/E and EPS', () => {
  it('puts negative P/E and EPS in parentheses', () => {
    expect(formatRatio(15.678)).toBe('15.68');
    expect(formatRatio(-4)).toBe('(4.00)');
    expect(formatRatio(0)).toBe('0.00');
    expect(formatEps(2.5)).toBe('$2.50');
    expect(formatEps(-1.2)).toBe('($1.20)');
  });

  it('shows N/A when missing', () => {
    expect(formatRatio(null)).toBe('N/A');
    expect(formatEps(Number.NaN)).toBe('N/A');
  });
});

describe('market caps and fund assets', () => {
  it('uses T, B and M on the home and screen pages', () => {
    expect(formatMarketCap(2.5e12)).toBe('$2.50T');
    expect(formatMarketCap(1e12)).toBe('$1.00T');
    expect(formatMarketCap(999e9)).toBe('$999.00B');
    expect(formatMarketCap(850e6)).toBe('$850.00M');
    expect(formatMarketCap(12_345)).toBe('$12,345');
    expect(formatMarketCap(0)).toBe('$0');
    expect(formatMarketCap(null)).toBe('N/A');
  });

  it('uses B, M and K on the stock page (no T)', () => {
    expect(formatStockMoney(2.5e12)).toBe('$2,500.00B');
    expect(formatStockMoney(3.2e6)).toBe('$3.20M');
    expect(formatStockMoney(4500)).toBe('$4.50K');
    expect(formatStockMoney(999)).toBe('$999');
    expect(formatStockMoney(-2e9)).toBe('-$2.00B');
  });

  it('uses T, B, M and K for fund assets at 1e12, 1e9, 1e6 and 1e3', () => {
    expect(formatFundAssets(1e12)).toBe('$1.00T');
    expect(formatFundAssets(1e9)).toBe('$1.00B');
    expect(formatFundAssets(1e6)).toBe('$1.00M');
    expect(formatFundAssets(1e3)).toBe('$1.00K');
    expect(formatFundAssets(999)).toBe('$999');
    expect(formatFundAssets(undefined)).toBe('N/A');
  });

  it('formats counts without a currency', () => {
    expect(formatCount(15.2e9)).toBe('15.20B');
    expect(formatCount(52_000_000)).toBe('52.00M');
    expect(formatInteger(164_000)).toBe('164,000');
    expect(formatInteger(null)).toBe('N/A');
  });
});

describe('financial chart axis (values in millions)', () => {
  it('shows $xB at 1000M or more, $x.xM at 1M or more, $xK below, and $0', () => {
    expect(formatMillionsAxis(1500)).toBe('$1.5B');
    expect(formatMillionsAxis(1000)).toBe('$1B');
    expect(formatMillionsAxis(250)).toBe('$250.0M');
    expect(formatMillionsAxis(1)).toBe('$1.0M');
    expect(formatMillionsAxis(0.75)).toBe('$750K');
    expect(formatMillionsAxis(0)).toBe('$0');
    expect(formatMillionsAxis(-2000)).toBe('-$2B');
    expect(formatMillionsAxis(1500, 'EUR')).toBe('€1.5B');
    expect(formatMillionsAxis(0, 'JPY')).toBe('¥0');
    expect(formatMillionsAxis(2, 'SEK')).toBe('SEK 2.0M');
  });
});

describe('dates', () => {
  it('reads a plain date at 12:00 local time', () => {
    const day = parseDay('2024-03-01');
    expect([day.getFullYear(), day.getMonth(), day.getDate(), day.getHours()]).toEqual([2024, 2, 1, 12]);
    expect(toIsoDay(day)).toBe('2024-03-01');
  });

  it("formats dates as 'Mar 1, 2024' and missing ones as N/A", () => {
    expect(formatDate('2024-03-01')).toBe('Mar 1, 2024');
    expect(formatDate(null)).toBe('N/A');
    expect(formatDate('not a date')).toBe('N/A');
  });

  it("gives news ages as 'Just now', 'Nh ago' and 'Nd ago'", () => {
    const now = new Date('2024-05-10T12:00:00Z');
    expect(formatRelativeAge('2024-05-10T11:30:00Z', now)).toBe('Just now');
    expect(formatRelativeAge('2024-05-10T13:00:00Z', now)).toBe('Just now');
    expect(formatRelativeAge('2024-05-10T11:00:00Z', now)).toBe('1h ago');
    expect(formatRelativeAge('2024-05-09T12:30:00Z', now)).toBe('23h ago');
    expect(formatRelativeAge('2024-05-09T12:00:00Z', now)).toBe('1d ago');
    expect(formatRelativeAge('2024-05-01T12:00:00Z', now)).toBe('9d ago');
  });
});

describe('growth and CAGR', () => {
  it('computes total growth and refuses a start at or below zero', () => {
    expect(totalGrowth(100, 150)).toBeCloseTo(0.5);
    expect(totalGrowth(0, 150)).toBeUndefined();
    expect(totalGrowth(-10, 5)).toBeUndefined();
    expect(totalGrowth(100, null)).toBeUndefined();
  });

  it('annualises on a 365.25-day year', () => {
    const start = new Date('2019-01-01T12:00:00Z');
    const fourYears = new Date(start.getTime() + 4 * 365.25 * 86_400_000);
    expect(cagr(100, 200, start, fourYears)).toBeCloseTo(Math.pow(2, 1 / 4) - 1, 10);
    const oneYear = new Date(start.getTime() + 365.25 * 86_400_000);
    expect(cagr(100, 110, start, oneYear)).toBeCloseTo(0.1, 10);
  });

  it('has no CAGR without elapsed time or a usable start', () => {
    const day = new Date('2020-01-01');
    expect(cagr(100, 200, day, day)).toBeUndefined();
    expect(cagr(0, 200, day, new Date('2022-01-01'))).toBeUndefined();
  });
});

describe('statement cells', () => {
  it('prefixes the currency symbol of each supported currency', () => {
    expect(['USD', 'EUR', 'GBP', 'JPY', 'CAD', 'AUD', 'CHF'].map(currencySymbol)).toEqual(['$', '€', '£', '¥', 'C$', 'A$', 'CHF ']);
    expect(currencySymbol('SEK')).toBe('SEK ');
    expect(currencySymbol(undefined)).toBe('$');
  });

  it('scales money by the chosen divisor (millions by default), without cents', () => {
    expect(formatStatementValue(394_328_000_000, 'money')).toBe('$394,328');
    expect(formatStatementValue(151_567_150_000, 'money', 'M')).toBe('$151,567');
    expect(formatStatementValue(394_328_000_000, 'money', 'B')).toBe('$394.3');
    expect(formatStatementValue(394_328_000, 'money', 'K', 'EUR')).toBe('€394,328');
    expect(formatStatementValue(6.08, 'perShare')).toBe('$6.08');
    expect(formatStatementValue(1234.4, 'money', 'raw', 'CHF')).toBe('CHF 1,234');
  });

  it('puts negatives in parentheses and shows — when missing', () => {
    expect(formatStatementValue(-5_000_000, 'money')).toBe('($5)');
    expect(formatStatementValue(null, 'money')).toBe('—');
    expect(formatStatementValue(Number.NaN, 'percent')).toBe('—');
    expect(formatStatementValue(0, 'money')).toBe('$0');
  });

  it('leaves per-share figures unscaled and formats percents, multiples and shares', () => {
    expect(formatStatementValue(6.13, 'perShare', 'B', 'GBP')).toBe('£6.13');
    expect(formatStatementValue(-0.42, 'perShare')).toBe('($0.42)');
    expect(formatStatementValue(0.4567, 'percent')).toBe('45.7%');
    expect(formatStatementValue(-0.1, 'percent')).toBe('(10.0%)');
    expect(formatStatementValue(29.12, 'multiple')).toBe('29.1x');
    expect(formatStatementValue(15_400_000_000, 'shares', 'M')).toBe('15,400');
  });
});

describe('news text', () => {
  it("cuts text at 400 characters and adds '...'", () => {
    const long = 'x'.repeat(401);
    expect(truncateText(long)).toBe(`${'x'.repeat(400)}...`);
    expect(truncateText('x'.repeat(400))).toBe('x'.repeat(400));
    expect(truncateText('')).toBe('');
  });
});
