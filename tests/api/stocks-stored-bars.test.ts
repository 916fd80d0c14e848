/**
 * Charts of a real provider come from the database once a refresh stored the bars: the fmp
 * provider, pointed at the local recorded-response server, serves a symbol never refreshed
 * live; after POST /companies/{symbol}/refresh the daily and intraday charts answer from the
 * stored rows, with their provider and as-of, even with the provider's server stopped.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OWN_RECORDINGS_DIR, type RecordedServer, startRecordedServer } from '../support/recorded-server';
import { type SignedIn, signIn } from '../support/sign-in';
import { type TestApp, createTestApp } from '../support/test-app';
import { dataOf } from '../support/api-results';
import { TestClock } from '../support/test-clock';

/** Wednesday 2025-02-05, 07:00 in New York (before the open): the last two sessions are 3 and 4 February. */
const clock = new TestClock('2025-02-05T12:00:00.000Z');

let server: RecordedServer;
let serverRunning = false;
let testApp: TestApp;
let user: SignedIn;
beforeAll(async () => {
  server = await startRecordedServer([OWN_RECORDINGS_DIR]);
  serverRunning = true;
  testApp = await createTestApp({ MARKET_DATA_PROVIDER: 'fmp', FMP_API_KEY: 'test-key', FMP_BASE_URL: `${server.baseUrl}/fmp` }, { clock });
  user = await signIn(testApp, { via: 'token' });
});
afterAll(async () => {
  await testApp.close();
  if (serverRunning) await server.close();
});

const intraday = (interval: '1min' | '15min', startDate: string, endDate: string, symbol = 'AAPL') =>
  testApp.api().GET('/stocks/{symbol}/chart/intraday', { params: { path: { symbol }, query: { interval, startDate, endDate } } });

async function storedIntraday(interval: '1min' | '15min') {
  return testApp.db
    .selectFrom('intraday_bars')
    .selectAll()
    .where('symbol', '=', 'AAPL')
    .where('interval', '=', interval)
    .orderBy('timestamp')
    .execute();
}

describe('charts of the fmp provider', () => {
  it('serves a symbol never refreshed live', async () => {
    const body = dataOf(await intraday('1min', '2025-02-04', '2025-02-04'));
    expect(body.source?.provider).toBe('fmp');
    expect(body.data).toEqual([
      { timestamp: '2025-02-04T20:58:00.000Z', price: 233 },
      { timestamp: '2025-02-04T20:59:00.000Z', price: 232.79 },
    ]);
    expect(server.requests).toContainEqual(expect.stringContaining('/fmp/stable/historical-chart/1min?'));
    expect(await storedIntraday('1min')).toEqual([]);
  });

  it('a refresh stores the last two trading days of 1- and 15-minute bars and the daily bars', async () => {
    const refresh = await testApp.api(user).POST('/companies/{symbol}/refresh', { params: { path: { symbol: 'AAPL' } } });
    const { jobId } = dataOf(refresh, 202);
    expect(await testApp.deps.durableJobs.runDue(new AbortController().signal)).toBe(1);
    const job = await testApp.deps.durableJobs.find(jobId);
    expect(job).toMatchObject({ status: 'done' });

    const minutes = await storedIntraday('1min');
    expect(minutes.map((bar) => [bar.timestamp, bar.close, bar.provider])).toEqual([
      ['2025-02-03T14:30:00.000Z', 229.6, 'fmp'],
      ['2025-02-03T20:59:00.000Z', 228.01, 'fmp'],
      ['2025-02-04T20:58:00.000Z', 233, 'fmp'],
      ['2025-02-04T20:59:00.000Z', 232.79, 'fmp'],
    ]);
    expect(minutes[0]).toMatchObject({ open: 229.99, high: 230.2, low: 229.4, volume: 1_204_500 });
    expect((await storedIntraday('15min')).map((bar) => bar.timestamp)).toEqual(['2025-02-03T20:45:00.000Z', '2025-02-04T20:45:00.000Z']);
    const daily = await testApp.db.selectFrom('price_history').selectAll().where('symbol', '=', 'AAPL').execute();
    expect(daily.map((row) => [row.year, row.provider])).toEqual([[2023, 'fmp']]);
  });

  it('answers the charts from the stored bars, naming their provider and as-of, with the provider stopped', async () => {
    await server.close();
    serverRunning = false;
    /** Each interval was fetched by its own call, so each has its own as-of. */
    const storedSource = async (interval: '1min' | '15min') => ({
      provider: 'fmp',
      label: 'Financial Modeling Prep',
      asOf: (await storedIntraday(interval))[0]?.asOf,
    });

    const minutes = dataOf(await intraday('1min', '2025-02-03', '2025-02-04'));
    expect(minutes.source).toEqual(await storedSource('1min'));
    expect(minutes.data.map((point) => point.price)).toEqual([229.6, 228.01, 233, 232.79]);
    const oneDay = dataOf(await intraday('15min', '2025-02-04', '2025-02-04'));
    expect(oneDay).toEqual({
      symbol: 'AAPL',
      interval: '15min',
      source: await storedSource('15min'),
      data: [{ timestamp: '2025-02-04T20:45:00.000Z', price: 232.79 }],
    });
    // A day outside the stored window is empty, not fetched.
    expect(dataOf(await intraday('1min', '2025-01-31', '2025-01-31')).data).toEqual([]);

    const daily = await testApp
      .api()
      .GET('/stocks/{symbol}/chart', { params: { path: { symbol: 'AAPL' }, query: { startDate: '2023-01-04', endDate: '2023-01-06' } } });
    const dailyBody = dataOf(daily);
    const storedYear = await testApp.db.selectFrom('price_history').select('asOf').where('symbol', '=', 'AAPL').executeTakeFirstOrThrow();
    expect(dailyBody.source).toEqual({ provider: 'fmp', label: 'Financial Modeling Prep', asOf: storedYear.asOf });
    expect(dailyBody.data.map((point) => point.timestamp.slice(0, 10))).toEqual(['2023-01-04', '2023-01-05', '2023-01-06']);

    // A symbol with nothing stored still goes to the provider, which is down.
    expect((await intraday('1min', '2025-02-04', '2025-02-04', 'MSFT')).response.status).toBe(502);
  });
});
