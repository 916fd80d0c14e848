/**
 * Bars stored by the per-symbol refresh of a real provider (here the demo market passing for
 * fmp): all daily bars, and the last two trading days of 1-minute and 15-minute bars, written in
 * the same transaction as the rest. The demo provider itself stores none (it computes them).
 */
import pino from 'pino';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../server/db/test-database';
import { newYorkTime } from '../../../common/new-york-time';
import { MarketData } from '../../../server/providers/market/market-data';
import { barWindow, refreshSecurity, syncWholeMarket, type SyncContext } from '../../../server/services/market/sync/market-sync.service';
import { type FaultyProvider, faultyDemoProvider } from './faulty-provider';
import { systemClock } from '../../../server/lib/clock';
import { firstStoredStock } from '../../support/market-test-app';

/** Wednesday 2025-02-05, 11:00 in New York: the session has run 90 minutes. */
const NOW = new Date('2025-02-05T16:00:00.000Z');

let database: TestDatabase;

beforeEach(async () => {
  database = await createTestDatabase();
});
afterEach(() => database.destroy());

function contextFor(faulty: FaultyProvider): SyncContext {
  return {
    db: database.db,
    marketData: new MarketData({ clock: systemClock, providers: [faulty.provider], timeoutMs: 5000 }),
    logger: pino({ level: 'silent' }),
    clock: { now: () => NOW },
  };
}

async function storedBars(symbol: string) {
  const intraday = await database.db.selectFrom('intraday_bars').selectAll().where('symbol', '=', symbol).orderBy('timestamp').execute();
  const daily = await database.db.selectFrom('price_history').selectAll().where('symbol', '=', symbol).execute();
  const minutes = intraday.filter((bar) => bar.interval === '1min');
  const quarters = intraday.filter((bar) => bar.interval === '15min');
  return {
    minutes,
    quarters,
    dailyYears: daily.length,
    securities: (await database.db.selectFrom('securities').select('symbol').where('symbol', '=', symbol).execute()).length,
  };
}

describe('the window of stored intraday bars', () => {
  it('is the last two trading days in New York, today once its session opened', () => {
    expect(barWindow(NOW)).toEqual({ today: '2025-02-05', intradayFrom: '2025-02-04', intradayTo: '2025-02-05' });
    // Before the open, after a weekend: Friday and Thursday.
    expect(barWindow(new Date('2025-02-10T13:00:00.000Z'))).toMatchObject({ intradayFrom: '2025-02-06', intradayTo: '2025-02-07' });
    // Tuesday after Presidents' Day (a holiday Monday), before the open: last Friday and Thursday.
    expect(barWindow(new Date('2025-02-18T13:00:00.000Z'))).toMatchObject({ intradayFrom: '2025-02-13', intradayTo: '2025-02-14' });
  });
});

describe('refreshing a security under a real provider', () => {
  let faulty: FaultyProvider;
  let context: SyncContext;
  let symbol: string;

  beforeEach(async () => {
    faulty = faultyDemoProvider(4, { name: 'fmp', clock: { now: () => NOW } });
    context = contextFor(faulty);
    await syncWholeMarket(context);
    symbol = await firstStoredStock(database);
  });

  it('the whole-market sync stores no bars; a refresh stores daily bars and two days of 1- and 15-minute bars', async () => {
    expect(await storedBars(symbol)).toMatchObject({ minutes: [], quarters: [], dailyYears: 0 });
    await refreshSecurity(context, symbol);
    const { minutes, quarters, dailyYears } = await storedBars(symbol);
    expect(dailyYears).toBeGreaterThanOrEqual(15);
    // A full session of 2025-02-04 (390 minutes) and the first 90 minutes of 2025-02-05.
    expect(minutes).toHaveLength(390 + 90);
    expect(quarters).toHaveLength(26 + 6);
    expect(new Set(minutes.map((bar) => newYorkTime(new Date(bar.timestamp)).date))).toEqual(new Set(['2025-02-04', '2025-02-05']));
    expect(minutes[0]).toMatchObject({ timestamp: '2025-02-04T14:30:00.000Z', provider: 'fmp' });
    expect(minutes[0]?.asOf).toMatch(/^\d{4}-\d\d-\d\dT/);
    const live = await faulty.provider.getIntradayBars({ symbol, interval: '15min', from: '2025-02-04', to: '2025-02-05' });
    expect(quarters.map((bar) => [bar.timestamp, bar.open, bar.high, bar.low, bar.close, bar.volume])).toEqual(
      live.map((bar) => [bar.timestamp, bar.open, bar.high, bar.low, bar.close, bar.volume]),
    );
  });

  it('a second refresh replaces the bars rather than adding to them', async () => {
    await refreshSecurity(context, symbol);
    const first = await storedBars(symbol);
    await refreshSecurity(context, symbol);
    const second = await storedBars(symbol);
    expect(second.minutes).toHaveLength(first.minutes.length);
    expect(second.dailyYears).toBe(first.dailyYears);
  });

  it('leaves intraday bars empty when the provider does not serve them, and stores the rest', async () => {
    await refreshSecurity(context, symbol);
    faulty.faults.set('getIntradayBars', 'unsupported');
    await refreshSecurity(context, symbol);
    const after = await storedBars(symbol);
    expect(after).toMatchObject({ minutes: [], quarters: [], securities: 1 });
    expect(after.dailyYears).toBeGreaterThan(0);
  });

  it.each(['unavailable', 'rate_limited'] as const)(
    'keeps every stored bar when intraday bars fail with %s mid-refresh, and stores the other parts',
    async (kind) => {
      await refreshSecurity(context, symbol);
      const before = await storedBars(symbol);
      faulty.faults.set('getIntradayBars', kind);
      const report = await refreshSecurity(context, symbol);
      expect(report.parts).toMatchObject({ bars: 'failed', profile: 'ok', statements: 'ok', quote: 'ok' });
      expect(report.errors.bars).toContain(`getIntradayBars failed (${kind})`);
      expect(await storedBars(symbol)).toEqual(before);
      const part = await database.db
        .selectFrom('market_parts')
        .selectAll()
        .where('symbol', '=', symbol)
        .where('part', '=', 'bars')
        .executeTakeFirstOrThrow();
      expect(part).toMatchObject({ provider: 'fmp', lastError: expect.stringContaining(kind) });
    },
  );
});

describe('refreshing a security under the demo provider', () => {
  it('stores no bars: the demo market computes them', async () => {
    const context = contextFor(faultyDemoProvider(4, { clock: { now: () => NOW } }));
    await syncWholeMarket(context);
    const symbol = await firstStoredStock(database);
    await refreshSecurity(context, symbol);
    expect(await storedBars(symbol)).toMatchObject({ minutes: [], quarters: [], dailyYears: 0, securities: 1 });
  });
});
