/**
 * The app's one clock, given to createDependencies, reaches every part that reads the time: the
 * demo provider's quote, the market-data facade's stamp and cache, the market session, and the
 * process's uptime. A part left on the wall clock would answer with today's real time.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoStock } from '../support/demo-stock';
import { createTestApp, type TestApp } from '../support/test-app';
import { TestClock } from '../support/test-clock';

const START = '2026-03-10T15:00:00.000Z'; // a Tuesday, 11:00 in New York: the market is open
const clock = new TestClock(START);
let testApp: TestApp;
let symbol: string;

beforeAll(async () => {
  testApp = await createTestApp({}, { clock });
  symbol = (await demoStock(testApp)).symbol;
});
afterAll(() => testApp.close());

const price = async () => {
  const { data, response } = await testApp.api().GET('/stocks/{symbol}/price', { params: { path: { symbol } } });
  if (!data) throw new Error(`GET /stocks/${symbol}/price answered ${response.status}`);
  return data;
};

describe("the app's clock", () => {
  it('stamps a quote with its time, caches it on that clock, and opens the session by it', async () => {
    const first = await price();
    expect(first.timestamp).toBe(START);
    expect(first.source.asOf).toBe(START);
    expect(first.marketOpen).toBe(true);

    clock.advance(10_000); // within the 15 s a live price is kept
    expect((await price()).source.asOf).toBe(START);

    clock.advance(6_000);
    expect((await price()).source.asOf).toBe('2026-03-10T15:00:16.000Z');

    clock.set('2026-03-14T15:00:00.000Z'); // a Saturday
    expect((await price()).marketOpen).toBe(false);
  });

  it('measures the uptime on it', async () => {
    const before = (await testApp.api().GET('/health')).data?.uptimeSeconds ?? 0;
    clock.advance(3_600_000);
    expect((await testApp.api().GET('/health')).data?.uptimeSeconds).toBe(before + 3600);
  });
});
