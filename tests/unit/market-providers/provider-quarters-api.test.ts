/**
 * GET /companies/AAPL/statements?period=quarterly|ttm when the market is Yahoo or FMP: a refresh
 * stores the provider's quarters and the API serves them labelled as Apple labels them, with
 * trailing twelve months summed from them. Against the recorded-response server: the recorded
 * annual answers, the hand-made quarterly ones of tests/fixtures/apple-quarterly-statements.ts.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  fmpQuarterlyBalance,
  fmpQuarterlyCashFlow,
  fmpQuarterlyIncome,
  recordedYahooAnnualBody,
  yahooQuarterlyBody,
  yahooTimeSeriesRoute,
} from '../../fixtures/apple-quarterly-bodies';
import { dataOf } from '../../support/api-results';
import { OWN_RECORDINGS_DIR, type RecordedServer, startRecordedServer } from '../../support/recorded-server';
import { signIn } from '../../support/sign-in';
import { type TestApp, createTestApp } from '../../support/test-app';

const M = 1_000_000;
/** How many years a refresh asks for (security-refresh.ts); the quarters come with one year more. */
const REFRESH_YEARS = 15;

let server: RecordedServer;
beforeAll(async () => {
  server = await startRecordedServer([OWN_RECORDINGS_DIR]);
});
afterAll(() => server.close());

const apple = (period: 'annual' | 'quarterly' | 'ttm') => ({ params: { path: { symbol: 'AAPL' }, query: { period } } });

async function refreshApple(testApp: TestApp) {
  const user = await signIn(testApp, { via: 'token' });
  const queued = dataOf(await testApp.api(user).POST('/companies/{symbol}/refresh', { params: { path: { symbol: 'AAPL' } } }), 202);
  // yahoo-finance2 prints the URL of each request the server has no recording for (news, bars); keep the output readable.
  const printed = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  try {
    expect(await testApp.deps.durableJobs.runDue(new AbortController().signal)).toBe(1);
  } finally {
    printed.mockRestore();
  }
  expect(await testApp.deps.durableJobs.find(queued.jobId)).toMatchObject({ status: 'done' });
}

/** What the API answers for FY2024's quarters and the trailing twelve months at its end, whoever the provider. */
async function expectAppleFy2024(testApp: TestApp, provider: 'yahoo' | 'fmp', fy2024End: string) {
  const quarterly = dataOf(await testApp.api().GET('/companies/{symbol}/statements', apple('quarterly')));
  expect(quarterly).toMatchObject({ period: 'quarterly', source: { provider } });
  const fy2024 = quarterly.incomeStatements.filter((row) => row.fiscalYear === '2024');
  expect(fy2024.map((row) => [row.period, row.fiscalQuarter, row.revenue, row.netIncome])).toEqual([
    ['Q4', 4, 94_930 * M, 14_736 * M],
    ['Q3', 3, 85_777 * M, 21_448 * M],
    ['Q2', 2, 90_753 * M, 23_636 * M],
    ['Q1', 1, 119_575 * M, 33_916 * M],
  ]);
  expect(quarterly.incomeStatements[0]).toMatchObject({ fiscalYear: '2025', period: 'Q1', revenue: 124_300 * M });
  const ttm = dataOf(await testApp.api().GET('/companies/{symbol}/statements', apple('ttm')));
  expect(ttm.incomeStatements.find((row) => row.date === fy2024End)).toMatchObject({
    period: 'TTM',
    fiscalYear: '2024',
    fiscalQuarter: 4,
    revenue: 391_035 * M,
    netIncome: 93_736 * M,
  });
  expect(ttm.cashFlowStatements.find((row) => row.date === fy2024End)).toMatchObject({ netCashProvidedByOperatingActivities: 118_254 * M });
}

describe('quarterly statements from Yahoo', () => {
  let testApp: TestApp;
  /** Mid-February 2025: a refresh asks for 2011-2025, and for quarters from 2010. */
  const now = new Date('2025-02-15T12:00:00Z');
  beforeAll(async () => {
    testApp = await createTestApp(
      { MARKET_DATA_PROVIDER: 'yahoo', YAHOO_BASE_URL: `${server.baseUrl}/yahoo` },
      { clock: { now: () => now } },
    );
    const nextYear = now.getUTCFullYear() + 1;
    const from = (years: number) => `${nextYear - years}-01-01`;
    for (const module of ['financials', 'balance-sheet', 'cash-flow'] as const) {
      server.add({
        ...yahooTimeSeriesRoute(module, 'annual', from(REFRESH_YEARS), `${nextYear}-01-01`),
        body: recordedYahooAnnualBody(module),
      });
      const quarters = yahooTimeSeriesRoute(module, 'quarterly', from(REFRESH_YEARS + 1), `${nextYear}-01-01`);
      server.add({ ...quarters, body: JSON.stringify(yahooQuarterlyBody(module)) });
    }
  });
  afterAll(() => testApp.close());

  it("serves Apple's FY2024 quarters and their trailing twelve months after a refresh", async () => {
    await refreshApple(testApp);
    await expectAppleFy2024(testApp, 'yahoo', '2024-09-30');
  });
});

describe('quarterly statements from FMP', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp({ MARKET_DATA_PROVIDER: 'fmp', FMP_API_KEY: 'test-key', FMP_BASE_URL: `${server.baseUrl}/fmp` });
    const query = { symbol: 'AAPL', period: 'quarter', limit: String((REFRESH_YEARS + 1) * 4) };
    server.add({ path: '/fmp/stable/income-statement', query, body: JSON.stringify(fmpQuarterlyIncome()) });
    server.add({ path: '/fmp/stable/balance-sheet-statement', query, body: JSON.stringify(fmpQuarterlyBalance()) });
    server.add({ path: '/fmp/stable/cash-flow-statement', query, body: JSON.stringify(fmpQuarterlyCashFlow()) });
  });
  afterAll(() => testApp.close());

  it("serves Apple's FY2024 quarters and their trailing twelve months after a refresh", async () => {
    await refreshApple(testApp);
    await expectAppleFy2024(testApp, 'fmp', '2024-09-28');
  });
});
