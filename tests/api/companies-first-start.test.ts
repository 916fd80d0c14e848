/**
 * A server configured with a provider that cannot list securities (SEC EDGAR, pointed at the
 * local recorded-response server) starts on an empty database with an empty market, and a
 * refresh fills a real symbol on demand.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMarketData } from '../../server/services/market/market-setup';
import { OWN_RECORDINGS_DIR, type RecordedServer, startRecordedServer } from '../support/recorded-server';
import { type SignedIn, signIn } from '../support/sign-in';
import { type TestApp, createTestApp } from '../support/test-app';

let server: RecordedServer;
let testApp: TestApp;
let user: SignedIn;
beforeAll(async () => {
  server = await startRecordedServer([OWN_RECORDINGS_DIR]);
  testApp = await createTestApp({
    MARKET_DATA_PROVIDER: 'sec',
    SEC_USER_AGENT: 'Research Terminal tests tests@example.test',
    SEC_DATA_BASE_URL: `${server.baseUrl}/sec/data.sec.gov`,
    SEC_WWW_BASE_URL: `${server.baseUrl}/sec/www.sec.gov`,
  });
  user = await signIn(testApp, { via: 'token' });
});
afterAll(async () => {
  await testApp.deps.jobs.stop();
  await testApp.close();
  await server.close();
});

const get = (path: string, init?: RequestInit) => testApp.request(`/api/v1${path}`, init);

describe('first start with MARKET_DATA_PROVIDER=sec', () => {
  it('starts with an empty market, then a refresh fills a symbol the provider knows', async () => {
    await startMarketData(testApp.deps);
    // The background worker is not needed: the test runs the queued job itself.
    await testApp.deps.jobs.stop();
    expect((await (await get('/companies')).json()).totalCount).toBe(0);
    expect((await get('/companies/AAPL')).status).toBe(404);

    const refresh = await get('/companies/AAPL/refresh', { method: 'POST', headers: user.headers });
    expect(refresh.status).toBe(202);
    expect(await testApp.deps.durableJobs.runDue(new AbortController().signal)).toBe(1);
    const job = await testApp.deps.durableJobs.find((await refresh.json()).jobId);
    expect(job).toMatchObject({ status: 'done' });

    const company = await get('/companies/AAPL');
    expect(company.status).toBe(200);
    const body = await company.json();
    expect(body).toMatchObject({ symbol: 'AAPL', source: { provider: 'sec' } });
    const statements = await (await get('/companies/AAPL/statements')).json();
    const fy2024 = statements.incomeStatements.find((year: { fiscalYear: string }) => year.fiscalYear === '2024');
    expect(fy2024).toMatchObject({ revenue: 391_035_000_000, netIncome: 93_736_000_000 });
  });
});
