import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type TestApp } from '../support/test-app';
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

const get = (path: string, init?: RequestInit) => testApp.request(`/api/v1${path}`, init);
const first = () => stocks[0] as string;

async function expectError(response: Response, status: number, message?: string) {
  expect(response.status).toBe(status);
  const body = await response.json();
  if (message) expect(body.error.message).toBe(message);
  return body.error;
}

describe('GET /companies', () => {
  it('lists every stock of the market, largest market cap first, a page at a time', async () => {
    const response = await get('/companies?limit=100');
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.totalCount).toBe(TEST_DEMO_STOCKS);
    const caps = body.companies.map((c: { marketCap: number | null }) => c.marketCap ?? -1);
    expect(caps).toEqual([...caps].sort((a, b) => b - a));
    const page = await (await get('/companies?limit=5&offset=5')).json();
    expect(page.companies.map((c: { symbol: string }) => c.symbol)).toEqual(
      body.companies.slice(5, 10).map((c: { symbol: string }) => c.symbol),
    );
  });

  it('reads market-cap filters in US dollars and filters by sector', async () => {
    const all = (await (await get('/companies?limit=100')).json()).companies as Array<{ marketCap: number; sector: string }>;
    const median = [...all].map((c) => c.marketCap).sort((a, b) => a - b)[Math.floor(all.length / 2)] as number;
    const body = await (await get(`/companies?limit=100&marketCapMin=${median}`)).json();
    expect(body.totalCount).toBeGreaterThan(0);
    expect(body.totalCount).toBeLessThan(all.length);
    for (const company of body.companies) expect(company.marketCap).toBeGreaterThanOrEqual(median);
    const sector = all[0]?.sector as string;
    const bySector = await (await get(`/companies?limit=100&sector=${encodeURIComponent(sector)}`)).json();
    expect(bySector.totalCount).toBe(all.filter((c) => c.sector === sector).length);
  });

  it('answers 422 for out-of-range filters', async () => {
    const error = await expectError(await get('/companies?roicMin=2'), 422);
    expect(error.field).toBe('roicMin');
  });
});

describe('GET /companies/{symbol}', () => {
  it('answers the profile, metrics and up to 10 years of yearly data, newest first, saying demo data is served', async () => {
    const response = await get(`/companies/${first().toLowerCase()}`);
    expect(response.status).toBe(200);
    const company = await response.json();
    expect(company.symbol).toBe(first());
    expect(company.type).toBe('stock');
    expect(company.profile.description).toContain('fictional');
    expect(company.source.provider).toBe('demo');
    expect(company.executives.length).toBeGreaterThan(0);
    expect(company.yearlyData.length).toBeLessThanOrEqual(10);
    const years = company.yearlyData.map((row: { year: number }) => row.year);
    expect(years).toEqual([...years].sort((a, b) => b - a));
    expect(company.price).toBeGreaterThan(0);
  });

  it('explains missing growth with the spec notes', async () => {
    const rows = await testApp.db.selectFrom('company_metrics').select(['symbol', 'growth_notes']).execute();
    const withNote = rows.find((row) => row.growth_notes && row.growth_notes !== '{}');
    expect(withNote).toBeDefined();
    const company = await (await get(`/companies/${withNote?.symbol}`)).json();
    const notes = Object.values(company.growthNotes) as string[];
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
    await expectError(await get('/companies/ZZZZZZ'), 404);
    const error = await expectError(await get('/companies/%20bad'), 422, 'Invalid symbol provided to getCompany');
    expect(error.field).toBe('symbol');
  });
});

describe('GET /companies/{symbol}/statements', () => {
  it('answers income, balance and cash-flow statements, newest first, that obey the accounting identities', async () => {
    const response = await get(`/companies/${first()}/statements`);
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.source.provider).toBe('demo');
    expect(body.incomeStatements.length).toBeGreaterThanOrEqual(10);
    const dates = body.incomeStatements.map((s: { date: string }) => s.date);
    expect(dates).toEqual([...dates].sort().reverse());
    for (const balance of body.balanceSheets) {
      expect(balance.totalAssets).toBe(balance.totalLiabilities + balance.totalStockholdersEquity);
    }
    for (const cash of body.cashFlowStatements) {
      expect(cash.freeCashFlow).toBe(cash.netCashProvidedByOperatingActivities - Math.abs(cash.capitalExpenditure));
    }
  });

  it('reports statements in the company currency (the demo market includes non-USD reporters), prices in US dollars', async () => {
    const foreign = await testApp.db
      .selectFrom('annual_statements')
      .select(['symbol', 'currency'])
      .where('currency', '!=', 'USD')
      .executeTakeFirst();
    expect(foreign).toBeDefined();
    const body = await (await get(`/companies/${foreign?.symbol}/statements`)).json();
    expect(body.currency).toBe(foreign?.currency);
    const company = await (await get(`/companies/${foreign?.symbol}`)).json();
    expect(company).toMatchObject({ reportingCurrency: foreign?.currency, profile: { currency: 'USD' } });
    // The dated rate P/E and the other price ratios convert the statements with, and who gave it.
    expect(company.fxRates).toEqual([
      {
        currency: foreign?.currency,
        usdPerUnit: expect.any(Number),
        date: expect.stringMatching(/^\d{4}-\d\d-\d\d$/),
        provider: 'demo',
        label: 'Demo market',
      },
    ]);
    expect(company.fxRates[0].usdPerUnit).toBeGreaterThan(0);
    const chart = await (await get(`/companies/${foreign?.symbol}/financials/chart`)).json();
    expect(chart.currency).toBe(foreign?.currency);
  });

  it('answers 404 and 422 like the company', async () => {
    await expectError(await get('/companies/ZZZZZZ/statements'), 404);
    await expectError(await get('/companies/%20bad/statements'), 422, 'Invalid symbol provided to getStatements');
  });
});

