import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type TestApp } from '../support/test-app';
import { dataOf, errorOf } from '../support/api-results';
import { TEST_DEMO_STOCKS, createMarketTestApp, storedSymbols } from '../support/market-test-app';
import { type SignedIn, signIn } from '../support/sign-in';

let testApp: TestApp;
let user: SignedIn;
let stocks: string[];
beforeAll(async () => {
  testApp = await createMarketTestApp();
  user = await signIn(testApp, { via: 'token' });
  stocks = await storedSymbols(testApp, 'stock');
});
afterAll(() => testApp.close());

const first = () => stocks[0] as string;
const path = (symbol: string) => ({ params: { path: { symbol } } });
const companies = (query: { limit?: number; offset?: number; marketCapMin?: number; sector?: string; roicMin?: number }) =>
  testApp.api().GET('/companies', { params: { query } });
const company = (symbol: string) => testApp.api().GET('/companies/{symbol}', path(symbol));
const statements = (symbol: string) => testApp.api().GET('/companies/{symbol}/statements', path(symbol));
const chartOf = (symbol: string) => testApp.api().GET('/companies/{symbol}/financials/chart', path(symbol));
const newsOf = (symbol: string, query: { limit?: number; offset?: number } = {}) =>
  testApp.api().GET('/companies/{symbol}/news', { params: { path: { symbol }, query } });

describe('GET /companies', () => {
  it('lists every stock of the market, largest market cap first, a page at a time', async () => {
    const body = dataOf(await companies({ limit: 100 }));
    expect(body.totalCount).toBe(TEST_DEMO_STOCKS);
    const caps = body.companies.map((c) => c.marketCap ?? -1);
    expect(caps).toEqual([...caps].sort((a, b) => b - a));
    const page = dataOf(await companies({ limit: 5, offset: 5 }));
    expect(page.companies.map((c) => c.symbol)).toEqual(body.companies.slice(5, 10).map((c) => c.symbol));
  });

  it('reads market-cap filters in US dollars and filters by sector', async () => {
    const all = dataOf(await companies({ limit: 100 })).companies;
    const median = [...all].map((c) => c.marketCap ?? 0).sort((a, b) => a - b)[Math.floor(all.length / 2)] as number;
    const body = dataOf(await companies({ limit: 100, marketCapMin: median }));
    expect(body.totalCount).toBeGreaterThan(0);
    expect(body.totalCount).toBeLessThan(all.length);
    for (const listed of body.companies) expect(listed.marketCap).toBeGreaterThanOrEqual(median);
    const sector = all[0]?.sector ?? '';
    const bySector = dataOf(await companies({ limit: 100, sector }));
    expect(bySector.totalCount).toBe(all.filter((c) => c.sector === sector).length);
  });

  it('answers 422 for out-of-range filters', async () => {
    const error = errorOf(await companies({ roicMin: 2 }), 422);
    expect(error.field).toBe('roicMin');
  });
});

describe('GET /companies/{symbol}', () => {
  it('answers the profile, metrics and up to 10 years of yearly data, newest first, saying demo data is served', async () => {
    const answer = dataOf(await company(first().toLowerCase()));
    expect(answer.symbol).toBe(first());
    expect(answer.type).toBe('stock');
    expect(answer.profile.description).toContain('fictional');
    expect(answer.source.provider).toBe('demo');
    expect(answer.executives.length).toBeGreaterThan(0);
    expect(answer.yearlyData.length).toBeLessThanOrEqual(10);
    const years = answer.yearlyData.map((row) => row.year);
    expect(years).toEqual([...years].sort((a, b) => b - a));
    expect(answer.price).toBeGreaterThan(0);
  });

  it('explains missing growth with the spec notes', async () => {
    const rows = await testApp.db.selectFrom('company_metrics').select(['symbol', 'growthNotes']).execute();
    const withNote = rows.find((row) => row.growthNotes && row.growthNotes !== '{}');
    expect(withNote).toBeDefined();
    const answer = dataOf(await company(withNote?.symbol ?? ''));
    const notes = Object.values(answer.growthNotes ?? {});
    expect(notes.length).toBeGreaterThan(0);
    for (const note of notes) {
      expect([
        'Not calculable (starting from $0)',
        'Not calculable (negative EPS)',
        'Not applicable (no historical data)',
        'Insufficient data',
      ]).toContain(note);
    }
  });

  it('answers 404 for an unknown symbol and 422 with the spec message for an invalid one', async () => {
    errorOf(await company('ZZZZZZ'), 404);
    const error = errorOf(await company(' bad'), 422, 'Invalid symbol provided to getCompany');
    expect(error.field).toBe('symbol');
  });
});

