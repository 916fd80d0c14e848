/**
 * The keyless market (MARKET_DATA_PROVIDER=sec,yahoo) against the local recorded-response
 * server: the background sync lists every company of SEC's ticker list without any refresh
 * call, stores what came back for each (Apple: profile and 10-Ks from submissions, statements
 * from company facts, its price from Yahoo) and keeps going past companies the server answers
 * with 404. A pass resumes after a restart, and the next pass fetches statements only for new 10-Ks.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MarketSync } from '../../server/services/market/sync/market-background-sync';
import { OWN_RECORDINGS_DIR, type RecordedServer, keylessProviderSettings, startRecordedServer } from '../support/recorded-server';
import { type TestApp, createTestApp } from '../support/test-app';
import { dataOf } from '../support/api-results';
import { signIn } from '../support/sign-in';

let server: RecordedServer;
let testApp: TestApp;
const USER_AGENT = 'Research Terminal tests tests@example.test';

beforeAll(async () => {
  server = await startRecordedServer([OWN_RECORDINGS_DIR]);
  testApp = await createTestApp({
    MARKET_DATA_PROVIDER: 'sec,yahoo',
    ...keylessProviderSettings(server.baseUrl, USER_AGENT),
  });
});
afterAll(async () => {
  await testApp.close();
  await server.close();
});

const api = () => testApp.api();
const apple = { params: { path: { symbol: 'AAPL' } } };
const appleStatements = async () => dataOf(await api().GET('/companies/{symbol}/statements', apple));
const LISTED = ['AAPL', 'APP', 'APPF', 'BRK-B', 'MSFT', 'NVDA'];

function newSync(batchSize: number, logger = testApp.deps.logger): MarketSync {
  const { db, marketData } = testApp.deps;
  return new MarketSync({ db, marketData, logger, clock: { now: () => new Date() } }, { batchSize });
}

/** A logger that aborts `controller` when the sync logs its first progress line (a shutdown after one batch). */
function stopAfterFirstBatch(controller: AbortController) {
  const logger = testApp.deps.logger.child({});
  const info = logger.info.bind(logger);
  logger.info = ((fields: object, message?: string) => {
    if (message?.startsWith('market sync: ')) controller.abort();
    return info(fields, message as string);
  }) as typeof logger.info;
  return logger;
}

