/**
 * A test app whose database holds a small demo market (DEMO_STOCKS stocks plus the demo funds),
 * filled by the real sync, for the market-data API tests.
 */
import { syncMarketNow } from '../../server/services/market/market-setup';
import { type TestApp, createTestApp } from './test-app';

export const TEST_DEMO_STOCKS = 40;

export async function createMarketTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const testApp = await createTestApp({ DEMO_STOCKS: String(TEST_DEMO_STOCKS), ...env });
  await syncMarketNow(testApp.deps);
  return testApp;
}

/** The stored securities of one type, for picking real symbols in tests. */
export async function storedSymbols(testApp: TestApp, type: 'stock' | 'etf' | 'mutual_fund'): Promise<string[]> {
  const rows = await testApp.db.selectFrom('securities').select('symbol').where('type', '=', type).orderBy('symbol').execute();
  return rows.map((row) => row.symbol);
}
