/** A stock of the demo market (the default provider) for API tests that need a real company. */
import type { TestApp } from './test-app';

export async function demoStock(testApp: TestApp, index = 0): Promise<{ symbol: string; name: string }> {
  const { data } = await testApp.deps.marketData.call('listSecurities', {});
  const stock = data.filter((security) => security.type === 'stock')[index];
  if (!stock) throw new Error('The demo market lists no stock');
  return { symbol: stock.symbol, name: stock.name };
}
