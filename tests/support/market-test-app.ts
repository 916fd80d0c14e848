/**
 * A test app whose database holds a small demo market (DEMO_STOCKS stocks plus the demo funds),
 * filled by the real sync, for the market-data API tests.
 */
import { syncMarketNow } from '../../server/services/market/sync/market-setup';
import { type TestApp, createTestApp } from './test-app';

export const TEST_DEMO_STOCKS = 40;

export async function createMarketTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const testApp = await createTestApp({ DEMO_STOCKS: String(TEST_DEMO_STOCKS), ...env });
  await syncMarketNow(testApp.deps);
  return testApp;
}

/** The stored securities of one type, for picking real symbols in tests (of an app, or of a bare test database). */
export async function storedSymbols(source: Pick<TestApp, 'db'>, type: 'stock' | 'etf' | 'mutual_fund'): Promise<string[]> {
  const rows = await source.db.selectFrom('securities').select('symbol').where('type', '=', type).orderBy('symbol').execute();
  return rows.map((row) => row.symbol);
}

/** The first stored stock by symbol, for tests that need one real company. */
export async function firstStoredStock(source: Pick<TestApp, 'db'>): Promise<string> {
  const [symbol] = await storedSymbols(source, 'stock');
  if (!symbol) throw new Error('No stock is stored');
  return symbol;
}
