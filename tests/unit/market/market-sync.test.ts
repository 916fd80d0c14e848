import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import pino from 'pino';
import { createTestDatabase, type TestDatabase } from '../../../server/db/test-database';
import { MarketData } from '../../../server/providers/market/market-data';
import type { MarketDataErrorKind } from '../../../server/providers/market/types';
import { refreshSecurity, syncWholeMarket, type SyncContext } from '../../../server/services/market/market-sync.service';
import { type FaultyProvider, type ProviderMethodName, faultyDemoProvider } from './faulty-provider';

let database: TestDatabase;
let faulty: FaultyProvider;
let context: SyncContext;

beforeEach(async () => {
  database = await createTestDatabase();
  faulty = faultyDemoProvider();
  context = {
    db: database.db,
    marketData: new MarketData({ providers: [faulty.provider], timeoutMs: 5000 }),
    logger: pino({ level: 'silent' }),
  };
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
