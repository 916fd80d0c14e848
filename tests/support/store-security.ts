/** Stores bare securities, as the market sync would, for API tests that need the market to know a symbol. */
import type { Kysely } from 'kysely';
import type { Database } from '../../server/db/schema';

export type StoredSecurityType = 'stock' | 'etf' | 'mutual_fund';

export async function storeSecurity(
  db: Kysely<Database>,
  symbol: string,
  name = `${symbol} Test Co.`,
  type: StoredSecurityType = 'stock',
): Promise<void> {
  await db
    .insertInto('securities')
    .values({ symbol, name, type, currency: 'USD', provider: 'test', asOf: '2026-01-02T00:00:00.000Z' })
    .onConflict((conflict) => conflict.column('symbol').doNothing())
    .execute();
}
