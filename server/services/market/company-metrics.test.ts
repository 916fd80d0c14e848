import { describe, expect, it } from 'vitest';
import { fxTable } from '../metrics/fx';
import { computeMetrics, type MetricsInputs } from './company-metrics';

const fx = fxTable([
  { currency: 'JPY', usdPerUnit: 0.0066, date: '2026-11-20', provider: 'yahoo' },
  { currency: 'EUR', usdPerUnit: 1.1, date: '2026-11-20', provider: 'yahoo' },
]);

function inputs(overrides: Partial<MetricsInputs>): MetricsInputs {
  return {
    currency: 'USD',
    priceCurrency: 'USD',
    fx,
    income: [{ date: '2025-03-31', fiscalYear: '2025', revenue: 1e12, netIncome: 1e11, eps: 300, epsDiluted: 300 }],
    balance: [],
    cashFlow: [{ date: '2025-03-31', fiscalYear: '2025', netCashProvidedByOperatingActivities: 2e11, capitalExpenditure: -5e10 }],
    price: 10,
    sharesOutstanding: 1e9,
    forwardEps: 330,
    ...overrides,
  };
}

describe('computeMetrics across currencies', () => {
  it('puts statement figures into the trading currency before dividing the price by them', () => {
    const values = computeMetrics(inputs({ currency: 'JPY', priceCurrency: 'USD' }));
    expect(values.eps).toBe(300);
    expect(values.pe).toBeCloseTo(10 / (300 * 0.0066), 10);
    expect(values.forwardPe).toBeCloseTo(10 / (330 * 0.0066), 10);
    expect(values.marketCap).toBe(1e10);
    expect(values.marketCapUsd).toBe(1e10);
  });

  it('converts between two foreign currencies through the dollar, and the market cap into US dollars', () => {
    const values = computeMetrics(inputs({ currency: 'JPY', priceCurrency: 'EUR' }));
    expect(values.pe).toBeCloseTo(10 / ((300 * 0.0066) / 1.1), 10);
    expect(values.marketCap).toBe(1e10);
    expect(values.marketCapUsd).toBeCloseTo(1.1e10, 0);
  });

  it('needs no rate when statements and price share a currency, except for the US-dollar market cap', () => {
    const values = computeMetrics(inputs({ currency: 'CHF', priceCurrency: 'CHF' }));
    expect(values.pe).toBeCloseTo(10 / 300, 12);
    expect(values.marketCap).toBe(1e10);
    expect(values.marketCapUsd).toBeNull();
  });

  it('leaves the converted figures empty without a rate, never guessed', () => {
    const values = computeMetrics(inputs({ currency: 'CHF', priceCurrency: 'USD' }));
    expect(values).toMatchObject({ pe: null, forwardPe: null, stickerPrice: null, marginOfSafety: null, paybackTime: null, eps: 300 });
  });
});

describe('the EPS a P/E divides by', () => {
  const ttm = { date: '2025-09-30', fiscalYear: '2026', period: 'TTM' as const, fiscalQuarter: 2, epsDiluted: 0.5 };

  it('is the trailing twelve months where they end after the latest fiscal year, and says so', () => {
    const values = computeMetrics(
      inputs({ income: [{ date: '2025-03-31', fiscalYear: '2025', epsDiluted: 0.4 }], ttm: [{ income: ttm, cashFlow: null }] }),
    );
    expect(values.eps).toBe(0.5);
    expect(values.pe).toBe(20);
    expect(values.epsBasis).toEqual({ period: 'TTM', fiscalYear: '2026', fiscalQuarter: 2, periodEnd: '2025-09-30' });
  });

  it('is the fiscal year when no later quarters are known, or the twelve months end with that year', () => {
    const year = { date: '2025-03-31', fiscalYear: '2025', epsDiluted: 0.4 };
    for (const ttmIncome of [null, { ...ttm, date: '2025-03-31', fiscalYear: '2025', fiscalQuarter: 4 }]) {
      const values = computeMetrics(inputs({ income: [year], ttm: ttmIncome ? [{ income: ttmIncome, cashFlow: null }] : [] }));
      expect(values.eps).toBe(0.4);
      expect(values.pe).toBe(25);
      expect(values.epsBasis).toEqual({ period: 'FY', fiscalYear: '2025', fiscalQuarter: null, periodEnd: '2025-03-31' });
    }
  });
});

