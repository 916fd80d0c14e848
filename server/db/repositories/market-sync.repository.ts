/** The background market sync's stored state (market_sync) and the listing it writes first. */
import type { Kysely } from 'kysely';
import type { Database } from '../schema';
import type { MarketSyncTable } from '../tables/market.table';
import type { SecurityListing } from '../../providers/market/types';

type Db = Kysely<Database>;

export function findSyncState(db: Db, name: string) {
  return db.selectFrom('market_sync').selectAll().where('name', '=', name).executeTakeFirst();
}

export async function saveSyncState(
  db: Db,
  name: string,
  changes: Partial<Omit<MarketSyncTable, 'name'>> & { updatedAt: string },
): Promise<void> {
  await db
    .insertInto('market_sync')
    .values({ name, total: 0, done: 0, errors: 0, requests: 0, ...changes })
    .onConflict((oc) => oc.column('name').doUpdateSet(changes))
    .execute();
}

/**
 * Stores the listed companies not stored yet: a securities row and a metrics row with what the
 * listing says (name, exchange), so the screener and search list them before their details
 * arrive. Stored companies are left as they are. Returns how many were added.
 */
export async function insertListedSecurities(db: Db, listing: SecurityListing[], provider: string, asOf: string): Promise<number> {
  const known = new Set((await db.selectFrom('securities').select('symbol').execute()).map((row) => row.symbol));
  const fresh = [...new Map(listing.filter((l) => !known.has(l.symbol)).map((l) => [l.symbol, l])).values()];
  const CHUNK = 500;
  await db.transaction().execute(async (trx) => {
    for (let i = 0; i < fresh.length; i += CHUNK) {
      const chunk = fresh.slice(i, i + CHUNK);
      await trx
        .insertInto('securities')
        .values(
          chunk.map((l) => ({
            symbol: l.symbol,
            name: l.name,
            type: l.type,
            exchange: l.exchange,
            exchangeFullName: null,
            currency: l.currency,
            sector: null,
            industry: null,
            country: null,
            description: null,
            website: null,
            ceo: null,
            image: null,
            ipoDate: null,
            employees: null,
            beta: null,
            lastDividend: null,
            sharesOutstanding: null,
            cik: null,
            provider,
            asOf,
          })),
        )
        .execute();
      const stocks = chunk.filter((l) => l.type === 'stock');
      if (stocks.length > 0) {
        await trx
          .insertInto('company_metrics')
          .values(
            stocks.map((l) => ({
              symbol: l.symbol,
              companyName: l.name,
              sector: null,
              industry: null,
              exchange: l.exchange,
              price: null,
              marketCap: null,
              eps: null,
              pe: null,
              forwardPe: null,
              revenueGrowth: null,
              epsGrowth: null,
              fcfGrowth: null,
              growthNotes: null,
              roic: null,
              debtToEquity: null,
              stickerPrice: null,
              marginOfSafety: null,
              paybackTime: null,
              provider,
              asOf,
            })),
          )
          .execute();
      }
    }
  });
  return fresh.length;
}

/** Stocks the sync has not worked on since `since`, in symbol order. */
export async function symbolsNotAttemptedSince(db: Db, since: string, limit: number): Promise<string[]> {
  const rows = await db
    .selectFrom('securities as s')
    .leftJoin('market_sync_companies as c', 'c.symbol', 's.symbol')
    .select('s.symbol')
    .where('s.type', '=', 'stock')
    .where((eb) => eb.or([eb('c.attemptedAt', 'is', null), eb('c.attemptedAt', '<', since)]))
    .orderBy('s.symbol')
    .limit(limit)
    .execute();
  return rows.map((row) => row.symbol);
}

/** Marks companies worked on by the sync at `at`. */
export async function markAttempted(db: Db, symbols: string[], at: string): Promise<void> {
  if (symbols.length === 0) return;
  await db
    .insertInto('market_sync_companies')
    .values(symbols.map((symbol) => ({ symbol, attemptedAt: at })))
    .onConflict((oc) => oc.column('symbol').doUpdateSet({ attemptedAt: at }))
    .execute();
}