describe('the keyless market (sec,yahoo)', () => {
  it('lists the market from the ticker list, then fills the companies in batches, resuming after a restart', async () => {
    expect(testApp.deps.marketSync).not.toBeNull();
    const stopped = new AbortController();
    const first = newSync(2, stopAfterFirstBatch(stopped));
    // Stopped after its first batch (as a shutdown would), the pass is left in progress.
    await first.tick(stopped.signal);
    const halfway = await first.progress();
    expect(halfway).toMatchObject({ state: 'running', total: LISTED.length, done: 2 });

    const companies = dataOf(await api().GET('/companies', { params: { query: { limit: 50 } } }));
    expect(companies.totalCount).toBe(LISTED.length);
    expect(companies.companies.map((c) => c.symbol).sort()).toEqual(LISTED);
    expect(server.requests.filter((r) => r.includes('/refresh'))).toEqual([]);
    // The screener says how much of the market has figures yet (Apple, of the two done), and can leave the rest out.
    const user = await signIn(testApp, { via: 'token' });
    const screen = async (withFiguresOnly: boolean) =>
      dataOf(await testApp.api(user).GET('/screen', { params: { query: { withFiguresOnly } } }));
    expect(await screen(false)).toMatchObject({ marketCount: LISTED.length, withFiguresCount: 1, totalCount: LISTED.length });
    expect((await screen(true)).results.map((row) => row.ticker)).toEqual(['AAPL']);

    const requestsBefore = server.requests.length;
    await newSync(2).tick(new AbortController().signal);
    const resumed = server.requests.slice(requestsBefore);
    // The restarted pass does not go back to the companies done before (AAPL and APP).
    expect(resumed.some((r) => r.includes('CIK0000320193'))).toBe(false);
    const done = await newSync(2).progress();
    expect(done).toMatchObject({ state: 'idle', total: LISTED.length, done: LISTED.length, lastFinishedAt: expect.any(String) });
    // Only Apple is recorded: the other five answered 404 somewhere and count as errors.
    expect(done.errors).toBe(LISTED.length - 1);
  });

  it('stores what came back for Apple: SEC profile, 10-Ks and statements, Yahoo price', async () => {
    const company = dataOf(await api().GET('/companies/{symbol}', apple));
    expect(company).toMatchObject({ symbol: 'AAPL', companyName: 'Apple Inc.', source: { provider: 'sec' } });
    expect(company.price).toBeGreaterThan(0);
    const statements = await appleStatements();
    const fy2024 = statements.incomeStatements.find((year) => year.fiscalYear === '2024');
    expect(fy2024).toMatchObject({ revenue: 391_035_000_000, netIncome: 93_736_000_000 });
    const quote = await testApp.db.selectFrom('quotes').selectAll().where('symbol', '=', 'AAPL').executeTakeFirstOrThrow();
    expect(quote.provider).toBe('yahoo');
  });

  it("says where each set of Apple's figures came from: the 10-K of its statements, Yahoo for the price", async () => {
    const company = dataOf(await api().GET('/companies/{symbol}', apple));
    expect(company.reportingCurrency).toBe('USD');
    expect(company.sources?.profile).toMatchObject({ provider: 'sec', label: 'SEC EDGAR' });
    expect(company.sources?.quote).toMatchObject({ provider: 'yahoo', label: 'Yahoo Finance' });
    expect(company.sources?.statements).toMatchObject({
      provider: 'sec',
      label: 'SEC EDGAR',
      form: '10-K',
      accession: expect.stringMatching(/^0000320193-\d\d-\d{6}$/),
    });
    const accession = company.sources?.statements?.accession;
    expect(company.sources?.statements?.filedAt).toMatch(/^\d{4}-\d\d-\d\d$/);
    const statements = await appleStatements();
    expect(statements.source).toMatchObject({ provider: 'sec', accession });
    const newest = statements.incomeStatements[0];
    expect(newest?.accession).toBe(accession);
    expect(newest?.xbrlTags?.revenue).toMatch(/^Revenue|^SalesRevenue/);
  });

  it("GET /status names each provider with its calls and last failure, and the sync's progress", async () => {
    const status = dataOf(await api().GET('/status'));
    expect(status.providers.map((p) => p.provider)).toEqual(['sec', 'yahoo']);
    const [sec, yahoo] = status.providers;
    expect(sec).toMatchObject({ label: 'SEC EDGAR', lastSuccessAt: expect.any(String) });
    expect(sec?.callsToday).toBeGreaterThan(LISTED.length);
    // Yahoo answered 404 for the symbols not recorded: answers, not failures of the provider.
    expect(yahoo).toMatchObject({ label: 'Yahoo Finance', lastSuccessAt: expect.any(String), failuresToday: 0, quotaErrorsToday: 0 });
    expect(status.sync).toMatchObject({ state: 'idle', total: LISTED.length, done: LISTED.length, errors: LISTED.length - 1 });
    expect(status.sync?.providerCalls).toBeGreaterThan(0);
  });

  it('shows a company whose details all failed with what the listing said', async () => {
    const msft = await api().GET('/companies/{symbol}', { params: { path: { symbol: 'MSFT' } } });
    expect(dataOf(msft)).toMatchObject({ symbol: 'MSFT', companyName: 'MICROSOFT CORP', price: null });
  });

  it('sends the SEC contact User-Agent on every SEC request', () => {
    const secHeaders = server.requests.flatMap((r, i) => (r.startsWith('/sec/') ? [server.requestHeaders[i]] : []));
    expect(secHeaders.length).toBeGreaterThan(0);
    for (const headers of secHeaders) expect(headers?.['user-agent']).toBe(USER_AGENT);
  });

  it('the next pass fetches statements only where a newer 10-K is listed, and keeps the figures on the stored quarters', async () => {
    const metrics = () =>
      testApp.db
        .selectFrom('company_metrics')
        .select(['pe', 'epsBasis', 'growthBasis', 'roic', 'roicBasis', 'debtToEquity'])
        .where('symbol', '=', 'AAPL')
        .executeTakeFirstOrThrow();
    const figuresBefore = await metrics();
    await testApp.db.updateTable('market_sync').set({ lastPassFinishedAt: '2000-01-01T00:00:00.000Z' }).execute();
    const before = server.requests.length;
    await newSync(50).tick(new AbortController().signal);
    const pass = server.requests.slice(before);
    expect(pass.filter((r) => r.includes('/companyfacts/CIK0000320193.json'))).toHaveLength(0);
    const apple = await testApp.db.selectFrom('market_sync_companies').selectAll().where('symbol', '=', 'AAPL').executeTakeFirstOrThrow();
    expect(apple.attemptedAt > '2000-01-02').toBe(true);
    expect((await appleStatements()).incomeStatements.length).toBeGreaterThan(0);
    // Recomputed from the stored statements, quarters included (the TTM case: statements-periods.test.ts).
    const figuresAfter = await metrics();
    expect({ ...figuresAfter, pe: null }).toEqual({ ...figuresBefore, pe: null });
    expect(await newSync(50).progress()).toMatchObject({ state: 'idle', done: LISTED.length });
  });
});
