/**
 * Provider failures through the API, with the fmp provider pointed (FMP_BASE_URL) at the local
 * recorded-response server: a refused key, plan or quota answers 502 naming Financial Modeling
 * Prep; a symbol FMP does not know answers 404.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OWN_RECORDINGS_DIR, type RecordedServer, startRecordedServer } from '../support/recorded-server';
import { type SignedIn, signIn } from '../support/sign-in';
import { type TestApp, createTestApp } from '../support/test-app';
import { errorOf } from '../support/api-results';
import type { components } from '../../generated/openapi';

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

const bySymbol = (symbol: string) => ({ params: { path: { symbol } } });
const priceOf = (symbol: string) => testApp.api().GET('/stocks/{symbol}/price', bySymbol(symbol));
const refresh = (symbol: string) => testApp.api(user).POST('/companies/{symbol}/refresh', bySymbol(symbol));

/** FMP's answer to a symbol it does not know: 200 with an empty list. */
function unknownToFmp(endpoint: string, symbol: string) {
  server.add({ path: `/fmp/stable/${endpoint}`, query: { symbol }, status: 200, body: '[]' });
}

function refusedByFmp(endpoint: string, symbol: string, status: number) {
  const body = JSON.stringify({ 'Error Message': status === 402 ? 'Premium endpoint: upgrade your plan.' : 'Invalid API KEY.' });
  server.add({ path: `/fmp/stable/${endpoint}`, query: { symbol }, status, body });
}

function expectProviderError(result: { error?: components['schemas']['ErrorEnvelope']; response: Response }) {
  const error = errorOf(result, 502);
  expect(error.code).toBe('provider_error');
  expect(error.message).toContain('Financial Modeling Prep');
  return error.message;
}

describe('the fmp provider refusing a call', () => {
  it.each([401, 402, 403])('answers 502 naming Financial Modeling Prep when FMP answers %i to a price', async (status) => {
    const symbol = `KEY${status}`;
    refusedByFmp('quote', symbol, status);
    const message = expectProviderError(await priceOf(symbol));
    expect(message).not.toContain('test-key');
  });

  it('answers 502 for a refresh whose profile call is refused, and 502 for a refused chart', async () => {
    refusedByFmp('profile', 'PLANX', 402);
    expectProviderError(await refresh('PLANX'));
    server.add({
      path: '/fmp/stable/historical-chart/1min',
      query: { symbol: 'KEYX', from: '2025-01-02', to: '2025-01-02' },
      status: 401,
      body: '{}',
    });
    const intraday = await testApp.api().GET('/stocks/{symbol}/chart/intraday', {
      params: { path: { symbol: 'KEYX' }, query: { interval: '1min', startDate: '2025-01-02', endDate: '2025-01-02' } },
    });
    expectProviderError(intraday);
  });
});

describe('a symbol FMP does not know', () => {
  it('answers 404 for its price, its refresh and its company', async () => {
    unknownToFmp('quote', 'NOSUCH');
    unknownToFmp('profile', 'NOSUCH');
    expect((await priceOf('NOSUCH')).response.status).toBe(404);
    expect((await refresh('NOSUCH')).response.status).toBe(404);
    expect((await testApp.api().GET('/companies/{symbol}', bySymbol('NOSUCH'))).response.status).toBe(404);
  });

  it('is left out of POST /stocks/prices, which answers an empty list when no ticker is known', async () => {
    server.add({ path: '/fmp/stable/batch-quote', query: { symbols: 'NOSUCH,NADA' }, body: '[]' });
    const prices = (tickers: string[]) => testApp.api().POST('/stocks/prices', { body: { tickers } });
    const none = await prices(['NOSUCH', 'NADA']);
    expect(none.response.status).toBe(200);
    expect(none.data).toEqual({ prices: [] });
    unknownToFmp('quote', 'NOSUCH');
    expect((await prices(['NOSUCH'])).data).toEqual({ prices: [] });
  });

  it('answers a live price for a symbol it knows', async () => {
    const { data, response } = await priceOf('AAPL');
    expect(response.status).toBe(200);
    expect(data).toMatchObject({ ticker: 'AAPL', price: 256.08, source: { provider: 'fmp' } });
  });
});
