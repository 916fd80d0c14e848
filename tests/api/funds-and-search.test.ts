import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp } from '../support/test-app';
import { createMarketTestApp, storedSymbols } from '../support/market-test-app';
import { type SignedIn, signIn } from '../support/sign-in';

let testApp: TestApp;
let user: SignedIn;
let stocks: string[];
let etfs: string[];
let mutualFunds: string[];
beforeAll(async () => {
  testApp = await createMarketTestApp();
  user = await signIn(testApp, { via: 'token' });
  [stocks, etfs, mutualFunds] = await Promise.all([
    storedSymbols(testApp, 'stock'),
    storedSymbols(testApp, 'etf'),
    storedSymbols(testApp, 'mutual_fund'),
  ]);
});
afterAll(() => testApp.close());

const get = (path: string, headers: Record<string, string> = {}) => testApp.request(`/api/v1${path}`, { headers });
const signedIn = (path: string) => get(path, user.headers);

describe('GET /funds/{symbol}', () => {
  it('answers fund information, holdings of demo stocks and sector and country weights', async () => {
    const response = await get(`/funds/${(etfs[0] as string).toLowerCase()}`);
    expect(response.status).toBe(200);
    const fund = await response.json();
    expect(fund.type).toBe('etf');
    expect(fund.source.provider).toBe('demo');
    expect(fund.info.holdingsCount).toBe(fund.holdings.length);
    for (const holding of fund.holdings) expect(stocks).toContain(holding.asset);
    const sectorTotal = fund.info.sectorsList.reduce((sum: number, s: { exposure: number }) => sum + s.exposure, 0);
    expect(sectorTotal).toBeCloseTo(100, 0);
    expect(fund.countryWeightings.length).toBeGreaterThan(0);
  });

  it('answers 404 for a stock or an unknown symbol and 422 with the spec message for an invalid one', async () => {
    expect((await get(`/funds/${stocks[0]}`)).status).toBe(404);
    expect((await get('/funds/ZZZZZZ')).status).toBe(404);
    const invalid = await get('/funds/%20x');
    expect(invalid.status).toBe(422);
    expect((await invalid.json()).error.message).toBe('Invalid symbol provided to getFund');
  });
});

describe('GET /funds', () => {
  it('pages ETFs and mutual funds, by type and by search', async () => {
    const all = await (await get('/funds?limit=100')).json();
    expect(all.totalCount).toBe(etfs.length + mutualFunds.length);
    const page2 = await (await get('/funds?limit=10&page=2')).json();
    expect(page2.funds.map((f: { symbol: string }) => f.symbol)).toEqual(all.funds.slice(10, 20).map((f: { symbol: string }) => f.symbol));
    const mutual = await (await get('/funds?type=mutual_fund&limit=100')).json();
    expect(mutual.totalCount).toBe(mutualFunds.length);
    for (const fund of mutual.funds) expect(fund.type).toBe('mutual_fund');
    const searched = await (await get(`/funds?search=${mutualFunds[0]?.toLowerCase()}`)).json();
    expect(searched.funds.map((f: { symbol: string }) => f.symbol)).toContain(mutualFunds[0]);
  });

  it('answers 422 for bad paging or type', async () => {
    expect((await get('/funds?page=0')).status).toBe(422);
    expect((await get('/funds?type=bond')).status).toBe(422);
  });
});

describe('GET /ticker/{symbol}', () => {
  it('routes stocks to /stock/X and ETFs and mutual funds to /fund/X', async () => {
    const stock = await (await get(`/ticker/${stocks[0]?.toLowerCase()}`)).json();
    expect(stock).toMatchObject({ symbol: stocks[0], type: 'stock', redirectUrl: `/stock/${stocks[0]}` });
    const etf = await (await get(`/ticker/${etfs[0]}`)).json();
    expect(etf).toMatchObject({ type: 'etf', redirectUrl: `/fund/${etfs[0]}` });
    const mutual = await (await get(`/ticker/${mutualFunds[0]}`)).json();
    expect(mutual).toMatchObject({ type: 'mutual_fund', redirectUrl: `/fund/${mutualFunds[0]}` });
  });

  it('answers 404 for an unknown symbol and 422 for an invalid one', async () => {
    expect((await get('/ticker/ZZZZZZ')).status).toBe(404);
    expect((await get('/ticker/%20x')).status).toBe(422);
  });
});

describe('GET /search, /search/stocks, /search/funds', () => {
  it('needs a signed-in user', async () => {
    for (const path of ['/search?q=ab', '/search/stocks?q=ab', '/search/funds?q=ab']) expect((await get(path)).status).toBe(401);
  });

  it('puts the exact symbol match first, then symbol prefixes and names', async () => {
    const target = stocks[3] as string;
    const { results } = await (await signedIn(`/search?q=${target.toLowerCase()}`)).json();
    expect(results[0]).toMatchObject({ symbol: target, type: 'stock' });
    const prefix = target.slice(0, 2);
    const byPrefix = (await (await signedIn(`/search?q=${prefix}&limit=50`)).json()).results as Array<{ symbol: string; name: string }>;
    for (const result of byPrefix) {
      expect(result.symbol.startsWith(prefix) || result.name.toUpperCase().includes(prefix)).toBe(true);
    }
  });

  it('matches names case-insensitively and filters by type', async () => {
    const name = (await (await get(`/ticker/${etfs[0]}`)).json()).name as string;
    const word = name.split(' ')[1] as string;
    const funds = (await (await signedIn(`/search/funds?q=${word.toLowerCase()}&limit=50`)).json()).funds as Array<{ type: string }>;
    expect(funds.length).toBeGreaterThan(0);
    for (const fund of funds) expect(['etf', 'mutual_fund']).toContain(fund.type);
    const onlyStocks = (await (await signedIn(`/search/stocks?q=${word}`)).json()).stocks as Array<{ type: string }>;
    for (const stock of onlyStocks) expect(stock.type).toBe('stock');
    const typed = (await (await signedIn(`/search?q=${word}&type=mutual_fund&limit=50`)).json()).results as Array<{ type: string }>;
    for (const result of typed) expect(result.type).toBe('mutual_fund');
  });

  it('treats LIKE wildcards literally and answers 422 under 2 characters', async () => {
    expect((await (await signedIn('/search?q=%25%25')).json()).results).toEqual([]);
    const short = await signedIn('/search?q=a');
    expect(short.status).toBe(422);
    expect((await short.json()).error.field).toBe('q');
  });

  it('counts the 2 characters after trimming spaces, on every search', async () => {
    for (const path of ['/search', '/search/stocks', '/search/funds']) {
      for (const q of ['%20%20a', 'a%20%20', '%20%20%20']) {
        const response = await signedIn(`${path}?q=${q}`);
        expect(response.status).toBe(422);
        expect((await response.json()).error.field).toBe('q');
      }
    }
    const target = stocks[3] as string;
    const { results } = await (await signedIn(`/search?q=%20${target}%20`)).json();
    expect(results[0]).toMatchObject({ symbol: target });
  });
});
