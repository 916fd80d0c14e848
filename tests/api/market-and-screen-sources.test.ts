/**
 * Provenance of list answers and the financial chart: which provider served the stored figures
 * and when. One `source` for the answer when one provider served every row (as of the oldest
 * row), a `source` per row when providers are mixed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMarketTestApp } from '../support/market-test-app';
import { type SignedIn, signIn } from '../support/sign-in';
import { dataOf } from '../support/api-results';
import { type TestApp } from '../support/test-app';

let testApp: TestApp;
let user: SignedIn;
beforeAll(async () => {
  testApp = await createMarketTestApp();
  user = await signIn(testApp, { via: 'token' });
});
afterAll(() => testApp.close());

const api = () => testApp.api(user);
const screen = async (query: { limit?: number; sectors?: string }) => dataOf(await api().GET('/screen', { params: { query } }));
const companies = async (limit: number) => dataOf(await api().GET('/companies', { params: { query: { limit } } }));
const latestNews = async (limit?: number) => dataOf(await api().GET('/news/latest', { params: { query: { limit } } }));
const bySymbol = (symbol: string) => ({ params: { path: { symbol } } });

/** The oldest fetch time of the stored rows of `symbols` in `table`. */
async function oldestAsOf(table: 'company_metrics' | 'funds', symbols: string[]): Promise<string> {
  const rows = await testApp.db.selectFrom(table).select('asOf').where('symbol', 'in', symbols).execute();
  return rows.map((row) => row.asOf).sort()[0] ?? '';
}

const symbolsOf = (rows: Array<{ symbol?: string; ticker?: string }>) => rows.map((row) => row.symbol ?? row.ticker ?? '');
const noRowSources = (rows: Array<{ source?: unknown }>) => rows.every((row) => row.source === undefined);

describe('list answers served by one provider', () => {
  it('say it once for /screen, /companies and /funds, as of the oldest row', async () => {
    const screened = await screen({ limit: 20 });
    expect(screened.source).toEqual({
      provider: 'demo',
      label: 'Demo market',
      asOf: await oldestAsOf('company_metrics', symbolsOf(screened.results)),
    });
    expect(noRowSources(screened.results)).toBe(true);
    const listed = await companies(20);
    expect(listed.source).toEqual({
      provider: 'demo',
      label: 'Demo market',
      asOf: await oldestAsOf('company_metrics', symbolsOf(listed.companies)),
    });
    expect(noRowSources(listed.companies)).toBe(true);
    const funds = dataOf(await api().GET('/funds', { params: { query: { limit: 20 } } }));
    expect(funds.source).toEqual({ provider: 'demo', label: 'Demo market', asOf: await oldestAsOf('funds', symbolsOf(funds.funds)) });
    expect(noRowSources(funds.funds)).toBe(true);
  });

  it("say it for the market news, a company news and the financial chart (the statements' source)", async () => {
    const latest = await latestNews();
    expect(latest.source).toMatchObject({ provider: 'demo' });
    expect(noRowSources(latest.news)).toBe(true);
    const symbol = (await companies(1)).companies[0]?.symbol ?? '';
    const news = dataOf(await api().GET('/companies/{symbol}/news', bySymbol(symbol)));
    expect(news.source).toMatchObject({ provider: 'demo' });
    const statements = dataOf(await api().GET('/companies/{symbol}/statements', bySymbol(symbol)));
    expect(dataOf(await api().GET('/companies/{symbol}/financials/chart', bySymbol(symbol))).source).toEqual(statements.source);
  });

  it('say nothing when no row matches', async () => {
    const empty = await screen({ sectors: 'NoSuchSector' });
    expect(empty.results).toEqual([]);
    expect(empty.source).toBeUndefined();
  });
});

describe('list answers mixing providers', () => {
  it('give every row its own source', async () => {
    const top = (await companies(1)).companies[0]?.symbol ?? '';
    const asOf = '2025-01-02T15:00:00.000Z';
    await testApp.db.updateTable('company_metrics').set({ provider: 'fmp', asOf }).where('symbol', '=', top).execute();
    testApp.deps.screener.invalidate();
    const screened = await screen({ limit: 5 });
    const listed = await companies(5);
    for (const [source, rows] of [
      [screened.source, screened.results],
      [listed.source, listed.companies],
    ] as const) {
      expect(source).toBeUndefined();
      expect(rows[0]?.source).toEqual({ provider: 'fmp', label: 'Financial Modeling Prep', asOf });
      for (const row of rows.slice(1)) expect(row.source?.provider).toBe('demo');
    }
  });

  it('give every news item its own source', async () => {
    const latest = await latestNews(3);
    await testApp.db
      .updateTable('news')
      .set({ provider: 'yahoo' })
      .where('url', '=', latest.news[1]?.url ?? '')
      .execute();
    const mixed = await latestNews(3);
    expect(mixed.source).toBeUndefined();
    expect(mixed.news.map((item) => item.source?.provider)).toEqual(['demo', 'yahoo', 'demo']);
  });
});
