/** Hidden tickers are left out of the screener, the movers, search and the latest news for the user who hid them. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMarketTestApp } from '../support/market-test-app';
import { dataOf } from '../support/api-results';
import { type SignedIn, signIn } from '../support/sign-in';
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

const api = (as?: SignedIn) => testApp.api(as);
const screen = async (limit: number, as: SignedIn) => dataOf(await api(as).GET('/screen', { params: { query: { limit } } }));
const movers = async (as?: SignedIn) => dataOf(await api(as).GET('/market/movers'));
const search = async (q: string, as: SignedIn) => dataOf(await api(as).GET('/search', { params: { query: { q } } }));
const latestNews = async (as?: SignedIn) => dataOf(await api(as).GET('/news/latest', { params: { query: { limit: 20 } } }));
const hide = async (ticker: string, as: SignedIn) => {
  expect((await api(as).POST('/user/hidden', { body: { ticker } })).response.status).toBe(200);
};
const unhide = (ticker: string, as: SignedIn) => api(as).DELETE('/user/hidden/{ticker}', { params: { path: { ticker } } });

describe('hidden tickers', () => {
  it('are left out of the screener (rows and count) for the user who hid them only', async () => {
    const before = await screen(5, alice);
    const [first = '', second] = before.results.map((row) => row.ticker);
    await hide(first.toLowerCase(), alice);
    const after = await screen(5, alice);
    expect(after.results.map((row) => row.ticker)).not.toContain(first);
    expect(after.results[0]?.ticker).toBe(second);
    expect(after.totalCount).toBe(before.totalCount - 1);
    expect((await screen(5, bob)).results[0]?.ticker).toBe(first);
    await unhide(first, alice);
    expect((await screen(5, alice)).results[0]?.ticker).toBe(first);
  });

  it('are left out of the movers, which still show 10 rows each', async () => {
    const before = await movers(alice);
    const hidden = [before.biggestGainers[0]!.symbol, before.biggestLosers[0]!.symbol, before.mostActive[0]!.symbol];
    for (const symbol of new Set(hidden)) await hide(symbol, alice);
    const after = await movers(alice);
    for (const list of ['biggestGainers', 'biggestLosers', 'mostActive'] as const) {
      expect(after[list]).toHaveLength(10);
      for (const symbol of hidden) expect(after[list].map((row) => row.symbol)).not.toContain(symbol);
    }
    expect((await movers()).biggestGainers[0]!.symbol).toBe(hidden[0]);
    expect((await movers(bob)).mostActive[0]!.symbol).toBe(hidden[2]);
    for (const symbol of new Set(hidden)) await unhide(symbol, alice);
  });

  it('are left out of search, by symbol and by name', async () => {
    const [target = ''] = (await screen(1, alice)).results.map((row) => row.ticker);
    const found = await search(target, alice);
    expect(found.results[0]?.symbol).toBe(target);
    const name = found.results[0]!.name;
    await hide(target, alice);
    for (const q of [target, name.slice(0, 6)]) {
      const results = await search(q, alice);
      expect(
        results.results.map((row) => row.symbol),
        q,
      ).not.toContain(target);
      expect(dataOf(await api(alice).GET('/search/stocks', { params: { query: { q } } })).stocks.map((row) => row.symbol)).not.toContain(
        target,
      );
    }
    expect((await search(target, bob)).results[0]?.symbol).toBe(target);
    await unhide(target, alice);
  });

  it('are left out of the latest news, which still pages in full', async () => {
    const before = await latestNews(alice);
    const symbol = before.news.find((item) => item.ticker)!.ticker!;
    await hide(symbol, alice);
    const after = await latestNews(alice);
    expect(after.news).toHaveLength(20);
    expect(after.news.map((item) => item.ticker)).not.toContain(symbol);
    const anonymous = await latestNews();
    expect(anonymous.news.map((item) => item.ticker)).toContain(symbol);
    // The company's own news page still lists them: the user asked for that company.
    const companyNews = await api(alice).GET('/companies/{symbol}/news', { params: { path: { symbol }, query: { limit: 5 } } });
    expect(dataOf(companyNews).news.length).toBeGreaterThan(0);
    await unhide(symbol, alice);
  });
});
