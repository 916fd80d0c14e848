/**
 * Provenance of list answers and the financial chart: which provider served the stored figures
 * and when. One `source` for the answer when one provider served every row (as of the oldest
 * row), a `source` per row when providers are mixed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMarketTestApp } from '../support/market-test-app';
import { type SignedIn, signIn } from '../support/sign-in';
import { type TestApp } from '../support/test-app';

let testApp: TestApp;
let user: SignedIn;
beforeAll(async () => {
  testApp = await createMarketTestApp();
  user = await signIn(testApp, { via: 'token' });
});
afterAll(() => testApp.close());

const get = async (path: string) => {
  const response = await testApp.request(`/api/v1${path}`, { headers: user.headers });
  expect(response.status).toBe(200);
  return response.json();
};

/** The oldest fetch time of the stored rows of `symbols` in `table`. */
async function oldestAsOf(table: 'company_metrics' | 'funds', symbols: string[]): Promise<string> {
  const rows = await testApp.db.selectFrom(table).select('as_of').where('symbol', 'in', symbols).execute();
  return rows.map((row) => row.as_of).sort()[0] ?? '';
}

const symbolsOf = (rows: Array<{ symbol?: string; ticker?: string }>) => rows.map((row) => (row.symbol ?? row.ticker) as string);
const noRowSources = (rows: Array<{ source?: unknown }>) => rows.every((row) => row.source === undefined);

describe('list answers served by one provider', () => {
  it('say it once for /screen, /companies and /funds, as of the oldest row', async () => {
    const screen = await get('/screen?limit=20');
    expect(screen.source).toEqual({
      provider: 'demo',
      label: 'Demo market',
      asOf: await oldestAsOf('company_metrics', symbolsOf(screen.results)),
    });
    expect(noRowSources(screen.results)).toBe(true);
    const companies = await get('/companies?limit=20');
    expect(companies.source).toEqual({
      provider: 'demo',
      label: 'Demo market',
      asOf: await oldestAsOf('company_metrics', symbolsOf(companies.companies)),
    });
    expect(noRowSources(companies.companies)).toBe(true);
    const funds = await get('/funds?limit=20');
    expect(funds.source).toEqual({ provider: 'demo', label: 'Demo market', asOf: await oldestAsOf('funds', symbolsOf(funds.funds)) });
    expect(noRowSources(funds.funds)).toBe(true);
  });

  it("say it for the market news, a company news and the financial chart (the statements' source)", async () => {
    const latest = await get('/news/latest');
    expect(latest.source).toMatchObject({ provider: 'demo' });
    expect(noRowSources(latest.news)).toBe(true);
    const symbol = (await get('/companies?limit=1')).companies[0].symbol as string;
    expect((await get(`/companies/${symbol}/news`)).source).toMatchObject({ provider: 'demo' });
    const statements = await get(`/companies/${symbol}/statements`);
    expect((await get(`/companies/${symbol}/financials/chart`)).source).toEqual(statements.source);
  });

  it('say nothing when no row matches', async () => {
    const empty = await get('/screen?sectors=NoSuchSector');
    expect(empty.results).toEqual([]);
    expect(empty.source).toBeUndefined();
  });
});

describe('list answers mixing providers', () => {
  it('give every row its own source', async () => {
    const top = (await get('/companies?limit=1')).companies[0].symbol as string;
    const asOf = '2025-01-02T15:00:00.000Z';
    await testApp.db.updateTable('company_metrics').set({ provider: 'fmp', as_of: asOf }).where('symbol', '=', top).execute();
    testApp.deps.screener.invalidate();
    for (const [path, key] of [
      ['/screen?limit=5', 'results'],
      ['/companies?limit=5', 'companies'],
    ] as const) {
      const body = await get(path);
      expect(body.source).toBeUndefined();
      const rows = body[key] as Array<{ source: { provider: string; asOf: string } }>;
      expect(rows[0]?.source).toEqual({ provider: 'fmp', label: 'Financial Modeling Prep', asOf });
      for (const row of rows.slice(1)) expect(row.source.provider).toBe('demo');
    }
  });

  it('give every news item its own source', async () => {
    const latest = await get('/news/latest?limit=3');
    await testApp.db.updateTable('news').set({ provider: 'yahoo' }).where('url', '=', latest.news[1].url).execute();
    const mixed = await get('/news/latest?limit=3');
    expect(mixed.source).toBeUndefined();
    expect(mixed.news.map((item: { source: { provider: string } }) => item.source.provider)).toEqual(['demo', 'yahoo', 'demo']);
  });
});
