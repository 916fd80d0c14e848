/**
 * A refresh stores every part that came back: against the local recorded-response server, a
 * Yahoo refresh whose annual statements fail (they are not recorded for this year's request)
 * still stores Apple's profile and price, and the company answers 200 saying its statements
 * failed; an FMP statements 404 is recorded as a failure and keeps the statements stored before.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OWN_RECORDINGS_DIR, type RecordedServer, startRecordedServer } from '../support/recorded-server';
import { dataOf } from '../support/api-results';
import { type SignedIn, signIn } from '../support/sign-in';
import { type TestApp, createTestApp } from '../support/test-app';

let server: RecordedServer;
beforeAll(async () => {
  server = await startRecordedServer([OWN_RECORDINGS_DIR]);
});
afterAll(() => server.close());

async function refresh(testApp: TestApp, user: SignedIn, symbol: string) {
  const queued = dataOf(await testApp.api(user).POST('/companies/{symbol}/refresh', bySymbol(symbol)), 202);
  expect(await testApp.deps.durableJobs.runDue(new AbortController().signal)).toBe(1);
  return testApp.deps.durableJobs.find(queued.jobId);
}

const bySymbol = (symbol: string) => ({ params: { path: { symbol } } });
const company = (testApp: TestApp) => testApp.api().GET('/companies/{symbol}', bySymbol('AAPL'));
const statements = async (testApp: TestApp) => dataOf(await testApp.api().GET('/companies/{symbol}/statements', bySymbol('AAPL')));

describe('a Yahoo refresh whose statements fail', () => {
  let testApp: TestApp;
  let user: SignedIn;
  beforeAll(async () => {
    testApp = await createTestApp({ MARKET_DATA_PROVIDER: 'yahoo', YAHOO_BASE_URL: `${server.baseUrl}/yahoo` });
    user = await signIn(testApp, { via: 'token' });
  });
  afterAll(() => testApp.close());

  it('stores the profile and the price, and the company answers 200 with the failure named', async () => {
    expect((await company(testApp)).response.status).toBe(404);
    expect(await refresh(testApp, user, 'AAPL')).toMatchObject({ status: 'done' });
    const answer = dataOf(await company(testApp));
    expect(answer).toMatchObject({ symbol: 'AAPL', companyName: 'Apple Inc.', yearlyData: [] });
    expect(answer.price).toBeGreaterThan(0);
    expect(answer.sources?.profile).toMatchObject({ provider: 'yahoo', label: 'Yahoo Finance' });
    expect(answer.sources?.quote).toMatchObject({ provider: 'yahoo' });
    // A failed fetch is not a company without history: growth says the statements did not arrive.
    const notFetched = 'Not available (the statements could not be fetched yet)';
    expect(answer.growthNotes).toEqual({ revenueGrowth: notFetched, epsGrowth: notFetched, fcfGrowth: notFetched });
    const parts = await testApp.db
      .selectFrom('market_parts')
      .selectAll()
      .where('symbol', '=', 'AAPL')
      .where('part', '=', 'statements')
      .executeTakeFirstOrThrow();
    expect(parts).toMatchObject({ provider: null, asOf: null, lastError: expect.stringContaining('Yahoo Finance') });
  });
});

describe('an FMP statements 404', () => {
  let testApp: TestApp;
  let user: SignedIn;
  beforeAll(async () => {
    testApp = await createTestApp({ MARKET_DATA_PROVIDER: 'fmp', FMP_API_KEY: 'test-key', FMP_BASE_URL: `${server.baseUrl}/fmp` });
    user = await signIn(testApp, { via: 'token' });
  });
  afterAll(() => testApp.close());

  it('is recorded as the statements failure and keeps the statements stored before', async () => {
    expect(await refresh(testApp, user, 'AAPL')).toMatchObject({ status: 'done' });
    const before = await statements(testApp);
    expect(before.incomeStatements.length).toBeGreaterThan(0);

    server.add({
      path: '/fmp/stable/income-statement',
      query: { symbol: 'AAPL', period: 'annual', limit: '15' },
      status: 404,
      body: '{"Error Message":"Not found"}',
    });
    expect(await refresh(testApp, user, 'AAPL')).toMatchObject({ status: 'done' });
    const after = await statements(testApp);
    expect(after.incomeStatements).toEqual(before.incomeStatements);
    const answer = dataOf(await company(testApp));
    expect(answer.sources?.statements).toMatchObject({
      provider: 'fmp',
      lastError: expect.stringContaining('Financial Modeling Prep'),
      lastErrorAt: expect.any(String),
    });
    expect(answer.sources?.profile).toBeDefined();
    expect(answer.sources?.profile?.lastError).toBeUndefined();
  });
});
