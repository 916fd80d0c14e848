/**
 * A keyless market screenable before the per-company sync reaches each company: at the start of
 * a pass over SEC's whole ticker list (9,610 companies, ../shared/recorded), one market-wide read
 * of SEC's XBRL frames (built from the recorded company facts: scripts/support/recorded-frames.ts)
 * gives every filer in them statements and a screener row, without a company-facts request. The
 * company's own facts still replace them when the sync reaches it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MarketData } from '../../server/providers/market/market-data';
import { createRateLimiter } from '../../server/providers/market/sec/rate-limiter';
import { createSecProvider } from '../../server/providers/market/sec/sec-provider';
import { frameRequests } from '../../server/providers/market/sec/sec-frames';
import { MarketSync } from '../../server/services/market/sync/market-background-sync';
import { refreshSecurityParts } from '../../server/services/market/sync/security-refresh';
import { serveRecordedFrames } from '../../scripts/support/recorded-frames';
import { COMPANYFACTS_DIR } from '../../scripts/support/xbrl-coverage';
import {
  SHARED_RECORDINGS_DIR,
  type RecordedServer,
  keylessProviderSettings,
  sharedRecordingsExist,
  startRecordedServer,
} from '../support/recorded-server';
import { type TestApp, createTestApp } from '../support/test-app';
import { dataOf } from '../support/api-results';
import { signIn } from '../support/sign-in';

let server: RecordedServer;
let testApp: TestApp;
let marketData: MarketData;
const clock = { now: () => new Date() };

/** A logger that aborts `controller` once the prefill is logged: the pass stops before its first company. */
function stopAfterPrefill(controller: AbortController) {
  const logger = testApp.deps.logger.child({});
  const info = logger.info.bind(logger);
  logger.info = ((fields: object, message?: string) => {
    if (message === 'market figures prefilled') controller.abort();
    return info(fields, message as string);
  }) as typeof logger.info;
  return logger;
}

describe.runIf(sharedRecordingsExist)('the market prefilled from SEC frames', () => {
  beforeAll(async () => {
    server = await startRecordedServer([SHARED_RECORDINGS_DIR]);
    serveRecordedFrames(server, COMPANYFACTS_DIR);
    testApp = await createTestApp({ MARKET_DATA_PROVIDER: 'sec', ...keylessProviderSettings(server.baseUrl) });
    // The local server needs no SEC rate limit; the test would otherwise wait out ten requests a second.
    const sec = createSecProvider(testApp.config.marketData, { clock, limiter: createRateLimiter(1000, 1000) });
    marketData = new MarketData({ providers: [sec], timeoutMs: 30_000, clock, logger: testApp.deps.logger });
  });
  afterAll(async () => {
    await testApp?.close();
    await server?.close();
  });

  it('gives every filer in the frames figures before the pass reaches any company, in one read', async () => {
    const stop = new AbortController();
    const sync = new MarketSync({ db: testApp.db, marketData, logger: stopAfterPrefill(stop), clock });
    await sync.tick(stop.signal);
    expect(await sync.progress()).toMatchObject({ state: 'running', total: 9_610, done: 0 });

    const secRequests = server.requests.filter((request) => request.startsWith('/sec/'));
    expect(secRequests.filter((request) => request.includes('/companyfacts/'))).toEqual([]);
    expect(secRequests.filter((request) => request.includes('/frames/')).length).toBe(frameRequests(clock.now().toISOString()).length);

    const user = await signIn(testApp, { via: 'token' });
    const screen = dataOf(await testApp.api(user).GET('/screen', { params: { query: { withFiguresOnly: true, limit: 50 } } }));
    expect(screen).toMatchObject({ marketCount: 9_610, withFiguresCount: 3 });
    expect(screen.results.map((row) => row.ticker).sort()).toEqual(['AAPL', 'NVDA', 'SNOW']);
    const apple = screen.results.find((row) => row.ticker === 'AAPL');
    // Revenue FY2020 $274.515B to FY2025 $416.161B, five years.
    expect(apple?.revenueGrowth).toBeCloseTo((416_161 / 274_515) ** (1 / 5) - 1, 10);
    expect(apple?.growthPeriod).toBe('FY2025');

    const statements = dataOf(await testApp.api().GET('/companies/{symbol}/statements', { params: { path: { symbol: 'AAPL' } } }));
    expect(statements.incomeStatements[0]).toMatchObject({ fiscalYear: '2025', revenue: 416_161_000_000, netIncome: 112_010_000_000 });
    // No per-share figures from frames (a frame's EPS may predate a later split): the P/E waits for the company's own facts.
    expect(statements.incomeStatements[0]?.epsDiluted).toBeNull();
    expect(statements.source).toMatchObject({ provider: 'sec' });
  });

  it("leaves the company's own facts to the sync, which replaces the frames' figures with them", async () => {
    // Recorded as a prefill, which the sync never takes for the company's own statements.
    const parts = await testApp.db.selectFrom('market_parts').select(['symbol', 'detail']).where('part', '=', 'statements').execute();
    expect(parts.map((part) => [part.symbol, JSON.parse(part.detail ?? '{}')]).sort()).toEqual([
      ['AAPL', { prefill: 'xbrl frames' }],
      ['NVDA', { prefill: 'xbrl frames' }],
      ['SNOW', { prefill: 'xbrl frames' }],
    ]);
    const before = server.requests.length;
    const report = await refreshSecurityParts({ db: testApp.db, marketData }, 'AAPL', {
      parts: new Set(['profile', 'statements', 'filings']),
      statementsOnNewFiling: true,
      clock,
    });
    expect(report.parts.statements).toBe('ok');
    expect(server.requests.slice(before).some((request) => request.includes('/companyfacts/CIK0000320193.json'))).toBe(true);
    const statements = dataOf(await testApp.api().GET('/companies/{symbol}/statements', { params: { path: { symbol: 'AAPL' } } }));
    // The company's own facts reach back fifteen years, where the frames gave eight, with EPS.
    expect(statements.incomeStatements.length).toBeGreaterThan(8);
    expect(statements.incomeStatements[0]?.epsDiluted).toBe(7.46);
    const part = await testApp.db
      .selectFrom('market_parts')
      .select('detail')
      .where('symbol', '=', 'AAPL')
      .where('part', '=', 'statements')
      .executeTakeFirst();
    expect(JSON.parse(part?.detail ?? '{}')).toEqual({ newestFiling: expect.stringMatching(/^0000320193-/) });
  });
});
