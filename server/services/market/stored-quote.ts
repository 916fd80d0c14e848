/** The stored quote of a security (its last good one), as a provider would give it. */
import type { Kysely } from 'kysely';
import { findQuote } from '../../db/repositories/market-read.repository';
import type { Database } from '../../db/schema';
import type { Sourced } from '../../providers/market/market-data';
import type { ProviderName, ProviderQuote } from '../../providers/market/types';

export async function findStoredQuote(db: Kysely<Database>, symbol: string): Promise<Sourced<ProviderQuote> | undefined> {
  const row = await findQuote(db, symbol);
  if (!row) return undefined;
  return {
    provider: row.provider as ProviderName,
    asOf: row.asOf,
    data: {
      symbol: row.symbol,
      name: row.name,
      price: row.price,
      change: row.change,
      changePercent: row.changePercent,
      volume: row.volume,
      open: row.open,
      previousClose: row.previousClose,
      dayHigh: row.dayHigh,
      dayLow: row.dayLow,
      yearHigh: row.yearHigh,
      yearLow: row.yearLow,
      averageVolume: row.averageVolume,
      marketCap: row.marketCap,
      timestamp: row.quotedAt,
    },
  };
}
