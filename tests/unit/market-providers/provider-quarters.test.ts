/**
 * Quarterly statements from Yahoo (fundamentals with type 'quarterly') and FMP (period=quarter):
 * Apple's fiscal quarters labelled as Apple labels them (the quarter ending in December is Q1 of
 * the fiscal year ending the next September), flows of each quarter alone, per-share figures
 * brought into today's shares as the annual rows are, and annual statements that survive a
 * failed quarterly request. The annual answers are the recorded ones (tests/fixtures/market);
 * the quarterly ones are hand-made in their shape (tests/fixtures/apple-quarterly-statements.ts).
 */
import { describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../../../server/config';
import { createFmpProvider } from '../../../server/providers/market/fmp/fmp-provider';
import type { AnnualStatements } from '../../../server/providers/market/types';
import { fiscalQuarterOf } from '../../../server/providers/market/yahoo/yahoo-fiscal-quarters';
import { createYahooProvider } from '../../../server/providers/market/yahoo/yahoo-provider';
import {
  fmpQuarterlyBalance,
  fmpQuarterlyCashFlow,
  fmpQuarterlyIncome,
  yahooQuarterlyBody,
  yahooTimeSeriesRoute,
} from '../../fixtures/apple-quarterly-bodies';
import { APPLE_FY2020_QUARTERS } from '../../fixtures/apple-quarterly-statements';
import {
  FMP_INCOME_ROWS,
  FMP_SPLITS_AAPL,
  YAHOO_EMPTY_TIMESERIES,
  YAHOO_SPLIT_CHART,
  yahooFinancialsBody,
} from '../../fixtures/apple-split-statements';
import { OWN_RECORDINGS_DIR, type RecordedServer } from '../../support/recorded-server';
import { useRecordedServer } from './provider-test-kit';

const B = 1_000_000_000;
const M = 1_000_000;
type Module = 'financials' | 'balance-sheet' | 'cash-flow';
const MODULES: readonly Module[] = ['financials', 'balance-sheet', 'cash-flow'];

/** The periods of a statement list as [period, fiscalQuarter, fiscalYear, date]. */
const labels = (rows: AnnualStatements['income']) => rows.map((row) => [row.period, row.fiscalQuarter, row.fiscalYear, row.date]);
const sum = (values: Array<number | null | undefined>) => values.reduce<number>((total, value) => total + (value ?? 0), 0);

function quarter(statements: AnnualStatements, fiscalYear: string, period: string) {
  const found = statements.quarterly?.income.find((row) => row.fiscalYear === fiscalYear && row.period === period);
  if (!found) throw new Error(`no FY${fiscalYear} ${period} among ${JSON.stringify(labels(statements.quarterly?.income ?? []))}`);
  return found;
}

/** FY2024's four quarters (Q1 ending December 2023) and the quarters either side, newest first. */
const APPLE_YAHOO_QUARTERS = [
  ['Q1', 1, '2025', '2024-12-31'],
  ['Q4', 4, '2024', '2024-09-30'],
  ['Q3', 3, '2024', '2024-06-30'],
  ['Q2', 2, '2024', '2024-03-31'],
  ['Q1', 1, '2024', '2023-12-31'],
  ['Q4', 4, '2023', '2023-09-30'],
];

/** FY2024's quarters add up to the year: three-month flows, not year-to-date ones. */
function expectQuartersMakeTheYear(statements: AnnualStatements) {
  const fy2024 = (rows: Array<{ fiscalYear: string }>) => rows.filter((row) => row.fiscalYear === '2024');
  const income = fy2024(statements.quarterly?.income ?? []) as AnnualStatements['income'];
  const cashFlow = fy2024(statements.quarterly?.cashFlow ?? []) as AnnualStatements['cashFlow'];
  expect(income.map((row) => row.revenue)).toEqual([94_930 * M, 85_777 * M, 90_753 * M, 119_575 * M]);
  expect(sum(income.map((row) => row.revenue))).toBe(391_035 * M);
  expect(sum(income.map((row) => row.netIncome))).toBe(93_736 * M);
  expect(sum(cashFlow.map((row) => row.netCashProvidedByOperatingActivities))).toBe(118_254 * M);
  expect(sum(cashFlow.map((row) => row.dividendsPaid))).toBe(-15_234 * M);
}

describe("a Yahoo quarter's fiscal label, from the fiscal years' ends", () => {
  const apple = [
    { date: '2023-09-30', fiscalYear: '2023' },
    { date: '2024-09-28', fiscalYear: '2024' },
  ];
  /** Snowflake's years end on 31 January and are named by that year (the year ending January 2025 is FY2025). */
  const snowflake = [
    { date: '2024-01-31', fiscalYear: '2024' },
    { date: '2025-01-31', fiscalYear: '2025' },
  ];

  it('counts quarters back from the year end at or after the quarter, and on from the newest one', () => {
    expect(fiscalQuarterOf('2023-12-31', apple)).toEqual({ fiscalYear: '2024', fiscalQuarter: 1 });
    expect(fiscalQuarterOf('2024-09-30', apple)).toEqual({ fiscalYear: '2024', fiscalQuarter: 4 });
    expect(fiscalQuarterOf('2025-03-31', apple)).toEqual({ fiscalYear: '2025', fiscalQuarter: 2 });
    expect(fiscalQuarterOf('2022-12-31', apple)).toEqual({ fiscalYear: '2023', fiscalQuarter: 1 });
    expect(fiscalQuarterOf('2022-09-30', apple)).toEqual({ fiscalYear: '2022', fiscalQuarter: 4 });
    expect(fiscalQuarterOf('2024-04-30', snowflake)).toEqual({ fiscalYear: '2025', fiscalQuarter: 1 });
    expect(fiscalQuarterOf('2025-10-31', snowflake)).toEqual({ fiscalYear: '2026', fiscalQuarter: 3 });
  });

  it("puts a 52/53-week quarter ending in a month's first days in the month before", () => {
    expect(fiscalQuarterOf('2023-07-01', apple)).toEqual({ fiscalYear: '2023', fiscalQuarter: 3 });
  });

  it('leaves a quarter unlabelled when no year end places it', () => {
    expect(fiscalQuarterOf('2024-02-29', apple)).toBeNull();
    expect(fiscalQuarterOf('2024-03-31', [])).toBeNull();
  });
});

describe('Yahoo quarterly fundamentals', () => {
  const server = useRecordedServer([OWN_RECORDINGS_DIR]);
  /** The recorded annual fundamentals were asked for 2022-2024 from within 2024. */
  const NOW = new Date('2024-06-01T00:00:00Z');

  function yahooAt(now: Date) {
    const config = loadConfig({ YAHOO_BASE_URL: `${server.current.baseUrl}/yahoo` });
    return createYahooProvider({ ...config.marketData, timeoutMs: 5000 }, { clock: { now: () => now } });
  }

  function serveSplitChart(recorded: RecordedServer, now: Date) {
    const query = { useYfid: 'true', interval: '1mo', includePrePost: 'true', events: 'split', lang: 'en-US', period1: '0' };
    recorded.add({
      path: '/yahoo/v8/finance/chart/AAPL',
      query: { ...query, period2: String(now.getTime() / 1000) },
      body: JSON.stringify(YAHOO_SPLIT_CHART),
    });
  }

  /** Quarters are asked for a year further back than the years: 2021 to 2024 beside the annual 2022 to 2024. */
  function serveAppleQuarters(recorded: RecordedServer) {
    for (const module of MODULES) {
      recorded.add({
        ...yahooTimeSeriesRoute(module, 'quarterly', '2021-01-01', '2025-01-01'),
        body: JSON.stringify(yahooQuarterlyBody(module)),
      });
    }
  }

  it("labels Apple's quarters by its fiscal year (ending in September) and maps their figures", async () => {
    serveAppleQuarters(server.current);
    serveSplitChart(server.current, NOW);
    const statements = await yahooAt(NOW).getAnnualStatements({ symbol: 'AAPL', limit: 3 });
    expect(statements.income.map((row) => row.fiscalYear)).toEqual(['2024', '2023', '2022']);
    expect(statements.income[0]?.fiscalQuarter).toBeUndefined();
    for (const rows of [statements.quarterly?.income, statements.quarterly?.balance, statements.quarterly?.cashFlow]) {
      expect(labels(rows ?? [])).toEqual(APPLE_YAHOO_QUARTERS);
    }
    expect(quarter(statements, '2024', 'Q1')).toMatchObject({
      reportedCurrency: 'USD',
      revenue: 119_575 * M,
      costOfRevenue: 64_720 * M,
      grossProfit: 54_855 * M,
      operatingIncome: 40_373 * M,
      netIncome: 33_916 * M,
      eps: 2.19,
      epsDiluted: 2.18,
      weightedAverageSHSOut: 15_509_763_000,
      weightedAverageSHSOutDil: 15_576_641_000,
      // Reported after Apple's last split (2020): nothing to adjust.
      splitAdjusted: false,
      splitFactor: 1,
    });
    expect(statements.quarterly?.balance.find((row) => row.date === '2024-03-31')).toMatchObject({
      fiscalQuarter: 2,
      totalAssets: 337_411 * M,
      totalLiabilities: 263_217 * M,
      totalStockholdersEquity: 74_194 * M,
      totalDebt: 104_590 * M,
    });
    expect(statements.quarterly?.cashFlow.find((row) => row.date === '2024-06-30')).toMatchObject({
      netCashProvidedByOperatingActivities: 28_858 * M,
      capitalExpenditure: -2_151 * M,
      freeCashFlow: 26_707 * M,
    });
    expectQuartersMakeTheYear(statements);
    const asked = server.current.requests.filter((url) => url.includes('/fundamentals-timeseries/'));
    expect(asked.filter((url) => url.includes('type=quarterly'))).toHaveLength(3);
    expect(asked.filter((url) => url.includes('type=annual'))).toHaveLength(3);
  });

  it('serves the annual statements without quarters when a quarterly request fails', async () => {
    serveAppleQuarters(server.current);
    server.current.add({ ...yahooTimeSeriesRoute('financials', 'quarterly', '2021-01-01', '2025-01-01'), status: 500, body: '{}' });
    // yahoo-finance2 prints the URL of a failed request to the console; keep the test output readable.
    const printed = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const statements = await yahooAt(NOW)
      .getAnnualStatements({ symbol: 'AAPL', limit: 3 })
      .finally(() => printed.mockRestore());
    expect(statements.quarterly).toBeUndefined();
    expect(statements.income[0]).toMatchObject({ fiscalYear: '2024', revenue: 391_035 * M, netIncome: 93_736 * M });
    expect(statements.balance[0]).toMatchObject({ totalAssets: 364_980 * M });
  });

  it("adjusts the per-share figures of quarters reported before Apple's 2020 split, as it does the years'", async () => {
    const before = new Date('2020-12-01T00:00:00Z');
    for (const module of MODULES) {
      const annual = module === 'financials' ? yahooFinancialsBody() : YAHOO_EMPTY_TIMESERIES;
      const quarters = module === 'financials' ? yahooQuarterlyBody(module, APPLE_FY2020_QUARTERS) : YAHOO_EMPTY_TIMESERIES;
      server.current.add({ ...yahooTimeSeriesRoute(module, 'annual', '2017-01-01', '2021-01-01'), body: JSON.stringify(annual) });
      server.current.add({ ...yahooTimeSeriesRoute(module, 'quarterly', '2016-01-01', '2021-01-01'), body: JSON.stringify(quarters) });
    }
    serveSplitChart(server.current, before);
    const statements = await yahooAt(before).getAnnualStatements({ symbol: 'AAPL', limit: 4 });
    expect(labels(statements.quarterly?.income ?? [])).toEqual([
      ['Q4', 4, '2020', '2020-09-30'],
      ['Q3', 3, '2020', '2020-06-30'],
      ['Q2', 2, '2020', '2020-03-31'],
      ['Q1', 1, '2020', '2019-12-31'],
    ]);
    expect(quarter(statements, '2020', 'Q3')).toMatchObject({
      epsDiluted: 0.645,
      weightedAverageSHSOutDil: 17_419_152_000,
      netIncome: 11_253 * M,
      splitAdjusted: true,
      splitFactor: 4,
      asReported: { epsDiluted: 2.58, weightedAverageSHSOutDil: 4_354_788_000 },
    });
    // The fourth quarter is reported in the 10-K of late October, after the split.
    expect(quarter(statements, '2020', 'Q4')).toMatchObject({ revenue: 64_698 * M, splitAdjusted: false, splitFactor: 1 });
  });
});

describe('FMP quarterly statements', () => {
  const server = useRecordedServer([OWN_RECORDINGS_DIR]);
  const clock = { now: () => new Date('2025-02-15T00:00:00Z') };

  function fmp() {
    const config = loadConfig({ FMP_API_KEY: 'test-key-123', FMP_BASE_URL: `${server.current.baseUrl}/fmp` });
    return createFmpProvider({ ...config.marketData, timeoutMs: 2000 }, { clock });
  }

  /** `limit` years of quarters and the year in progress: 8 beside the recorded single year. */
  function serveQuarters(recorded: RecordedServer, limit: number, bodies: { income: unknown; balance: unknown; cashFlow: unknown }) {
    const query = { symbol: 'AAPL', period: 'quarter', limit: String(limit) };
    recorded.add({ path: '/fmp/stable/income-statement', query, body: JSON.stringify(bodies.income) });
    recorded.add({ path: '/fmp/stable/balance-sheet-statement', query, body: JSON.stringify(bodies.balance) });
    recorded.add({ path: '/fmp/stable/cash-flow-statement', query, body: JSON.stringify(bodies.cashFlow) });
  }

  const appleQuarters = { income: fmpQuarterlyIncome(), balance: fmpQuarterlyBalance(), cashFlow: fmpQuarterlyCashFlow() };

  it("takes Apple's quarters with FMP's own labels and figures", async () => {
    serveQuarters(server.current, 8, appleQuarters);
    server.current.add({ path: '/fmp/stable/splits', query: { symbol: 'AAPL' }, body: JSON.stringify(FMP_SPLITS_AAPL) });
    const statements = await fmp().getAnnualStatements({ symbol: 'AAPL', limit: 1 });
    expect(statements.income[0]).toMatchObject({ fiscalYear: '2024', period: 'FY', revenue: 391_035 * M });
    expect(statements.income[0]?.fiscalQuarter).toBeUndefined();
    const expected = [
      ['Q1', 1, '2025', '2024-12-28'],
      ['Q4', 4, '2024', '2024-09-28'],
      ['Q3', 3, '2024', '2024-06-29'],
      ['Q2', 2, '2024', '2024-03-30'],
      ['Q1', 1, '2024', '2023-12-30'],
      ['Q4', 4, '2023', '2023-09-30'],
    ];
    for (const rows of [statements.quarterly?.income, statements.quarterly?.balance, statements.quarterly?.cashFlow]) {
      expect(labels(rows ?? [])).toEqual(expected);
    }
    expect(quarter(statements, '2024', 'Q2')).toMatchObject({
      revenue: 90_753 * M,
      netIncome: 23_636 * M,
      epsDiluted: 1.53,
      weightedAverageSHSOutDil: 15_464_709_000,
      splitAdjusted: false,
      splitFactor: 1,
    });
    // FMP's row has no fourth-quarter EPS here: left empty, not zero.
    expect(quarter(statements, '2024', 'Q4')).toMatchObject({ netIncome: 14_736 * M, epsDiluted: null });
    expect(statements.quarterly?.balance.find((row) => row.date === '2024-12-28')).toMatchObject({ totalAssets: 344_085 * M });
    expectQuartersMakeTheYear(statements);
  });

  it('serves the annual statements without quarters when the plan refuses quarterly statements', async () => {
    serveQuarters(server.current, 8, appleQuarters);
    server.current.add({
      path: '/fmp/stable/income-statement',
      query: { symbol: 'AAPL', period: 'quarter', limit: '8' },
      status: 402,
      body: '{"Error Message":"Premium Query Parameter: period=quarter is not available under your current subscription"}',
    });
    const statements = await fmp().getAnnualStatements({ symbol: 'AAPL', limit: 1 });
    expect(statements.quarterly).toBeUndefined();
    expect(statements.income[0]).toMatchObject({ date: '2024-09-28', revenue: 391_035 * M, epsDiluted: 6.08 });
    expect(statements.cashFlow[0]).toMatchObject({ freeCashFlow: 108_807 * M });
  });

  it('marks quarters filed before the 2020 split with its factor, and the fourth (in the 10-K, after it) with none', async () => {
    const annualQuery = { symbol: 'AAPL', period: 'annual', limit: '4' };
    server.current.add({ path: '/fmp/stable/income-statement', query: annualQuery, body: JSON.stringify(FMP_INCOME_ROWS) });
    server.current.add({ path: '/fmp/stable/balance-sheet-statement', query: annualQuery, body: '[]' });
    server.current.add({ path: '/fmp/stable/cash-flow-statement', query: annualQuery, body: '[]' });
    serveQuarters(server.current, 20, { income: fmpQuarterlyIncome(APPLE_FY2020_QUARTERS), balance: [], cashFlow: [] });
    server.current.add({ path: '/fmp/stable/splits', query: { symbol: 'AAPL' }, body: JSON.stringify(FMP_SPLITS_AAPL) });
    const statements = await fmp().getAnnualStatements({ symbol: 'AAPL', limit: 4 });
    // FMP's figures are in today's shares already: kept as served, with the factor they carry.
    expect(quarter(statements, '2020', 'Q3')).toMatchObject({
      weightedAverageSHSOutDil: 17_419_152_000,
      splitAdjusted: true,
      splitFactor: 4,
    });
    expect(quarter(statements, '2020', 'Q3').epsDiluted).toBeCloseTo(0.65, 2);
    expect(quarter(statements, '2020', 'Q4')).toMatchObject({ splitAdjusted: false, splitFactor: 1 });
    expect(statements.quarterly?.balance).toEqual([]);
    expect(statements.quarterly?.income.every((row) => (row.revenue ?? 0) > 50 * B)).toBe(true);
  });
});
