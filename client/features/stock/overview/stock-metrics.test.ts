import { describe, expect, it } from 'vitest';
import type { Company } from '../../../../generated/model';
import { cagrYears, companyMetrics, fxNote, growthLabel, growthPeriodNote, YEARLY_COLUMNS, yearlyRows } from './stock-metrics';

const base: Company = {
  symbol: 'DEMO',
  companyName: 'Demo Corp',
  type: 'stock',
  profile: {
    companyName: 'Demo Corp',
    description: null,
    sector: null,
    industry: null,
    exchange: null,
    website: null,
    currency: 'USD',
    isFund: false,
    isETF: false,
  },
  executives: [],
  yearlyData: Array.from({ length: 12 }, (_, i) => ({ year: 2013 + i })),
  source: { provider: 'demo', asOf: '2024-01-01T00:00:00Z' },
};

function metric(company: Company, label: string) {
  return companyMetrics(company).find((m) => m.label === label);
}

describe('stock overview metrics', () => {
  it('labels growth as CAGR over up to 5 years, fewer with less data', () => {
    expect(cagrYears(12)).toBe(5);
    expect(cagrYears(4)).toBe(3);
    expect(cagrYears(1)).toBe(0);
    expect(growthLabel('Revenue Growth', 12)).toBe('Revenue Growth (5Y CAGR)');
    expect(growthLabel('EPS Growth', 3)).toBe('EPS Growth (2Y CAGR)');
    expect(growthLabel('FCF Growth', 1)).toBe('FCF Growth');
  });

  it('colours growth and falls back to the server note when it is missing', () => {
    const company = { ...base, revenueGrowth: 0.12, epsGrowth: -0.05, growthNotes: { fcfGrowth: 'Not calculable (negative EPS)' } };
    expect(metric(company, 'Revenue Growth (5Y CAGR)')).toEqual({
      label: 'Revenue Growth (5Y CAGR)',
      text: '12.00%',
      className: 'positive',
    });
    expect(metric(company, 'EPS Growth (5Y CAGR)')?.className).toBe('negative');
    expect(metric(company, 'FCF Growth (5Y CAGR)')?.text).toBe('Not calculable (negative EPS)');
  });

  it('says under each growth figure measured over trailing twelve months which period it ends with', () => {
    const ttm = { ...base, revenueGrowth: 0.08, growthPeriod: 'TTM FY2026 Q1' };
    expect(metric(ttm, 'Revenue Growth (5Y CAGR)')?.note).toBe('TTM FY2026 Q1 against the same twelve months 5 years before');
    expect(metric({ ...ttm, growthPeriod: 'FY2025' }, 'Revenue Growth (5Y CAGR)')?.note).toBeUndefined();
    expect(growthPeriodNote('TTM FY2025 Q3', 3)).toBe('TTM FY2025 Q3 against the same twelve months 3 years before');
  });

  it('says under a ROIC measured over trailing twelve months which period and balance sheet it uses', () => {
    const ttm = { ...base, roic: 0.8825, roicPeriod: 'TTM FY2026 Q1' };
    expect(metric(ttm, 'ROIC')).toMatchObject({ text: '88.25%', note: 'TTM FY2026 Q1, with the balance sheet at its end' });
    expect(metric({ ...ttm, roicPeriod: 'FY2025' }, 'ROIC')?.note).toBeUndefined();
  });

  it('uses stock-page suffixes, parentheses for negative P/E and EPS, N/A when missing', () => {
    const company = { ...base, marketCap: 2.5e12, pe: -12, eps: -1.5, stickerPrice: 200, marginOfSafety: 100 };
    expect(metric(company, 'Market Cap')?.text).toBe('$2,500.00B');
    expect(metric(company, 'P/E')?.text).toBe('(12.00)');
    expect(metric(company, 'EPS')?.text).toBe('($1.50)');
    expect(metric(company, 'SimpleDCF')?.text).toBe('$200.00');
    expect(metric(company, 'Margin of Safety (50% of SimpleDCF)')?.text).toBe('$100.00');
    expect(metric(company, 'Beta')?.text).toBe('N/A');
    expect(metric(company, '52 Week Range')?.text).toBe('N/A');
  });

  it('keeps the 10 newest years, newest first', () => {
    const rows = yearlyRows(base.yearlyData);
    expect(rows).toHaveLength(10);
    expect(rows[0]?.year).toBe(2024);
    expect(rows.at(-1)?.year).toBe(2015);
  });
});

describe('currencies of the overview', () => {
  const euro: Company = {
    ...base,
    reportingCurrency: 'EUR',
    eps: 24935.32,
    pe: 2.63,
    marketCap: 2.5e9,
    stickerPrice: 120,
    lastDividend: 1.5,
    yearlyData: [{ year: 2024, revenue: 1.5e9, eps: 3.2, totalDebt: 4e8, sharesOutstanding: 1e8 }],
  };

  it('shows figures from the statements in the reporting currency, prices in the trading currency', () => {
    expect(metric(euro, 'EPS')?.text).toBe('€24,935.32');
    expect(metric(euro, 'P/E')?.text).toBe('2.63');
    expect(metric(euro, 'Market Cap')?.text).toBe('$2.50B');
    expect(metric(euro, 'SimpleDCF')?.text).toBe('$120.00');
    expect(metric({ ...euro, profile: { ...euro.profile, currency: 'GBP' } }, 'SimpleDCF')?.text).toBe('£120.00');
    expect(metric(euro, 'Last Dividend')?.text).toBe('$1.50');
  });

  it('states the dated rate the price-based ratios convert the statements at', () => {
    const jpy = { currency: 'JPY', usdPerUnit: 0.0067, date: '2026-11-20', provider: 'demo', label: 'Demo market' };
    const usdProfile = { ...base.profile, currency: 'USD' };
    expect(fxNote({ reportingCurrency: 'JPY', profile: usdProfile, fxRates: [jpy] })).toBe(
      'Statements in JPY, price in USD: P/E, Forward P/E, SimpleDCF and Payback Time convert at 1 USD = 149.25 JPY (2026-11-20, Demo market).',
    );
    expect(fxNote({ reportingCurrency: 'JPY', profile: usdProfile, fxRates: [] })).toBe(
      'Statements in JPY, price in USD: no dated exchange rate is stored for P/E, Forward P/E, SimpleDCF and Payback Time.',
    );
    expect(fxNote({ reportingCurrency: 'USD', profile: usdProfile, fxRates: [] })).toBeNull();
  });

  it('states the rate of the screener market cap for a security trading in another currency', () => {
    const eur = { currency: 'EUR', usdPerUnit: 1.08, date: '2026-11-20', provider: 'yahoo', label: 'Yahoo Finance' };
    expect(fxNote({ reportingCurrency: 'EUR', profile: { ...base.profile, currency: 'EUR' }, fxRates: [eur] })).toBe(
      'The screener shows the market cap in US dollars at 1 EUR = 1.08 USD (2026-11-20, Yahoo Finance).',
    );
  });

  it('writes every money column of the 10-year table in the reporting currency', () => {
    const row = euro.yearlyData[0]!;
    const text = (label: string) => YEARLY_COLUMNS.find((column) => column.label === label)?.text(row, 'EUR');
    expect(text('Revenue')).toBe('€1.50B');
    expect(text('EPS')).toBe('€3.20');
    expect(text('Total Debt')).toBe('€400.00M');
    expect(text('Shares Out')).toBe('100.00M');
  });
});
