import { describe, expect, it } from 'vitest';
import { createDemoProvider } from '../../../server/providers/market/demo/demo-provider';
import { RESERVED_TICKERS } from '../../../server/providers/market/demo/catalog';
import { newYorkToUtc } from '../../../common/new-york-time';
import type { AnnualStatements } from '../../../server/providers/market/types';
import { systemClock } from '../../../server/lib/clock';

const SEED = 'unit-test-seed';
const demo = createDemoProvider({ clock: systemClock, seed: SEED, stocks: 600 });

async function allStatements(): Promise<Array<{ symbol: string; statements: AnnualStatements }>> {
  const listings = (await demo.listSecurities({})).filter((s) => s.type === 'stock');
  return Promise.all(listings.map(async ({ symbol }) => ({ symbol, statements: await demo.getAnnualStatements({ symbol }) })));
}

describe('the demo market', () => {
  it('names no company twice over (no "Holdings Holdings Inc.") and says "1 year", not "1 years"', async () => {
    const big = createDemoProvider({ clock: systemClock, seed: 'research-terminal', stocks: 3000 });
    const listings = await big.listSecurities({});
    expect(listings.filter((s) => /\b(\w+) \1\b/.test(s.name)).map((s) => s.name)).toEqual([]);
    const profiles = await Promise.all(
      listings
        .filter((s) => s.type === 'stock')
        .slice(0, 300)
        .map((s) => big.getProfile({ symbol: s.symbol })),
    );
    expect(profiles.filter((p) => /\b1 years\b/.test(p.description ?? '')).map((p) => p.symbol)).toEqual([]);
  });

  it('lists 600 stocks, about 60 ETFs and 30 mutual funds with unique, fictional tickers across exchanges', async () => {
    const listings = await demo.listSecurities({});
    const count = (type: string) => listings.filter((s) => s.type === type).length;
    expect(count('stock')).toBe(600);
    expect(count('etf')).toBe(60);
    expect(count('mutual_fund')).toBe(30);
    expect(new Set(listings.map((s) => s.symbol)).size).toBe(listings.length);
    for (const { symbol } of listings) expect(RESERVED_TICKERS.has(symbol)).toBe(false);
    const exchanges = new Set(listings.filter((s) => s.type === 'stock').map((s) => s.exchange));
    expect([...exchanges].sort()).toEqual(['AMEX', 'NASDAQ', 'NYSE', 'OTC']);
    expect((await demo.getIndexQuotes({})).length).toBeGreaterThanOrEqual(3);
  });

  it('gives a fixed rate for each of its reporting currencies, dated the trading day whose prices are current', async () => {
    // Saturday 2026-11-21: Friday's session is the current one.
    const pinned = createDemoProvider({ seed: SEED, stocks: 50, clock: { now: () => new Date('2026-11-21T15:00:00Z') } });
    const rates = await pinned.getFxRates({ currencies: ['JPY', 'EUR', 'USD', 'XXX'] });
    expect(rates).toEqual([
      { currency: 'EUR', usdPerUnit: 1.08, date: '2026-11-20' },
      { currency: 'JPY', usdPerUnit: 0.0067, date: '2026-11-20' },
    ]);
    const reporting = new Set((await allStatements()).map(({ statements }) => statements.currency).filter((c) => c !== 'USD'));
    expect((await demo.getFxRates({ currencies: [...reporting] })).map((r) => r.currency).sort()).toEqual([...reporting].sort());
  });

  it('gives the last dividend per share in the trading currency, also for a company reporting in another', async () => {
    const foreign = (await allStatements()).filter(
      ({ statements }) => statements.currency !== 'USD' && (statements.cashFlow[0]?.dividendsPaid ?? 0) !== 0,
    );
    expect(foreign.length).toBeGreaterThan(0);
    for (const { symbol, statements } of foreign.slice(0, 20)) {
      const [profile, [quote]] = await Promise.all([demo.getProfile({ symbol }), demo.getQuotes({ symbols: [symbol] })]);
      const rate = (await demo.getFxRates({ currencies: [statements.currency] }))[0]?.usdPerUnit ?? Number.NaN;
      const perShare = (Math.abs(statements.cashFlow[0]?.dividendsPaid ?? 0) * rate) / (profile.sharesOutstanding ?? 1);
      expect(profile.lastDividend).toBeCloseTo(perShare, 2);
      // A yield a market could pay: below a fifth of the price.
      expect(profile.lastDividend ?? 0).toBeLessThan((quote?.price ?? 0) / 5);
    }
  });

  it('is the same for the same seed and different for another', async () => {
    const again = createDemoProvider({ clock: systemClock, seed: SEED, stocks: 600 });
    const other = createDemoProvider({ clock: systemClock, seed: 'another-seed', stocks: 600 });
    const symbols = (p: typeof demo) => p.listSecurities({}).then((list) => list.slice(0, 20).map((s) => s.symbol));
    expect(await symbols(again)).toEqual(await symbols(demo));
    expect(await symbols(other)).not.toEqual(await symbols(demo));
  });

  it('writes statements that obey the accounting identities, newest first, with 10 or more years for most companies', async () => {
    const companies = await allStatements();
    let years = 0;
    for (const { statements } of companies) {
      const { income, balance, cashFlow } = statements;
      const dates = income.map((s) => s.date);
      expect(dates).toEqual([...dates].sort().reverse());
      for (const row of income) {
        if (row.costOfRevenue != null && row.grossProfit != null) expect(row.grossProfit).toBe((row.revenue ?? 0) - row.costOfRevenue);
      }
      balance.forEach((row, i) => {
        expect(row.totalAssets).toBe((row.totalLiabilities ?? 0) + (row.totalStockholdersEquity ?? 0));
        expect(row.totalLiabilitiesAndStockholdersEquity).toBe(row.totalAssets);
        expect(row.cashAndCashEquivalents).toBe(cashFlow[i]?.cashAtEndOfPeriod);
      });
      for (const row of cashFlow) {
        expect(row.freeCashFlow).toBe((row.netCashProvidedByOperatingActivities ?? 0) - Math.abs(row.capitalExpenditure ?? 0));
      }
      if (income.length >= 10) years++;
    }
    expect(years / companies.length).toBeGreaterThan(0.9);
  });

  it("writes fiscal quarters that add up to their year: flows sum to it, the fourth quarter's balance is the year's, cash chains", async () => {
    const companies = (await allStatements()).filter(({ statements }) => statements.income.length >= 11);
    expect(companies.length).toBeGreaterThan(500);
    const flows = ['revenue', 'netIncome', 'operatingIncome', 'incomeTaxExpense'] as const;
    const cashFlows = [
      'netCashProvidedByOperatingActivities',
      'capitalExpenditure',
      'freeCashFlow',
      'netChangeInCash',
      'dividendsPaid',
    ] as const;
    for (const { symbol, statements } of companies) {
      const quarterly = statements.quarterly!;
      expect(quarterly.income, symbol).toHaveLength(44);
      const dates = quarterly.income.map((row) => row.date);
      expect(dates).toEqual([...dates].sort().reverse());
      expect(quarterly.income.slice(0, 4).map((row) => row.period)).toEqual(['Q4', 'Q3', 'Q2', 'Q1']);
      // The newest fourth quarter ends with the newest fiscal year.
      expect(quarterly.income[0]?.date).toBe(statements.income[0]?.date);
      for (let y = 0; y < 11; y++) {
        const year = statements.income[y]!;
        const quarters = quarterly.income.slice(4 * y, 4 * y + 4);
        expect(quarters.every((row) => row.fiscalYear === year.fiscalYear)).toBe(true);
        for (const field of flows)
          expect(
            quarters.reduce((sum, row) => sum + (row[field] ?? 0), 0),
            `${symbol} ${field}`,
          ).toBe(year[field] ?? 0);
        const cashQuarters = quarterly.cashFlow.slice(4 * y, 4 * y + 4);
        for (const field of cashFlows)
          expect(
            cashQuarters.reduce((sum, row) => sum + (row[field] ?? 0), 0),
            `${symbol} ${field}`,
          ).toBe(statements.cashFlow[y]?.[field] ?? 0);
        expect(quarterly.balance[4 * y]).toMatchObject({ ...statements.balance[y], period: 'Q4', fiscalQuarter: 4 });
      }
      quarterly.balance.forEach((row, i) => {
        expect(row.totalAssets).toBe((row.totalLiabilities ?? 0) + (row.totalStockholdersEquity ?? 0));
        expect(row.cashAndCashEquivalents).toBe(quarterly.cashFlow[i]?.cashAtEndOfPeriod);
        // Each quarter starts with the cash the one before ended with.
        const older = quarterly.cashFlow[i + 1];
        if (older) expect(quarterly.cashFlow[i]?.cashAtBeginningOfPeriod).toBe(older.cashAtEndOfPeriod);
      });
      for (const row of quarterly.income) {
        if (row.costOfRevenue != null) expect(row.grossProfit).toBe((row.revenue ?? 0) - row.costOfRevenue);
        expect(row.operatingIncome).toBe((row.revenue ?? 0) - (row.costOfRevenue ?? 0) - (row.operatingExpenses ?? 0));
      }
    }
  });

  it('has companies that split their stock, their earlier per-share figures and share counts adjusted with the as-reported kept', async () => {
    const split = (await allStatements()).filter(({ statements }) => (statements.splits ?? []).length > 0);
    expect(split.length).toBeGreaterThan(20);
    expect(split.length).toBeLessThan(120);
    for (const { symbol, statements } of split) {
      const [event] = statements.splits!;
      expect([2, 3, 4]).toContain(event!.ratio);
      for (const row of [...statements.income, ...statements.quarterly!.income]) {
        // Reported within 60 days of the period's end: before the split, adjusted; after, as is.
        const adjusted =
          row.date < event!.date && new Date(`${row.date}T00:00:00Z`).getTime() + 60 * 86_400_000 < Date.parse(`${event!.date}T00:00:00Z`);
        if (adjusted) {
          expect(row, symbol).toMatchObject({ splitAdjusted: true, splitFactor: event!.ratio });
          expect(row.asReported?.weightedAverageSHSOut).toBeCloseTo((row.weightedAverageSHSOut ?? 0) / event!.ratio, 1);
          if (row.eps) expect(row.asReported?.eps).toBeCloseTo(row.eps * event!.ratio, 1);
        }
        if (row.date > event!.date) expect(row, symbol).toMatchObject({ splitAdjusted: false, splitFactor: 1 });
      }
    }
  });

  it('includes losses, zero revenue, negative EPS, missing values and every reporting currency of the spec', async () => {
    const companies = await allStatements();
    const latest = companies.map(({ statements }) => ({ currency: statements.currency, income: statements.income[0] }));
    expect(latest.some(({ income }) => (income?.netIncome ?? 0) < 0)).toBe(true);
    expect(latest.some(({ income }) => income?.revenue === 0)).toBe(true);
    expect(latest.some(({ income }) => (income?.epsDiluted ?? 0) < 0)).toBe(true);
    expect(latest.some(({ income }) => income?.researchAndDevelopmentExpenses === null)).toBe(true);
    expect(companies.some(({ statements }) => statements.income.length === 0)).toBe(true);
    const currencies = new Set(latest.map(({ currency }) => currency));
    for (const currency of ['USD', 'EUR', 'GBP', 'JPY', 'CAD', 'AUD', 'CHF']) expect(currencies).toContain(currency);
  });

  it('has at least 15 years of daily prices and 1-minute bars for the last two trading days', async () => {
    const [first] = await demo.listSecurities({});
    const symbol = first?.symbol as string;
    const bars = await demo.getDailyHistory({ symbol, from: '1980-01-01', to: '2100-01-01' });
    const span = Date.parse(bars.at(-1)?.date ?? '') - Date.parse(bars[0]?.date ?? '');
    expect(span / (365.25 * 86_400_000)).toBeGreaterThanOrEqual(15);
    for (const bar of bars.slice(-300)) {
      expect(bar.high).toBeGreaterThanOrEqual(Math.max(bar.open, bar.close));
      expect(bar.low).toBeLessThanOrEqual(Math.min(bar.open, bar.close));
    }
    const minutes = await demo.getIntradayBars({ symbol, interval: '1min', from: '1980-01-01', to: '2100-01-01' });
    expect(new Set(minutes.map((b) => b.timestamp.slice(0, 10))).size).toBe(2);
  });

  it('moves the live price during New York market hours and holds it outside them', async () => {
    const at = (date: string, minutes: number) =>
      createDemoProvider({ seed: SEED, stocks: 600, clock: { now: () => newYorkToUtc(date, minutes) } });
    const [stock] = await demo.listSecurities({});
    const price = async (date: string, minutes: number) =>
      (await at(date, minutes).getQuotes({ symbols: [stock?.symbol ?? ''] }))[0]?.price;
    // Wednesday 2025-06-11: 10:00, 10:05 and 15:00 differ; 18:00 and 19:00 (after the close) are equal.
    const samples = [await price('2025-06-11', 600), await price('2025-06-11', 605), await price('2025-06-11', 900)];
    expect(new Set(samples).size).toBeGreaterThan(1);
    expect(await price('2025-06-11', 1080)).toBe(await price('2025-06-11', 1140));
    // Saturday shows Friday's close.
    expect(await price('2025-06-14', 700)).toBe(await price('2025-06-13', 1000));
  });

  it('follows the NYSE calendar: no bars on holidays, minute bars until 13:00 on early-close days', async () => {
    const [stock] = await demo.listSecurities({});
    const symbol = stock?.symbol ?? '';
    const dates = (await demo.getDailyHistory({ symbol, from: '2025-11-24', to: '2025-12-31' })).map((bar) => bar.date);
    expect(dates).not.toContain('2025-11-27');
    expect(dates).not.toContain('2025-12-25');
    expect(dates).toContain('2025-11-28');
    expect(dates).toContain('2025-12-24');
    // Monday 2025-12-01 after the close: the last two sessions are Wednesday 11-26 (full) and Friday 11-28 (early close).
    const after = createDemoProvider({ seed: SEED, stocks: 600, clock: { now: () => newYorkToUtc('2025-12-01', 8 * 60) } });
    const minutes = await after.getIntradayBars({ symbol, interval: '1min', from: '2025-11-01', to: '2025-12-31' });
    const perDay = (date: string) => minutes.filter((bar) => bar.timestamp.slice(0, 10) === date);
    expect(perDay('2025-11-26')).toHaveLength(390);
    expect(perDay('2025-11-28')).toHaveLength(210);
    expect(perDay('2025-11-28').at(-1)?.timestamp).toBe(newYorkToUtc('2025-11-28', 12 * 60 + 59).toISOString());
  });

  it('writes one 10-K per company and year with the standard Items from the company numbers', async () => {
    const [stock] = (await demo.listSecurities({})).filter((s) => s.type === 'stock');
    const symbol = stock?.symbol as string;
    const filings = await demo.listTenKFilings({ symbol, limit: 3 });
    expect(filings).toHaveLength(3);
    for (const filing of filings) expect(filing.accession).toMatch(/^[0-9]{10}-[0-9]{2}-[0-9]{6}$/);
    const document = await demo.getFilingDocument({ symbol, accession: filings[0]?.accession ?? '' });
    for (const item of ['Item 1. Business', 'Item 1A. Risk Factors', 'Item 7.', 'Item 7A.', 'Item 8.'])
      expect(document.html).toContain(item);
    const revenue = (await demo.getAnnualStatements({ symbol })).income[0]?.revenue ?? 0;
    expect(document.html).toContain((revenue / 1e6).toLocaleString('en-US', { maximumFractionDigits: 1 }));
  });

  it('fails unknown symbols with a not_found error', async () => {
    await expect(demo.getProfile({ symbol: 'NOPE1' })).rejects.toMatchObject({ kind: 'not_found', provider: 'demo' });
  });
});
