/** Hidden tickers are left out of the screener, the movers, search and the latest news for the user who hid them. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMarketTestApp } from '../support/market-test-app';
import { jsonRequest, type SignedIn, signIn } from '../support/sign-in';
import type { TestApp } from '../support/test-app';

let testApp: TestApp;
let alice: SignedIn;
let bob: SignedIn;
beforeAll(async () => {
  testApp = await createMarketTestApp();
  alice = await signIn(testApp, { email: 'alice@example.test' });
  bob = await signIn(testApp, { email: 'bob@example.test', via: 'token' });
});
afterAll(() => testApp.close());

const get = async <T>(path: string, as?: SignedIn): Promise<T> => {
  const response = await testApp.request(`/api/v1${path}`, { headers: as?.headers ?? {} });
  expect(response.status, path).toBe(200);
  return (await response.json()) as T;
};
const hide = async (ticker: string, as: SignedIn) => {
  expect((await testApp.request('/api/v1/user/hidden', jsonRequest('POST', { ticker }, as))).status).toBe(200);
};
const unhide = (ticker: string, as: SignedIn) => testApp.request(`/api/v1/user/hidden/${ticker}`, jsonRequest('DELETE', undefined, as));

interface ScreenPage {
  results: Array<{ ticker: string }>;
  totalCount: number;
}

describe('hidden tickers', () => {
  it('are left out of the screener (rows and count) for the user who hid them only', async () => {
    const before = await get<ScreenPage>('/screen?limit=5', alice);
    const [first, second] = before.results.map((row) => row.ticker) as [string, string];
    await hide(first.toLowerCase(), alice);
    const after = await get<ScreenPage>('/screen?limit=5', alice);
    expect(after.results.map((row) => row.ticker)).not.toContain(first);
    expect(after.results[0]?.ticker).toBe(second);
    expect(after.totalCount).toBe(before.totalCount - 1);
    expect((await get<ScreenPage>('/screen?limit=5', bob)).results[0]?.ticker).toBe(first);
    await unhide(first, alice);
    expect((await get<ScreenPage>('/screen?limit=5', alice)).results[0]?.ticker).toBe(first);
  });

  it('are left out of the movers, which still show 10 rows each', async () => {
    type Movers = Record<'biggestGainers' | 'biggestLosers' | 'mostActive', Array<{ symbol: string }>>;
    const before = await get<Movers>('/market/movers', alice);
    const hidden = [before.biggestGainers[0]!.symbol, before.biggestLosers[0]!.symbol, before.mostActive[0]!.symbol];
    for (const symbol of new Set(hidden)) await hide(symbol, alice);
    const after = await get<Movers>('/market/movers', alice);
    for (const list of ['biggestGainers', 'biggestLosers', 'mostActive'] as const) {
      expect(after[list]).toHaveLength(10);
      for (const symbol of hidden) expect(after[list].map((row) => row.symbol)).not.toContain(symbol);
    }
    expect((await get<Movers>('/market/movers')).biggestGainers[0]!.symbol).toBe(hidden[0]);
    expect((await get<Movers>('/market/movers', bob)).mostActive[0]!.symbol).toBe(hidden[2]);
    for (const symbol of new Set(hidden)) await unhide(symbol, alice);
  });

  it('are left out of search, by symbol and by name', async () => {
    const [target] = (await get<ScreenPage>('/screen?limit=1', alice)).results.map((row) => row.ticker) as [string];
    const found = await get<{ results: Array<{ symbol: string; name: string }> }>(`/search?q=${target}`, alice);
    expect(found.results[0]?.symbol).toBe(target);
    const name = found.results[0]!.name;
    await hide(target, alice);
    for (const q of [target, name.slice(0, 6)]) {
      const results = await get<{ results: Array<{ symbol: string }> }>(`/search?q=${encodeURIComponent(q)}`, alice);
      expect(
        results.results.map((row) => row.symbol),
        q,
      ).not.toContain(target);
      expect(
        (await get<{ stocks: Array<{ symbol: string }> }>(`/search/stocks?q=${encodeURIComponent(q)}`, alice)).stocks.map(
          (row) => row.symbol,
        ),
      ).not.toContain(target);
    }
    expect((await get<{ results: Array<{ symbol: string }> }>(`/search?q=${target}`, bob)).results[0]?.symbol).toBe(target);
    await unhide(target, alice);
  });

  it('are left out of the latest news, which still pages in full', async () => {
    type News = { news: Array<{ ticker: string | null; url: string }>; hasMore: boolean };
    const before = await get<News>('/news/latest?limit=20', alice);
    const symbol = before.news.find((item) => item.ticker)!.ticker!;
    await hide(symbol, alice);
    const after = await get<News>('/news/latest?limit=20', alice);
    expect(after.news).toHaveLength(20);
    expect(after.news.map((item) => item.ticker)).not.toContain(symbol);
    const anonymous = await get<News>('/news/latest?limit=20');
    expect(anonymous.news.map((item) => item.ticker)).toContain(symbol);
    // The company's own news page still lists them: the user asked for that company.
    expect((await get<News>(`/companies/${symbol}/news?limit=5`, alice)).news.length).toBeGreaterThan(0);
    await unhide(symbol, alice);
  });
});
