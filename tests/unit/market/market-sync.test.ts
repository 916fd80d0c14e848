import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import pino from 'pino';
import { createTestDatabase, type TestDatabase } from '../../../server/db/test-database';
import { MarketData } from '../../../server/providers/market/market-data';
import type { MarketPart } from '../../../server/db/tables/market.table';
import type { MarketDataErrorKind } from '../../../server/providers/market/types';
import {
  refreshSecurity,
  syncOnFirstStart,
  syncWholeMarket,
  type SyncContext,
} from '../../../server/services/market/sync/market-sync.service';
import { type FaultyProvider, type ProviderMethodName, faultyDemoProvider } from './faulty-provider';
import { systemClock } from '../../../server/lib/clock';
import { firstStoredStock } from '../../support/market-test-app';

let database: TestDatabase;
let faulty: FaultyProvider;
let context: SyncContext;
let logs: Array<{ level: number; msg: string }>;

beforeEach(async () => {
  database = await createTestDatabase();
  faulty = faultyDemoProvider();
  context = {
    db: database.db,
    marketData: new MarketData({ clock: systemClock, providers: [faulty.provider], timeoutMs: 5000 }),
    logger: pino({ level: 'info' }, { write: (line: string) => void logs.push(JSON.parse(line)) }),
    clock: systemClock,
  };
  logs = [];
});
afterEach(() => database.destroy());

const TABLES = ['securities', 'executives', 'annual_statements', 'company_metrics', 'tenk_filings', 'quotes'] as const;

/** How many rows each market table holds for one symbol, plus its news. */
async function storedCounts(symbol: string): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of TABLES) {
    const rows = await database.db.selectFrom(table).select('symbol').where('symbol', '=', symbol).execute();
    counts[table] = rows.length;
  }
  counts.news = (await database.db.selectFrom('news').select('symbol').where('symbol', '=', symbol).execute()).length;
  return counts;
}

describe('refreshing one security', () => {
  const failures: Array<[ProviderMethodName, MarketDataErrorKind, string]> = [
    ['getAnnualStatements', 'unavailable', 'statements'],
    ['getAnnualStatements', 'not_found', 'statements'],
    ['getExecutives', 'rate_limited', 'executives'],
    ['listTenKFilings', 'bad_response', 'filings'],
    ['getNews', 'unavailable', 'news'],
    ['getQuotes', 'unavailable', 'quote'],
  ];

  it.each(failures)(
    'keeps the stored rows of the part when %s fails with %s, stores every other part and records the error',
    async (method, kind, part) => {
      await syncWholeMarket(context);
      const symbol = await firstStoredStock(database);
      const before = await storedCounts(symbol);
      expect(before.annual_statements).toBeGreaterThan(0);
      expect(before.executives).toBeGreaterThan(0);
      expect(before.tenk_filings).toBeGreaterThan(0);
      faulty.faults.set(method, kind);
      const report = await refreshSecurity(context, symbol);
      expect(report.parts[part as keyof typeof report.parts]).toBe('failed');
      expect(Object.values(report.parts).filter((status) => status === 'failed')).toHaveLength(1);
      expect(await storedCounts(symbol)).toEqual(before);
      const parts = await database.db.selectFrom('market_parts').selectAll().where('symbol', '=', symbol).execute();
      expect(parts.find((row) => row.part === part)).toMatchObject({ lastError: `${method} failed (${kind})` });
      expect(parts.find((row) => row.part === 'profile')).toMatchObject({ provider: 'demo', lastError: null });
      expect(logs).toContainEqual(expect.objectContaining({ msg: 'refresh stored what came back; some parts failed' }));
    },
  );

  it('a failed estimate only leaves the forward P/E empty', async () => {
    await syncWholeMarket(context);
    const symbol = await firstStoredStock(database);
    faulty.faults.set('getEstimates', 'auth');
    const report = await refreshSecurity(context, symbol);
    expect(Object.values(report.parts)).not.toContain('failed');
    const metrics = await database.db.selectFrom('company_metrics').selectAll().where('symbol', '=', symbol).executeTakeFirstOrThrow();
    expect(metrics.forwardPe).toBeNull();
    expect(metrics.pe).not.toBeNull();
  });

  it('stores an empty part when no provider serves it', async () => {
    await syncWholeMarket(context);
    const symbol = await firstStoredStock(database);
    faulty.faults.set('getExecutives', 'unsupported');
    await refreshSecurity(context, symbol);
    const after = await storedCounts(symbol);
    expect(after).toMatchObject({ securities: 1, executives: 0 });
    expect(after.annual_statements).toBeGreaterThan(0);
  });

  it('keeps a stored security whose profile fails, refreshing its other parts', async () => {
    await syncWholeMarket(context);
    const symbol = await firstStoredStock(database);
    faulty.faults.set('getProfile', 'unavailable');
    const report = await refreshSecurity(context, symbol);
    expect(report.parts).toMatchObject({ profile: 'failed', statements: 'ok', quote: 'ok' });
    expect((await storedCounts(symbol)).securities).toBe(1);
  });

  it('fails a security no provider knows and none is stored', async () => {
    faulty.faults.set('getProfile', 'not_found');
    await expect(refreshSecurity(context, 'NOPE')).rejects.toMatchObject({ kind: 'not_found' });
  });
});