describe('GET /companies/{symbol}/statements', () => {
  it('answers income, balance and cash-flow statements, newest first, that obey the accounting identities', async () => {
    const body = dataOf(await statements(first()));
    expect(body.source.provider).toBe('demo');
    expect(body.incomeStatements.length).toBeGreaterThanOrEqual(10);
    const dates = body.incomeStatements.map((s) => s.date);
    expect(dates).toEqual([...dates].sort().reverse());
    for (const balance of body.balanceSheets) {
      expect(balance.totalAssets).toBe((balance.totalLiabilities ?? NaN) + (balance.totalStockholdersEquity ?? NaN));
    }
    for (const cash of body.cashFlowStatements) {
      expect(cash.freeCashFlow).toBe((cash.netCashProvidedByOperatingActivities ?? NaN) - Math.abs(cash.capitalExpenditure ?? NaN));
    }
  });

  it('reports statements in the company currency (the demo market includes non-USD reporters), prices in US dollars', async () => {
    const foreign = await testApp.db
      .selectFrom('annual_statements')
      .select(['symbol', 'currency'])
      .where('currency', '!=', 'USD')
      .executeTakeFirst();
    expect(foreign).toBeDefined();
    const symbol = foreign?.symbol ?? '';
    expect(dataOf(await statements(symbol)).currency).toBe(foreign?.currency);
    const answer = dataOf(await company(symbol));
    expect(answer).toMatchObject({ reportingCurrency: foreign?.currency, profile: { currency: 'USD' } });
    // The dated rate P/E and the other price ratios convert the statements with, and who gave it.
    expect(answer.fxRates).toEqual([
      {
        currency: foreign?.currency,
        usdPerUnit: expect.any(Number),
        date: expect.stringMatching(/^\d{4}-\d\d-\d\d$/),
        provider: 'demo',
        label: 'Demo market',
      },
    ]);
    expect(answer.fxRates?.[0]?.usdPerUnit).toBeGreaterThan(0);
    expect(dataOf(await chartOf(symbol)).currency).toBe(foreign?.currency);
  });

  it('answers 404 and 422 like the company', async () => {
    errorOf(await statements('ZZZZZZ'), 404);
    errorOf(await statements(' bad'), 422, 'Invalid symbol provided to getStatements');
  });
});

describe('GET /companies/{symbol}/financials/chart', () => {
  it('answers up to 10 years, oldest first, of Revenue, Net Income, Book Value and Total Debt in millions', async () => {
    const chart = dataOf(await chartOf(first()));
    const body = dataOf(await statements(first()));
    expect(chart.unit).toBe('millions');
    expect(chart.labels.length).toBeLessThanOrEqual(10);
    expect(chart.labels).toEqual([...chart.labels].sort());
    expect(chart.datasets.map((d) => d.label)).toEqual(['Revenue', 'Net Income', 'Book Value', 'Total Debt']);
    const newest = body.incomeStatements[0];
    expect(chart.labels.at(-1)).toBe(newest?.fiscalYear);
    expect(chart.datasets[0]?.data.at(-1)).toBeCloseTo((newest?.revenue ?? NaN) / 1e6, 2);
  });

  it('answers 404 for an unknown symbol and 422 for an invalid one', async () => {
    errorOf(await chartOf('ZZZZZZ'), 404);
    errorOf(await chartOf(' bad'), 422);
  });
});

describe('GET /companies/{symbol}/news', () => {
  it('pages the company news newest first and says whether more exist', async () => {
    const all = dataOf(await newsOf(first(), { limit: 50 }));
    expect(all.news.length).toBeGreaterThan(1);
    expect(all.hasMore).toBe(false);
    for (const item of all.news) expect(item.ticker).toBe(first());
    const dates = all.news.map((n) => n.publishedDate);
    expect(dates).toEqual([...dates].sort().reverse());
    const page = dataOf(await newsOf(first(), { limit: 1, offset: 1 }));
    expect(page.news[0]?.url).toBe(all.news[1]?.url);
    expect(page.hasMore).toBe(all.news.length > 2);
  });

  it('answers 404 for an unknown symbol and 422 for a bad limit', async () => {
    errorOf(await newsOf('ZZZZZZ'), 404);
    errorOf(await newsOf(first(), { limit: 0 }), 422);
  });
});

describe('POST /companies/{symbol}/refresh', () => {
  const refresh = (symbol: string, as?: SignedIn) => testApp.api(as).POST('/companies/{symbol}/refresh', path(symbol));

  it('needs a signed-in user', async () => {
    errorOf(await refresh(first()), 401);
  });

  it('queues one durable job per symbol (202), which the worker runs to completion', async () => {
    const symbol = stocks[1] as string;
    const queued = dataOf(await refresh(symbol.toLowerCase(), user), 202);
    expect(queued).toMatchObject({ status: 'queued' });
    const again = dataOf(await refresh(symbol, user), 202);
    expect(again.jobId).toBe(queued.jobId);
    const before = await testApp.db.selectFrom('securities').select('asOf').where('symbol', '=', symbol).executeTakeFirstOrThrow();
    expect(await testApp.deps.durableJobs.runDue(new AbortController().signal)).toBe(1);
    const job = await testApp.deps.durableJobs.find(queued.jobId);
    expect(job?.status).toBe('done');
    const after = await testApp.db.selectFrom('securities').select('asOf').where('symbol', '=', symbol).executeTakeFirstOrThrow();
    expect(after.asOf > before.asOf).toBe(true);
    expect(dataOf(await company(symbol)).yearlyData.length).toBeGreaterThan(0);
  });

  it('serves the company as the refresh changed it (the stored company is cached until market data is written)', async () => {
    const symbol = stocks[2] as string;
    const before = dataOf(await company(symbol));
    const { marketData } = testApp.deps;
    const call = marketData.call.bind(marketData);
    const renamed = `${before.companyName} Renamed`;
    const spy = vi.spyOn(marketData, 'call').mockImplementation(async (method, args, options) => {
      const answer = await call(method, args, options);
      return method === 'getProfile'
        ? ({ ...answer, data: { ...(answer.data as object), companyName: renamed } } as typeof answer)
        : answer;
    });
    try {
      expect((await refresh(symbol, user)).response.status).toBe(202);
      expect(await testApp.deps.durableJobs.runDue(new AbortController().signal)).toBe(1);
    } finally {
      spy.mockRestore();
    }
    const after = dataOf(await company(symbol));
    expect(after.companyName).toBe(renamed);
    expect(after.profile.companyName).toBe(renamed);
  });

  it('answers 404 for a symbol no provider knows and 422 with the spec message for an invalid one', async () => {
    errorOf(await refresh('ZZZZZZ', user), 404);
    errorOf(await refresh(' bad', user), 422, 'Invalid symbol provided to refreshCompany');
  });
});