describe('the period growth rates are measured over', () => {
  // Fiscal years end in March; revenue grows 10% a year, and by 20% a year in the twelve months to each September.
  const years = [2020, 2021, 2022, 2023, 2024, 2025];
  const yearly = years.map((year, k) => ({
    date: `${year}-03-31`,
    fiscalYear: String(year),
    revenue: 100 * 1.1 ** k,
    epsDiluted: 1 * 1.1 ** k,
  }));
  const yearlyCash = years.map((year) => ({
    date: `${year}-03-31`,
    fiscalYear: String(year),
    netCashProvidedByOperatingActivities: 50,
    capitalExpenditure: -10,
  }));
  const trailing = (count: number) =>
    Array.from({ length: count }, (_, k) => {
      const fiscalYear = String(2026 - k);
      const date = `${2025 - k}-09-30`;
      return {
        income: { date, fiscalYear, period: 'TTM' as const, fiscalQuarter: 2, revenue: 200 / 1.2 ** k, epsDiluted: 2 / 1.2 ** k },
        cashFlow: {
          date,
          fiscalYear,
          period: 'TTM' as const,
          fiscalQuarter: 2,
          netCashProvidedByOperatingActivities: 60 / 1.2 ** k,
          capitalExpenditure: 0,
        },
      };
    });
  const newestFirst = <T>(rows: T[]) => [...rows].reverse();

  it('is the trailing twelve months a whole number of years apart where they end after the latest year and reach back as far', () => {
    const values = computeMetrics(inputs({ income: newestFirst(yearly), cashFlow: newestFirst(yearlyCash), ttm: trailing(6) }));
    expect(values.growthBasis).toEqual({ period: 'TTM', fiscalYear: '2026', fiscalQuarter: 2, periodEnd: '2025-09-30' });
    expect(values.revenueGrowth).toBeCloseTo(0.2, 10);
    expect(values.epsGrowth).toBeCloseTo(0.2, 10);
    expect(values.fcfGrowth).toBeCloseTo(0.2, 10);
    // SimpleDCF stays on the fiscal years: the latest year's EPS grown at their 10% a year.
    expect(values.stickerPrice).toEqual(
      computeMetrics(inputs({ income: newestFirst(yearly), cashFlow: newestFirst(yearlyCash) })).stickerPrice,
    );
  });

  it('is the fiscal years when the trailing twelve months do not reach back as far, or end with the latest year', () => {
    for (const ttm of [trailing(3), trailing(6).map((row) => ({ ...row, income: { ...row.income, date: '2025-03-31' } })), []]) {
      const values = computeMetrics(inputs({ income: newestFirst(yearly), cashFlow: newestFirst(yearlyCash), ttm }));
      expect(values.growthBasis).toEqual({ period: 'FY', fiscalYear: '2025', fiscalQuarter: null, periodEnd: '2025-03-31' });
      expect(values.revenueGrowth).toBeCloseTo(0.1, 10);
    }
  });
});

describe('growth notes', () => {
  it('say the statements could not be fetched, not that the company has no history', () => {
    const values = computeMetrics(inputs({ income: [], cashFlow: [], statementsNotFetched: true }));
    expect(values.growthNotes).toEqual({
      revenueGrowth: 'Not available (the statements could not be fetched yet)',
      epsGrowth: 'Not available (the statements could not be fetched yet)',
      fcfGrowth: 'Not available (the statements could not be fetched yet)',
    });
    expect(computeMetrics(inputs({ income: [], cashFlow: [] })).growthNotes.revenueGrowth).not.toContain('could not be fetched');
  });
});

