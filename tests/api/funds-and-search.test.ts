import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp } from '../support/test-app';
import { createMarketTestApp, storedSymbols } from '../support/market-test-app';
import { type SignedIn, signIn } from '../support/sign-in';
import { dataOf, errorOf } from '../support/api-results';

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

const path = (symbol: string) => ({ params: { path: { symbol } } });
const fund = (symbol: string) => testApp.api().GET('/funds/{symbol}', path(symbol));
const funds = (query: { page?: number; limit?: number; type?: 'etf' | 'mutual_fund'; search?: string }) =>
  testApp.api().GET('/funds', { params: { query } });
const ticker = (symbol: string) => testApp.api().GET('/ticker/{symbol}', path(symbol));
const search = (query: { q: string; type?: 'stock' | 'etf' | 'mutual_fund'; limit?: number }, as: SignedIn | null = user) =>
  testApp.api(as ?? undefined).GET('/search', { params: { query } });
const searchStocks = (query: { q: string; limit?: number }, as: SignedIn | null = user) =>
  testApp.api(as ?? undefined).GET('/search/stocks', { params: { query } });
const searchFunds = (query: { q: string; limit?: number }, as: SignedIn | null = user) =>
  testApp.api(as ?? undefined).GET('/search/funds', { params: { query } });

describe('GET /funds/{symbol}', () => {
  it('answers fund information, holdings of demo stocks and sector and country weights', async () => {
    const answer = dataOf(await fund((etfs[0] as string).toLowerCase()));
    expect(answer.type).toBe('etf');
    expect(answer.source.provider).toBe('demo');
    expect(answer.info.holdingsCount).toBe(answer.holdings.length);
    for (const holding of answer.holdings) expect(stocks).toContain(holding.asset);
    const sectorTotal = (answer.info.sectorsList ?? []).reduce((sum, s) => sum + s.exposure, 0);
    expect(sectorTotal).toBeCloseTo(100, 0);
    expect(answer.countryWeightings.length).toBeGreaterThan(0);
  });

  it('answers 404 for a stock or an unknown symbol and 422 with the spec message for an invalid one', async () => {
    expect((await fund(stocks[0] as string)).response.status).toBe(404);
    expect((await fund('ZZZZZZ')).response.status).toBe(404);
    errorOf(await fund(' x'), 422, 'Invalid symbol provided to getFund');
  });
});

describe('GET /funds', () => {
  it('pages ETFs and mutual funds, by type and by search', async () => {
    const all = dataOf(await funds({ limit: 100 }));
    expect(all.totalCount).toBe(etfs.length + mutualFunds.length);
    const page2 = dataOf(await funds({ limit: 10, page: 2 }));
    expect(page2.funds.map((f) => f.symbol)).toEqual(all.funds.slice(10, 20).map((f) => f.symbol));
    const mutual = dataOf(await funds({ type: 'mutual_fund', limit: 100 }));
    expect(mutual.totalCount).toBe(mutualFunds.length);
    for (const listed of mutual.funds) expect(listed.type).toBe('mutual_fund');
    const searched = dataOf(await funds({ search: mutualFunds[0]?.toLowerCase() }));
    expect(searched.funds.map((f) => f.symbol)).toContain(mutualFunds[0]);
  });

  it('answers 422 for bad paging or type', async () => {
    expect((await funds({ page: 0 })).response.status).toBe(422);
    // A type the contract does not list: sent raw, as the typed client would refuse it.
    expect((await testApp.request('/api/v1/funds?type=bond')).status).toBe(422);
  });
});

describe('GET /ticker/{symbol}', () => {
  it('routes stocks to /stock/X and ETFs and mutual funds to /fund/X', async () => {
    const stock = dataOf(await ticker(stocks[0]?.toLowerCase() ?? ''));
    expect(stock).toMatchObject({ symbol: stocks[0], type: 'stock', redirectUrl: `/stock/${stocks[0]}` });
    const etf = dataOf(await ticker(etfs[0] ?? ''));
    expect(etf).toMatchObject({ type: 'etf', redirectUrl: `/fund/${etfs[0]}` });
    const mutual = dataOf(await ticker(mutualFunds[0] ?? ''));
    expect(mutual).toMatchObject({ type: 'mutual_fund', redirectUrl: `/fund/${mutualFunds[0]}` });
  });

  it('answers 404 for an unknown symbol and 422 for an invalid one', async () => {
    expect((await ticker('ZZZZZZ')).response.status).toBe(404);
    expect((await ticker(' x')).response.status).toBe(422);
  });
});

describe('GET /search, /search/stocks, /search/funds', () => {
  it('needs a signed-in user', async () => {
    for (const call of [search({ q: 'ab' }, null), searchStocks({ q: 'ab' }, null), searchFunds({ q: 'ab' }, null)]) {
      expect((await call).response.status).toBe(401);
    }
  });

  it('puts the exact symbol match first, then symbol prefixes and names', async () => {
    const target = stocks[3] as string;
    const { results } = dataOf(await search({ q: target.toLowerCase() }));
    expect(results[0]).toMatchObject({ symbol: target, type: 'stock' });
    const prefix = target.slice(0, 2);
    const byPrefix = dataOf(await search({ q: prefix, limit: 50 })).results;
    for (const result of byPrefix) {
      expect(result.symbol.startsWith(prefix) || result.name.toUpperCase().includes(prefix)).toBe(true);
    }
  });

  it('matches names case-insensitively and filters by type', async () => {
    const name = dataOf(await ticker(etfs[0] ?? '')).name;
    const word = (name ?? '').split(' ')[1] as string;
    const foundFunds = dataOf(await searchFunds({ q: word.toLowerCase(), limit: 50 })).funds;
    expect(foundFunds.length).toBeGreaterThan(0);
    for (const found of foundFunds) expect(['etf', 'mutual_fund']).toContain(found.type);
    const onlyStocks = dataOf(await searchStocks({ q: word })).stocks;
    for (const stock of onlyStocks) expect(stock.type).toBe('stock');
    const typed = dataOf(await search({ q: word, type: 'mutual_fund', limit: 50 })).results;
    for (const result of typed) expect(result.type).toBe('mutual_fund');
  });

  it('treats LIKE wildcards literally and answers 422 under 2 characters', async () => {
    expect(dataOf(await search({ q: '%%' })).results).toEqual([]);
    expect(errorOf(await search({ q: 'a' }), 422).field).toBe('q');
  });

  it('counts the 2 characters after trimming spaces, on every search', async () => {
    for (const run of [search, searchStocks, searchFunds]) {
      for (const q of ['  a', 'a  ', '   ']) {
        expect(errorOf(await run({ q }), 422).field).toBe('q');
      }
    }
    const target = stocks[3] as string;
    const { results } = dataOf(await search({ q: ` ${target} ` }));
    expect(results[0]).toMatchObject({ symbol: target });
  });
});