describe('GET /companies/{symbol}/financials/chart', () => {
  it('answers up to 10 years, oldest first, of Revenue, Net Income, Book Value and Total Debt in millions', async () => {
    const chart = await (await get(`/companies/${first()}/financials/chart`)).json();
    const statements = await (await get(`/companies/${first()}/statements`)).json();
    expect(chart.unit).toBe('millions');
    expect(chart.labels.length).toBeLessThanOrEqual(10);
    expect(chart.labels).toEqual([...chart.labels].sort());
    expect(chart.datasets.map((d: { label: string }) => d.label)).toEqual(['Revenue', 'Net Income', 'Book Value', 'Total Debt']);
    const newest = statements.incomeStatements[0];
    expect(chart.labels.at(-1)).toBe(newest.fiscalYear);
    expect(chart.datasets[0].data.at(-1)).toBeCloseTo(newest.revenue / 1e6, 2);
  });

  it('answers 404 for an unknown symbol and 422 for an invalid one', async () => {
    await expectError(await get('/companies/ZZZZZZ/financials/chart'), 404);
    await expectError(await get('/companies/%20bad/financials/chart'), 422);
  });
});

describe('GET /companies/{symbol}/news', () => {
  it('pages the company news newest first and says whether more exist', async () => {
    const all = await (await get(`/companies/${first()}/news?limit=50`)).json();
    expect(all.news.length).toBeGreaterThan(1);
    expect(all.hasMore).toBe(false);
    for (const item of all.news) expect(item.ticker).toBe(first());
    const dates = all.news.map((n: { publishedDate: string }) => n.publishedDate);
    expect(dates).toEqual([...dates].sort().reverse());
    const page = await (await get(`/companies/${first()}/news?limit=1&offset=1`)).json();
    expect(page.news[0].url).toBe(all.news[1].url);
    expect(page.hasMore).toBe(all.news.length > 2);
  });

  it('answers 404 for an unknown symbol and 422 for a bad limit', async () => {
    await expectError(await get('/companies/ZZZZZZ/news'), 404);
    await expectError(await get(`/companies/${first()}/news?limit=0`), 422);
  });
});

describe('POST /companies/{symbol}/refresh', () => {
  const refresh = (symbol: string, headers: Record<string, string> = user.headers) =>
    get(`/companies/${symbol}/refresh`, { method: 'POST', headers });

  it('needs a signed-in user', async () => {
    await expectError(await refresh(first(), {}), 401);
  });

  it('queues one durable job per symbol (202), which the worker runs to completion', async () => {
    const symbol = stocks[1] as string;
    const response = await refresh(symbol.toLowerCase());
    expect(response.status).toBe(202);
    const queued = await response.json();
    expect(queued).toMatchObject({ status: 'queued' });
    const again = await (await refresh(symbol)).json();
    expect(again.jobId).toBe(queued.jobId);
    const before = await testApp.db.selectFrom('securities').select('as_of').where('symbol', '=', symbol).executeTakeFirstOrThrow();
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(await testApp.deps.durableJobs.runDue(new AbortController().signal)).toBe(1);
    const job = await testApp.deps.durableJobs.find(queued.jobId);
    expect(job?.status).toBe('done');
    const after = await testApp.db.selectFrom('securities').select('as_of').where('symbol', '=', symbol).executeTakeFirstOrThrow();
    expect(after.as_of > before.as_of).toBe(true);
    const company = await (await get(`/companies/${symbol}`)).json();
    expect(company.yearlyData.length).toBeGreaterThan(0);
  });

  it('serves the company as the refresh changed it (the stored company is cached until market data is written)', async () => {
    const symbol = stocks[2] as string;
    const before = await (await get(`/companies/${symbol}`)).json();
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
      expect((await refresh(symbol)).status).toBe(202);
      await new Promise((resolve) => setTimeout(resolve, 5));
      expect(await testApp.deps.durableJobs.runDue(new AbortController().signal)).toBe(1);
    } finally {
      spy.mockRestore();
    }
    const after = await (await get(`/companies/${symbol}`)).json();
    expect(after.companyName).toBe(renamed);
    expect(after.profile.companyName).toBe(renamed);
  });

  it('answers 404 for a symbol no provider knows and 422 with the spec message for an invalid one', async () => {
    await expectError(await refresh('ZZZZZZ'), 404);
    await expectError(await refresh('%20bad'), 422, 'Invalid symbol provided to refreshCompany');
  });
});
