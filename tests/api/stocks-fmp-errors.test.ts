/**
 * Provider failures through the API, with the fmp provider pointed (FMP_BASE_URL) at the local
 * recorded-response server: a refused key, plan or quota answers 502 naming Financial Modeling
 * Prep; a symbol FMP does not know answers 404.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OWN_RECORDINGS_DIR, type RecordedServer, startRecordedServer } from '../support/recorded-server';
import { type SignedIn, signIn } from '../support/sign-in';
import { type TestApp, createTestApp } from '../support/test-app';

let server: RecordedServer;
let testApp: TestApp;
let user: SignedIn;
beforeAll(async () => {
  server = await startRecordedServer([OWN_RECORDINGS_DIR]);
  testApp = await createTestApp({ MARKET_DATA_PROVIDER: 'fmp', FMP_API_KEY: 'test-key', FMP_BASE_URL: `${server.baseUrl}/fmp` });
  user = await signIn(testApp, { via: 'token' });
});
afterAll(async () => {
  await testApp.close();
  await server.close();
});

const get = (path: string, init?: RequestInit) => testApp.request(`/api/v1${path}`, init);

/** FMP's answer to a symbol it does not know: 200 with an empty list. */
function unknownToFmp(endpoint: string, symbol: string) {
  server.add({ path: `/fmp/stable/${endpoint}`, query: { symbol }, status: 200, body: '[]' });
}

function refusedByFmp(endpoint: string, symbol: string, status: number) {
  const body = JSON.stringify({ 'Error Message': status === 402 ? 'Premium endpoint: upgrade your plan.' : 'Invalid API KEY.' });
  server.add({ path: `/fmp/stable/${endpoint}`, query: { symbol }, status, body });
}

async function expectProviderError(response: Response) {
  expect(response.status).toBe(502);
  const { error } = await response.json();
  expect(error.code).toBe('provider_error');
  expect(error.message).toContain('Financial Modeling Prep');
  return error.message as string;
}

describe('the fmp provider refusing a call', () => {
  it.each([401, 402, 403])('answers 502 naming Financial Modeling Prep when FMP answers %i to a price', async (status) => {
    const symbol = `KEY${status}`;
    refusedByFmp('quote', symbol, status);
    const message = await expectProviderError(await get(`/stocks/${symbol}/price`));
    expect(message).not.toContain('test-key');
  });

  it('answers 502 for a refresh whose profile call is refused, and 502 for a refused chart', async () => {
    refusedByFmp('profile', 'PLANX', 402);
    await expectProviderError(await get('/companies/PLANX/refresh', { method: 'POST', headers: user.headers }));
    server.add({
      path: '/fmp/stable/historical-chart/1min',
      query: { symbol: 'KEYX', from: '2025-01-02', to: '2025-01-02' },
      status: 401,
      body: '{}',
    });
    await expectProviderError(await get('/stocks/KEYX/chart/intraday?interval=1min&startDate=2025-01-02&endDate=2025-01-02'));
  });
});

describe('a symbol FMP does not know', () => {
  it('answers 404 for its price, its refresh and its company', async () => {
    unknownToFmp('quote', 'NOSUCH');
    unknownToFmp('profile', 'NOSUCH');
    expect((await get('/stocks/NOSUCH/price')).status).toBe(404);
    expect((await get('/companies/NOSUCH/refresh', { method: 'POST', headers: user.headers })).status).toBe(404);
    expect((await get('/companies/NOSUCH')).status).toBe(404);
  });

  it('is left out of POST /stocks/prices, which answers an empty list when no ticker is known', async () => {
    server.add({ path: '/fmp/stable/batch-quote', query: { symbols: 'NOSUCH,NADA' }, body: '[]' });
    const prices = (tickers: string[]) =>
      get('/stocks/prices', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ tickers }) });
    const none = await prices(['NOSUCH', 'NADA']);
    expect(none.status).toBe(200);
    expect(await none.json()).toEqual({ prices: [] });
    unknownToFmp('quote', 'NOSUCH');
    expect(await (await prices(['NOSUCH'])).json()).toEqual({ prices: [] });
  });

  it('answers a live price for a symbol it knows', async () => {
    const response = await get('/stocks/AAPL/price');
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ ticker: 'AAPL', price: 256.08, source: { provider: 'fmp' } });
  });
});
