/**
 * GET /companies/{symbol}/statements?period=annual|quarterly|ttm through the SEC provider on
 * Apple's recorded company facts (tests/fixtures/sec-apple): fiscal quarters labelled as Apple
 * labels them, the fourth as the year less the first three, trailing twelve months as the sum of
 * four quarters, split-adjusted per-share figures with the split events, quarterly chart points.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVAL_FIXTURES } from '../../scripts/support/ai-eval/eval-issuers';
import { MarketSync } from '../../server/services/market/sync/market-background-sync';
import { dataOf, errorOf } from '../support/api-results';
import { signIn } from '../support/sign-in';
import { type RecordedServer, keylessProviderSettings, startRecordedServer } from '../support/recorded-server';
import { createTestApp, type TestApp } from '../support/test-app';

let recorded: RecordedServer;
let app: TestApp;

beforeAll(async () => {
  recorded = await startRecordedServer([EVAL_FIXTURES]);
  app = await createTestApp({ MARKET_DATA_PROVIDER: 'sec', ...keylessProviderSettings(recorded.baseUrl) });
  const { db, marketData, logger } = app.deps;
  await new MarketSync({ db, marketData, logger, clock: { now: () => new Date() } }, { batchSize: 10 }).tick(new AbortController().signal);
});
afterAll(async () => {
  await app.close();
  await recorded.close();
});

const STORED_NVDA_QUOTE = {
  symbol: 'NVDA',
  name: 'NVIDIA Corporation',
  price: 182.5,
  change: 1.5,
  changePercent: 0.83,
  volume: 150_000_000,
  open: 181,
  previousClose: 181,
  dayHigh: 183,
  dayLow: 180.2,
  yearHigh: 212.2,
  yearLow: 86.6,
  averageVolume: 180_000_000,
  marketCap: 4_440_000_000_000,
};

const statements = async (period?: 'annual' | 'quarterly' | 'ttm') =>
  dataOf(await app.api().GET('/companies/{symbol}/statements', { params: { path: { symbol: 'AAPL' }, query: period ? { period } : {} } }));

describe('statements by period', () => {
  it('answers fiscal years by default, per-share figures adjusted for the splits it lists', async () => {
    const annual = await statements();
    expect(annual.period).toBe('annual');
    expect(annual.splits).toEqual([
      { date: '2014-06-06', ratio: 7 },
      { date: '2020-08-28', ratio: 4 },
    ]);
    const fy2017 = annual.incomeStatements.find((row) => row.fiscalYear === '2017');
    expect(fy2017).toMatchObject({
      period: 'FY',
      epsDiluted: 2.3025,
      splitAdjusted: true,
      splitFactor: 4,
      asReported: { epsDiluted: 9.21 },
    });
    const fy2017Balance = annual.balanceSheets.find((row) => row.fiscalYear === '2017');
    expect((fy2017Balance?.cashAndCashEquivalents ?? 0) + (fy2017Balance?.shortTermInvestments ?? 0)).toBe(74_181_000_000);
  });

  it("answers Apple's FY2024 quarters with the fourth derived from the year", async () => {
    const quarterly = await statements('quarterly');
    expect(quarterly.period).toBe('quarterly');
    const fy2024 = quarterly.incomeStatements.filter((row) => row.fiscalYear === '2024');
    expect(fy2024.map((row) => [row.period, row.fiscalQuarter, row.date, row.revenue])).toEqual([
      ['Q4', 4, '2024-09-28', 94_930_000_000],
      ['Q3', 3, '2024-06-29', 85_777_000_000],
      ['Q2', 2, '2024-03-30', 90_753_000_000],
      ['Q1', 1, '2023-12-30', 119_575_000_000],
    ]);
    const q2Balance = quarterly.balanceSheets.find((row) => row.fiscalYear === '2024' && row.period === 'Q2');
    expect(q2Balance?.date).toBe('2024-03-30');
    expect(q2Balance?.totalAssets).toBeGreaterThan(0);
  });

  it('answers trailing twelve months as the sum of four quarters, balances as of the last', async () => {
    const [quarterly, ttm] = await Promise.all([statements('quarterly'), statements('ttm')]);
    expect(ttm.period).toBe('ttm');
    const atFy2024 = ttm.incomeStatements.find((row) => row.date === '2024-09-28');
    expect(atFy2024).toMatchObject({
      period: 'TTM',
      fiscalYear: '2024',
      fiscalQuarter: 4,
      revenue: 391_035_000_000,
      netIncome: 93_736_000_000,
    });
    const latest = ttm.incomeStatements[0];
    const lastFour = quarterly.incomeStatements.slice(0, 4);
    expect(latest?.date).toBe(lastFour[0]?.date);
    expect(latest?.revenue).toBe(lastFour.reduce((sum, row) => sum + (row.revenue ?? 0), 0));
    expect(ttm.balanceSheets[0]?.totalAssets).toBe(quarterly.balanceSheets[0]?.totalAssets);
  });

  it('draws quarterly points on the financial chart, labelled by fiscal quarter', async () => {
    const chart = dataOf(
      await app.api().GET('/companies/{symbol}/financials/chart', { params: { path: { symbol: 'AAPL' }, query: { period: 'quarterly' } } }),
    );
    expect(chart.labels).toContain('FY2024 Q4');
    const revenue = chart.datasets.find((set) => set.label === 'Revenue');
    expect(revenue?.data[chart.labels.indexOf('FY2024 Q4')]).toBe(94_930);
  });

  it("divides the P/E by the trailing twelve months' diluted EPS when they end after the latest fiscal year, and names that period", async () => {
    const ttm = await statements('ttm');
    const company = dataOf(await app.api().GET('/companies/{symbol}', { params: { path: { symbol: 'AAPL' } } }));
    // Apple's 10-Q for the quarter ended 27 December 2025 came after its FY2025 10-K: FY2025's $7.46 less
    // FY2025 Q1's $2.40 plus FY2026 Q1's $2.84.
    expect(company.peBasis).toMatchObject({ epsPeriod: 'TTM', epsFiscalYear: '2026', epsFiscalQuarter: 1, epsPeriodEnd: '2025-12-27' });
    expect(company.eps).toBe(7.9);
    expect(ttm.incomeStatements[0]).toMatchObject({ date: '2025-12-27', epsDiluted: 7.9 });
  });

  it("measures the screener's growth rates over trailing twelve months five years apart, and names the period", async () => {
    const ttm = await statements('ttm');
    const user = await signIn(app, { via: 'token' });
    const screen = dataOf(await app.api(user).GET('/screen', { params: { query: { limit: 50 } } }));
    const apple = screen.results.find((row) => row.ticker === 'AAPL');
    expect(apple?.growthPeriod).toBe('TTM FY2026 Q1');
    const revenueOf = (fiscalYear: string) =>
      ttm.incomeStatements.find((row) => row.fiscalYear === fiscalYear && row.fiscalQuarter === 1)?.revenue ?? Number.NaN;
    // The twelve months to December 2025 against those to December 2020.
    expect(apple?.revenueGrowth).toBeCloseTo((revenueOf('2026') / revenueOf('2021')) ** (1 / 5) - 1, 12);
    expect(revenueOf('2021')).toBeGreaterThan(0);
    // The overview's growth figures are the same, and say the same period.
    const company = dataOf(await app.api().GET('/companies/{symbol}', { params: { path: { symbol: 'AAPL' } } }));
    expect(company).toMatchObject({ growthPeriod: 'TTM FY2026 Q1', revenueGrowth: apple?.revenueGrowth });
  });

  it('reads ROIC on the trailing twelve months and the balance sheet at their end, debt to equity on that balance sheet', async () => {
    const [ttm, quarterly] = await Promise.all([statements('ttm'), statements('quarterly')]);
    const income = ttm.incomeStatements[0];
    const balance = quarterly.balanceSheets[0];
    // The twelve months to 27 December 2025 (FY2026 Q1), which end after FY2025 (27 September 2025).
    expect([income?.date, balance?.date, balance?.period]).toEqual(['2025-12-27', '2025-12-27', 'Q1']);
    const operatingIncome = income?.operatingIncome ?? Number.NaN;
    const taxRate = (income?.incomeTaxExpense ?? Number.NaN) / (income?.incomeBeforeTax ?? Number.NaN);
    const debt = (balance?.shortTermDebt ?? Number.NaN) + (balance?.longTermDebt ?? Number.NaN);
    const equity = balance?.totalStockholdersEquity ?? Number.NaN;
    const investedCapital = debt + equity - (balance?.cashAndCashEquivalents ?? Number.NaN);
    const expectedRoic = (operatingIncome * (1 - taxRate)) / investedCapital;
    expect(expectedRoic).toBeCloseTo(0.8825, 4);
    const user = await signIn(app, { via: 'token' });
    const screen = dataOf(await app.api(user).GET('/screen', { params: { query: { limit: 50 } } }));
    const apple = screen.results.find((row) => row.ticker === 'AAPL');
    expect(apple?.roic).toBeCloseTo(expectedRoic, 12);
    expect(apple?.debtToEquity).toBeCloseTo(debt / equity, 12);
    // Named on the screen, the same period as the P/E's.
    expect(apple).toMatchObject({ roicPeriod: 'TTM FY2026 Q1', pePeriod: 'TTM FY2026 Q1' });
    const company = dataOf(await app.api().GET('/companies/{symbol}', { params: { path: { symbol: 'AAPL' } } }));
    expect(company).toMatchObject({ roic: apple?.roic, roicPeriod: 'TTM FY2026 Q1', debtToEquity: apple?.debtToEquity });
    // The overview's yearly table keeps FY2025's own ROIC (82.3%).
    expect(company.yearlyData[0]).toMatchObject({ year: 2025 });
    expect(company.yearlyData[0]?.roic).toBeCloseTo(0.8228, 4);
  });

  it('answers a price request on SEC EDGAR alone with a 404 that says why, not a provider failure to retry', async () => {
    errorOf(
      await app.api().GET('/stocks/{symbol}/price', { params: { path: { symbol: 'AAPL' } } }),
      404,
      'No price: the configured market data sources do not give prices (SEC EDGAR gives filings and statements only). Adding Yahoo Finance (MARKET_DATA_PROVIDER=sec,yahoo) brings them.',
    );
  });

  it('answers a batch of prices on SEC EDGAR alone with the stored ones (none here), not a provider failure', async () => {
    const prices = (tickers: string[]) => app.api().POST('/stocks/prices', { body: { tickers } });
    expect(dataOf(await prices(['AAPL', 'NVDA'])).prices).toEqual([]);
    // A quote kept from an earlier run with Yahoo Finance configured is the one price there is.
    await app.deps.db
      .insertInto('quotes')
      .values({ ...STORED_NVDA_QUOTE, provider: 'yahoo', asOf: '2026-11-20T21:00:00.000Z', quotedAt: '2026-11-20T21:00:00.000Z' })
      .execute();
    try {
      const [nvda, ...others] = dataOf(await prices(['aapl', 'nvda'])).prices;
      expect(others).toEqual([]);
      expect(nvda).toMatchObject({ ticker: 'NVDA', price: 182.5, source: { provider: 'yahoo' } });
      expect(dataOf(await app.api().GET('/stocks/{symbol}/price', { params: { path: { symbol: 'NVDA' } } }))).toMatchObject({
        price: 182.5,
      });
    } finally {
      await app.deps.db.deleteFrom('quotes').where('symbol', '=', 'NVDA').execute();
    }
  });

  it('refuses a period it does not know', async () => {
    const response = await app
      .api()
      .GET('/companies/{symbol}/statements', { params: { path: { symbol: 'AAPL' }, query: { period: 'weekly' as never } } });
    expect(response.response.status).toBe(422);
  });
});

describe('a later pass without a newer 10-K', () => {
  it('recomputes the figures from the stored years and quarters: P/E, growth and ROIC stay on the trailing twelve months', async () => {
    const metrics = () =>
      app.db
        .selectFrom('company_metrics')
        .select(['eps', 'epsBasis', 'growthBasis', 'revenueGrowth', 'roic', 'roicBasis', 'debtToEquity'])
        .where('symbol', '=', 'AAPL')
        .executeTakeFirstOrThrow();
    const before = await metrics();
    expect(JSON.parse(before.roicBasis ?? 'null')).toMatchObject({ period: 'TTM', fiscalYear: '2026', fiscalQuarter: 1 });
    await app.db.updateTable('market_sync').set({ lastPassFinishedAt: '2000-01-01T00:00:00.000Z' }).execute();
    const requestsBefore = recorded.requests.length;
    const { db, marketData, logger } = app.deps;
    await new MarketSync({ db, marketData, logger, clock: { now: () => new Date() } }, { batchSize: 10 }).tick(
      new AbortController().signal,
    );
    // The statements were current (no company facts fetched), and the figures did not fall back to the fiscal year.
    expect(recorded.requests.slice(requestsBefore).filter((request) => request.includes('/companyfacts/CIK0000320193'))).toEqual([]);
    expect(await metrics()).toEqual(before);
  });
});