describe('the period ROIC and debt to equity read', () => {
  // Fiscal years end in March. FY2025: NOPAT 100 × (1 − 20/100) = 80 over 10 + 40 + 200 − 50 = 200 invested: 40%;
  // debt to equity (10 + 40) / 200 = 0.25.
  const year = {
    date: '2025-03-31',
    fiscalYear: '2025',
    epsDiluted: 0.4,
    operatingIncome: 100,
    incomeBeforeTax: 100,
    incomeTaxExpense: 20,
  };
  const yearBalance = {
    date: '2025-03-31',
    fiscalYear: '2025',
    shortTermDebt: 10,
    longTermDebt: 40,
    totalStockholdersEquity: 200,
    cashAndCashEquivalents: 50,
  };
  // The twelve months to September 2025 (FY2026 Q2): NOPAT 150 × (1 − 35/140) = 112.5 over 20 + 60 + 250 − 105 = 225
  // invested at that quarter's end: 50%; debt to equity (20 + 60) / 250 = 0.32.
  const ttm = {
    date: '2025-09-30',
    fiscalYear: '2026',
    period: 'TTM' as const,
    fiscalQuarter: 2,
    epsDiluted: 0.5,
    operatingIncome: 150,
    incomeBeforeTax: 140,
    incomeTaxExpense: 35,
  };
  const quarterBalance = {
    date: '2025-09-30',
    fiscalYear: '2026',
    period: 'Q2' as const,
    fiscalQuarter: 2,
    shortTermDebt: 20,
    longTermDebt: 60,
    totalStockholdersEquity: 250,
    cashAndCashEquivalents: 105,
  };
  const fiscalYear2025 = { period: 'FY', fiscalYear: '2025', fiscalQuarter: null, periodEnd: '2025-03-31' };
  const withQuarters = (overrides: Partial<MetricsInputs>) =>
    computeMetrics(
      inputs({
        income: [year],
        balance: [yearBalance],
        ttm: [{ income: ttm, cashFlow: null }],
        latestQuarterBalance: quarterBalance,
        ...overrides,
      }),
    );

  it('is the trailing twelve months and the balance sheet at their end where they end after the latest fiscal year', () => {
    const values = withQuarters({});
    expect(values.roic).toBeCloseTo(0.5, 12);
    expect(values.roicBasis).toEqual({ period: 'TTM', fiscalYear: '2026', fiscalQuarter: 2, periodEnd: '2025-09-30' });
    // The same period the P/E divides by, so the screen's pePeriod names ROIC's too.
    expect(values.roicBasis).toEqual(values.epsBasis);
    expect(values.debtToEquity).toBeCloseTo(0.32, 12);
    expect(values.debtToEquityAsOf).toBe('2025-09-30');
  });

  it('is the fiscal year, as before, without later quarters', () => {
    for (const values of [
      computeMetrics(inputs({ income: [year], balance: [yearBalance] })),
      withQuarters({ ttm: [], latestQuarterBalance: null }),
      // Twelve months and a quarter that end with the fiscal year add nothing newer.
      withQuarters({
        ttm: [{ income: { ...ttm, date: '2025-03-31', fiscalYear: '2025', fiscalQuarter: 4 }, cashFlow: null }],
        latestQuarterBalance: { ...quarterBalance, date: '2025-03-31' },
      }),
    ]) {
      expect(values.roic).toBeCloseTo(0.4, 12);
      expect(values.roicBasis).toEqual(fiscalYear2025);
      expect(values.debtToEquity).toBeCloseTo(0.25, 12);
      expect(values.debtToEquityAsOf).toBe('2025-03-31');
    }
  });

  it('keeps ROIC on the fiscal year when the twelve months lack a line it reads or their balance sheet, debt to equity on the newest balance', () => {
    const { incomeTaxExpense: _tax, ...untaxed } = ttm;
    for (const values of [
      withQuarters({ ttm: [{ income: untaxed, cashFlow: null }] }),
      // The newest quarter does not close four known quarters: the twelve months end a quarter earlier.
      withQuarters({ ttm: [{ income: { ...ttm, date: '2025-06-30', fiscalQuarter: 1 }, cashFlow: null }] }),
      // No quarter closes four: only the balance sheet is newer.
      withQuarters({ ttm: [] }),
    ]) {
      expect(values.roic).toBeCloseTo(0.4, 12);
      expect(values.roicBasis).toEqual(fiscalYear2025);
      expect(values.debtToEquity).toBeCloseTo(0.32, 12);
      expect(values.debtToEquityAsOf).toBe('2025-09-30');
    }
  });

  it('has no period without a ROIC or a debt to equity', () => {
    const values = withQuarters({ latestQuarterBalance: { ...quarterBalance, totalStockholdersEquity: -400 } });
    // Negative equity: no invested capital to return on, and no ratio to it (not the older year's figures).
    expect(values).toMatchObject({ roic: null, roicBasis: null, debtToEquity: null, debtToEquityAsOf: null });
  });
});
