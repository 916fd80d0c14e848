/**
 * Dated exchange rates, against a local server answering as FMP does: a company trading in yen
 * (hand-made profile and quote in FMP's stable shapes, and the JPYUSD pair FMP quotes) beside
 * Apple (recorded). The rate is fetched through the provider layer and stored with its date and
 * provider; the screener's market cap, its filters and its sort use the US-dollar value; the
 * company and the screener page name the rate and its date.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OWN_RECORDINGS_DIR, type RecordedServer, startRecordedServer } from '../support/recorded-server';
import type { paths } from '../../generated/openapi';
import { dataOf } from '../support/api-results';
import { type SignedIn, signIn } from '../support/sign-in';
import { type TestApp, createTestApp } from '../support/test-app';

const YEN_SYMBOL = '7203.T';
const YEN_PRICE = 2_900;
const YEN_MARKET_CAP = 40e12;
const USD_PER_YEN = 0.0066;
const RATE_DAY = '2025-11-20';

let server: RecordedServer;
let testApp: TestApp;
let user: SignedIn;

function fmpRoute(endpoint: string, symbol: string, body: unknown) {
  server.add({
    path: `/fmp/stable/${endpoint}`,
    query: { symbol },
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

beforeAll(async () => {
  server = await startRecordedServer([OWN_RECORDINGS_DIR]);
  fmpRoute('profile', YEN_SYMBOL, [
    {
      symbol: YEN_SYMBOL,
      companyName: 'Yen Motor Corporation',
      price: YEN_PRICE,
      marketCap: YEN_MARKET_CAP,
      currency: 'JPY',
      exchange: 'JPX',
      exchangeFullName: 'Tokyo',
      sector: 'Consumer Cyclical',
      industry: 'Auto - Manufacturers',
      country: 'JP',
      isEtf: false,
      isFund: false,
    },
  ]);
  fmpRoute('quote', YEN_SYMBOL, [
    { symbol: YEN_SYMBOL, name: 'Yen Motor Corporation', price: YEN_PRICE, marketCap: YEN_MARKET_CAP, timestamp: 1763683200 },
  ]);
  fmpRoute('quote', 'JPYUSD', [
    { symbol: 'JPYUSD', name: 'JPY/USD', price: USD_PER_YEN, timestamp: Date.parse(`${RATE_DAY}T21:00:00Z`) / 1000 },
  ]);
  testApp = await createTestApp({ MARKET_DATA_PROVIDER: 'fmp', FMP_API_KEY: 'test-key', FMP_BASE_URL: `${server.baseUrl}/fmp` });
  user = await signIn(testApp, { via: 'token' });
  for (const symbol of ['AAPL', YEN_SYMBOL]) {
    const queued = await testApp.api(user).POST('/companies/{symbol}/refresh', { params: { path: { symbol } } });
    expect(queued.response.status).toBe(202);
    expect(await testApp.deps.durableJobs.runDue(new AbortController().signal)).toBe(1);
  }
});
afterAll(async () => {
  await testApp?.close();
  await server?.close();
});

const screen = async (query: NonNullable<paths['/screen']['get']['parameters']['query']>) =>
  dataOf(await testApp.api(user).GET('/screen', { params: { query } }));
const company = async (symbol: string) => dataOf(await testApp.api().GET('/companies/{symbol}', { params: { path: { symbol } } }));
const tickers = (page: { results: Array<{ ticker: string }> }) => page.results.map((row) => row.ticker);
const yenRate = { currency: 'JPY', usdPerUnit: USD_PER_YEN, date: RATE_DAY, provider: 'fmp', label: 'Financial Modeling Prep' };

describe('a company trading in yen', () => {
  it('stores the rate FMP quoted for the JPYUSD pair, with its day and provider', async () => {
    expect(server.requests.some((request) => request.startsWith('/fmp/stable/quote?') && request.includes('JPYUSD'))).toBe(true);
    const stored = await testApp.db.selectFrom('fx_rates').selectAll().execute();
    expect(stored).toEqual([expect.objectContaining({ currency: 'JPY', usdPerUnit: USD_PER_YEN, rateDate: RATE_DAY, provider: 'fmp' })]);
  });

  it('is in the screener at its market cap in US dollars, filtered and sorted by that value', async () => {
    const all = await screen({ sortBy: 'market_cap', sortOrder: 'desc' });
    const yen = all.results.find((row) => row.ticker === YEN_SYMBOL);
    expect(yen).toMatchObject({ currency: 'JPY', price: YEN_PRICE });
    expect(yen?.marketCap).toBeCloseTo(YEN_MARKET_CAP * USD_PER_YEN, -3);
    // Unconverted, 40 trillion yen would lead Apple's ~3.8 trillion dollars.
    expect(tickers(all)).toEqual(['AAPL', YEN_SYMBOL]);
    expect(tickers(await screen({ sortBy: 'market_cap', sortOrder: 'asc' }))).toEqual([YEN_SYMBOL, 'AAPL']);
    expect(tickers(await screen({ marketCapMin: 200, marketCapMax: 300 }))).toEqual([YEN_SYMBOL]);
    expect(tickers(await screen({ marketCapMin: 1000 }))).toEqual(['AAPL']);
    expect(all.fxRates).toEqual([yenRate]);
  });

  it('filters GET /companies in US dollars too', async () => {
    const body = dataOf(await testApp.api().GET('/companies', { params: { query: { marketCapMin: 200e9, marketCapMax: 300e9 } } }));
    expect(body.companies.map((c) => c.symbol)).toEqual([YEN_SYMBOL]);
    expect(body.companies[0]?.marketCap).toBeCloseTo(YEN_MARKET_CAP * USD_PER_YEN, -3);
    expect(body.fxRates).toEqual([yenRate]);
  });

  it('shows its own market cap in yen on its page, naming the rate the screener used', async () => {
    const yen = await company(YEN_SYMBOL);
    expect(yen).toMatchObject({ profile: { currency: 'JPY' }, fxRates: [yenRate] });
    // Price times the share count FMP's profile implies (market cap over price, rounded).
    expect((yen.marketCap ?? NaN) / YEN_MARKET_CAP).toBeCloseTo(1, 6);
  });

  it('names the rate its figures were computed with, not a newer one stored since', async () => {
    await testApp.db.updateTable('fx_rates').set({ usdPerUnit: 0.007, rateDate: '2025-11-21' }).where('currency', '=', 'JPY').execute();
    testApp.deps.companyCache.invalidate();
    expect((await company(YEN_SYMBOL)).fxRates).toEqual([yenRate]);
    const page = await screen({ marketCapMin: 200, marketCapMax: 300 });
    expect(page.fxRates).toEqual([yenRate]);
    expect(page.results[0]?.marketCap).toBeCloseTo(YEN_MARKET_CAP * USD_PER_YEN, -3);
  });

  it('names no rate for a company all in US dollars', async () => {
    expect((await company('AAPL')).fxRates).toEqual([]);
    expect((await screen({ marketCapMin: 1000 })).fxRates).toEqual([]);
  });
});
