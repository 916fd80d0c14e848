/** Favourite and hidden tickers (upper-case) of a user. */
import type { Kysely } from 'kysely';
import type { Database } from '../schema';

type Db = Kysely<Database>;

export async function listFavoriteTickers(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('favorites')
    .select('ticker')
    .where('userId', '=', userId)
    .orderBy('createdAt')
    .orderBy('ticker')
    .execute();
  return rows.map((row) => row.ticker);
}

export async function isFavorite(db: Db, userId: string, ticker: string): Promise<boolean> {
  const row = await db
    .selectFrom('favorites')
    .select('ticker')
    .where('userId', '=', userId)
    .where('ticker', '=', ticker)
    .executeTakeFirst();
  return row !== undefined;
}

export async function insertFavorite(db: Db, userId: string, ticker: string, at: string): Promise<void> {
  await db
    .insertInto('favorites')
    .values({ userId, ticker, createdAt: at })
    .onConflict((oc) => oc.columns(['userId', 'ticker']).doNothing())
    .execute();
}

export async function deleteFavorite(db: Db, userId: string, ticker: string): Promise<void> {
  await db.deleteFrom('favorites').where('userId', '=', userId).where('ticker', '=', ticker).execute();
}

/**
 * A user's hidden tickers with the company or fund name: the stored security's current name,
 * else the name recorded when the ticker was hidden, else null (a symbol never stored).
 */
/** The tickers a user hid, upper-case (what market lists leave out for them). */
export async function listHiddenTickers(db: Db, userId: string): Promise<string[]> {
  const rows = await db.selectFrom('hidden').select('ticker').where('userId', '=', userId).execute();
  return rows.map((row) => row.ticker);
}

export function listHiddenRows(db: Db, userId: string): Promise<Array<{ ticker: string; name: string | null }>> {
  return db
    .selectFrom('hidden')
    .leftJoin('securities', 'securities.symbol', 'hidden.ticker')
    .select((eb) => ['hidden.ticker', eb.fn.coalesce('securities.name', 'hidden.name').as('name')])
    .where('hidden.userId', '=', userId)
    .orderBy('hidden.ticker')
    .execute();
}

export async function isHidden(db: Db, userId: string, ticker: string): Promise<boolean> {
  const row = await db.selectFrom('hidden').select('ticker').where('userId', '=', userId).where('ticker', '=', ticker).executeTakeFirst();
  return row !== undefined;
}

export async function insertHidden(db: Db, userId: string, ticker: string, name: string | null, at: string): Promise<void> {
  await db
    .insertInto('hidden')
    .values({ userId, ticker, name, createdAt: at })
    .onConflict((oc) => oc.columns(['userId', 'ticker']).doNothing())
    .execute();
}

export async function deleteHidden(db: Db, userId: string, ticker: string): Promise<void> {
  await db.deleteFrom('hidden').where('userId', '=', userId).where('ticker', '=', ticker).execute();
}

/** Every user's favourites of the users given, for the price-alerts job. */
export function listFavoritesOfUsers(db: Db, userIds: string[]): Promise<Array<{ userId: string; ticker: string }>> {
  if (userIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('favorites')
    .select(['userId', 'ticker'])
    .where('userId', 'in', userIds)
    .orderBy('userId')
    .orderBy('ticker')
    .execute();
}

/** The users who favourite a ticker. */
export async function listUsersFavoriting(db: Db, ticker: string): Promise<string[]> {
  const rows = await db.selectFrom('favorites').select('userId').where('ticker', '=', ticker).orderBy('userId').execute();
  return rows.map((row) => row.userId);
}

/** Every ticker someone favourites, once. */
export async function listFavoritedTickers(db: Db): Promise<string[]> {
  const rows = await db.selectFrom('favorites').select('ticker').distinct().orderBy('ticker').execute();
  return rows.map((row) => row.ticker);
}