describe('the first start', () => {
  const WARN = 40;
  const ERROR = 50;
  const securityCount = async () => (await database.db.selectFrom('securities').select('symbol').execute()).length;
  /** A stock the provider knows (asked before any fault is set). */
  const knownStock = async () => (await faulty.provider.listSecurities({})).find((listing) => listing.type === 'stock')?.symbol ?? '';

  it('fills an empty database with the whole market, and only an empty one', async () => {
    expect(await syncOnFirstStart(context)).toBe(true);
    const stored = await securityCount();
    expect(stored).toBeGreaterThan(0);
    expect(await syncOnFirstStart(context)).toBe(false);
  });

  it('fills once when two starts race on one database (instances started together): the other waits and finds it filled', async () => {
    const results = await Promise.all([syncOnFirstStart(context), syncOnFirstStart(context)]);
    expect(results.sort()).toEqual([false, true]);
    expect(await securityCount()).toBeGreaterThan(0);
    expect(logs.filter((entry) => entry.level >= WARN)).toEqual([]);
  });

  it('starts with an empty market, saying so at warn, when the providers cannot list securities', async () => {
    const symbol = await knownStock();
    faulty.faults.set('listSecurities', 'unsupported');
    expect(await syncOnFirstStart(context)).toBe(false);
    expect(await securityCount()).toBe(0);
    expect(logs).toContainEqual(expect.objectContaining({ level: WARN, msg: expect.stringContaining('starting with an empty market') }));
    await refreshSecurity(context, symbol);
    expect(await storedCounts(symbol)).toMatchObject({ securities: 1, company_metrics: 1 });
  });

  it.each<[ProviderMethodName, MarketDataErrorKind, MarketPart]>([
    ['getAnnualStatements', 'not_found', 'statements'],
    ['getExecutives', 'unavailable', 'executives'],
  ])('stores every security when %s fails with %s, recording the failed part for each', async (method, kind, part) => {
    faulty.faults.set(method, kind);
    const listed = (await faulty.provider.listSecurities({})).filter((listing) => listing.type === 'stock').length;
    await syncWholeMarket(context);
    const stocks = await database.db.selectFrom('securities').select('symbol').where('type', '=', 'stock').execute();
    expect(stocks).toHaveLength(listed);
    const failures = await database.db.selectFrom('market_parts').selectAll().where('part', '=', part).execute();
    expect(failures).toHaveLength(listed);
    expect(failures[0]).toMatchObject({ provider: null, lastError: `${method} failed (${kind})` });
    expect(logs).toContainEqual(expect.objectContaining({ level: WARN, msg: 'market sync stored what came back; some parts failed' }));
  });

  it('logs a failed first sync and starts anyway', async () => {
    faulty.faults.set('listSecurities', 'unavailable');
    expect(await syncOnFirstStart(context)).toBe(false);
    expect(logs).toContainEqual(expect.objectContaining({ level: ERROR, msg: 'first market sync failed: starting with an empty market' }));
  });

  it('stores a security without a quote when the providers serve no quotes (SEC EDGAR)', async () => {
    const symbol = await knownStock();
    faulty.faults.set('listSecurities', 'unsupported');
    faulty.faults.set('getQuotes', 'unsupported');
    await syncOnFirstStart(context);
    await refreshSecurity(context, symbol);
    expect(await storedCounts(symbol)).toMatchObject({ securities: 1, quotes: 0, company_metrics: 1 });
  });
});
