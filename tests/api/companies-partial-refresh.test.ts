/**
 * A refresh stores every part that came back: against the local recorded-response server, a
 * Yahoo refresh whose annual statements fail (they are not recorded for this year's request)
 * still stores Apple's profile and price, and the company answers 200 saying its statements
 * failed; an FMP statements 404 is recorded as a failure and keeps the statements stored before.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OWN_RECORDINGS_DIR, type RecordedServer, startRecordedServer } from '../support/recorded-server';
import { type SignedIn, signIn } from '../support/sign-in';
import { type TestApp, createTestApp } from '../support/test-app';

let server: RecordedServer;
beforeAll(async () => {
  server = await startRecordedServer([OWN_RECORDINGS_DIR]);
});
afterAll(() => server.close());

async function refresh(testApp: TestApp, user: SignedIn, symbol: string) {
  const queued = await testApp.request(`/api/v1/companies/${symbol}/refresh`, { method: 'POST', headers: user.headers });
  expect(queued.status).toBe(202);
  expect(await testApp.deps.durableJobs.runDue(new AbortController().signal)).toBe(1);
  return testApp.deps.durableJobs.find((await queued.json()).jobId);
}

describe('a Yahoo refresh whose statements fail', () => {
  let testApp: TestApp;
  let user: SignedIn;
  beforeAll(async () => {
    testApp = await createTestApp({ MARKET_DATA_PROVIDER: 'yahoo', YAHOO_BASE_URL: `${server.baseUrl}/yahoo` });
    user = await signIn(testApp, { via: 'token' });
  });
  afterAll(() => testApp.close());

  it('stores the profile and the price, and the company answers 200 with the failure named', async () => {
    expect((await testApp.request('/api/v1/companies/AAPL')).status).toBe(404);
    expect(await refresh(testApp, user, 'AAPL')).toMatchObject({ status: 'done' });
    const response = await testApp.request('/api/v1/companies/AAPL');
    expect(response.status).toBe(200);
    const company = await response.json();
    expect(company).toMatchObject({ symbol: 'AAPL', companyName: 'Apple Inc.', yearlyData: [] });
    expect(company.price).toBeGreaterThan(0);
    expect(company.sources.profile).toMatchObject({ provider: 'yahoo', label: 'Yahoo Finance' });
    expect(company.sources.quote).toMatchObject({ provider: 'yahoo' });
    const parts = await testApp.db
      .selectFrom('market_parts')
      .selectAll()
      .where('symbol', '=', 'AAPL')
      .where('part', '=', 'statements')
      .executeTakeFirstOrThrow();
    expect(parts).toMatchObject({ provider: null, as_of: null, last_error: expect.stringContaining('Yahoo Finance') });
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
    const before = await (await testApp.request('/api/v1/companies/AAPL/statements')).json();
    expect(before.incomeStatements.length).toBeGreaterThan(0);

    server.add({
      path: '/fmp/stable/income-statement',
      query: { symbol: 'AAPL', period: 'annual', limit: '15' },
      status: 404,
      body: '{"Error Message":"Not found"}',
    });
    expect(await refresh(testApp, user, 'AAPL')).toMatchObject({ status: 'done' });
    const after = await (await testApp.request('/api/v1/companies/AAPL/statements')).json();
    expect(after.incomeStatements).toEqual(before.incomeStatements);
    const company = await (await testApp.request('/api/v1/companies/AAPL')).json();
    expect(company.sources.statements).toMatchObject({
      provider: 'fmp',
      lastError: expect.stringContaining('Financial Modeling Prep'),
      lastErrorAt: expect.any(String),
    });
    expect(company.sources.profile.lastError).toBeUndefined();
  });
});
