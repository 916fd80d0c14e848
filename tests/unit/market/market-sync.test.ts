import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import pino from 'pino';
import { createTestDatabase, type TestDatabase } from '../../../server/db/test-database';
import { MarketData } from '../../../server/providers/market/market-data';
import type { MarketDataErrorKind } from '../../../server/providers/market/types';
import { refreshSecurity, syncOnFirstStart, syncWholeMarket, type SyncContext } from '../../../server/services/market/market-sync.service';
import { type FaultyProvider, type ProviderMethodName, faultyDemoProvider } from './faulty-provider';

let database: TestDatabase;
let faulty: FaultyProvider;
let context: SyncContext;
let logs: Array<{ level: number; msg: string }>;

beforeEach(async () => {
  database = await createTestDatabase();
  faulty = faultyDemoProvider();
  context = {
    db: database.db,
    marketData: new MarketData({ providers: [faulty.provider], timeoutMs: 5000 }),
    logger: pino({ level: 'info' }, { write: (line: string) => void logs.push(JSON.parse(line)) }),
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

async function firstStock(): Promise<string> {
  const row = await database.db.selectFrom('securities').select('symbol').where('type', '=', 'stock').orderBy('symbol').executeTakeFirstOrThrow();
  return row.symbol;
}

describe('refreshing one security', () => {
  const transient: Array<[ProviderMethodName, MarketDataErrorKind]> = [
    ['getAnnualStatements', 'unavailable'],
    ['getExecutives', 'rate_limited'],
    ['listTenKFilings', 'bad_response'],
    ['getEstimates', 'auth'],
    ['getNews', 'unavailable'],
  ];

  it.each(transient)('keeps the stored rows when %s fails with %s mid-refresh', async (method, kind) => {
    await syncWholeMarket(context);
    const symbol = await firstStock();
    const before = await storedCounts(symbol);
    expect(before.annual_statements).toBeGreaterThan(0);
    expect(before.executives).toBeGreaterThan(0);
    expect(before.tenk_filings).toBeGreaterThan(0);
    faulty.faults.set(method, kind);
    await expect(refreshSecurity(context, symbol)).rejects.toMatchObject({ kind });
    expect(await storedCounts(symbol)).toEqual(before);
  });

  it('stores an empty part when the provider does not serve it or has nothing', async () => {
    await syncWholeMarket(context);
    const symbol = await firstStock();
    faulty.faults.set('getExecutives', 'unsupported');
    faulty.faults.set('listTenKFilings', 'not_found');
    await refreshSecurity(context, symbol);
    const after = await storedCounts(symbol);
    expect(after).toMatchObject({ securities: 1, executives: 0, tenk_filings: 0 });
    expect(after.annual_statements).toBeGreaterThan(0);
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

  it('starts with an empty market, saying so at warn, when the providers cannot list securities', async () => {
    const symbol = await knownStock();
    faulty.faults.set('listSecurities', 'unsupported');
    expect(await syncOnFirstStart(context)).toBe(false);
    expect(await securityCount()).toBe(0);
    expect(logs).toContainEqual(expect.objectContaining({ level: WARN, msg: expect.stringContaining('starting with an empty market') }));
    await refreshSecurity(context, symbol);
    expect(await storedCounts(symbol)).toMatchObject({ securities: 1, company_metrics: 1 });
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
