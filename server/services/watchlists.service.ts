/**
 * Favourite and hidden tickers. Tickers are upper-cased; a ticker is favourite, hidden or
 * neither: a hidden ticker cannot be favourited and a favourite cannot be hidden (409). Only a
 * security the market knows can be added (404 otherwise: a typo would else be a row of N/A).
 */
import type { Kysely } from 'kysely';
import { findSecurity } from '../db/repositories/market-read.repository';
import {
  deleteFavorite,
  deleteHidden,
  insertFavorite,
  insertHidden,
  isFavorite,
  isHidden,
  listFavoriteTickers,
  listHiddenRows,
  listHiddenTickers,
} from '../db/repositories/watchlist.repository';
import type { Database } from '../db/schema';
import { AppError } from '../lib/errors';
import { unknownSymbol } from './market/market-errors';
import type { HiddenEntry } from '../../generated/model';

const normalizeTicker = (ticker: string): string => ticker.trim().toUpperCase();

export function listFavorites(db: Kysely<Database>, userId: string): Promise<string[]> {
  return listFavoriteTickers(db, userId);
}

export async function addFavorite(db: Kysely<Database>, userId: string, ticker: string, now: Date): Promise<string[]> {
  const symbol = normalizeTicker(ticker);
  await db.transaction().execute(async (trx) => {
    if (await isHidden(trx, userId, symbol)) {
      throw new AppError('conflict', `${symbol} is hidden; unhide it before adding it to favorites`, 'ticker');
    }
    if (!(await findSecurity(trx, symbol))) throw unknownSymbol(symbol);
    await insertFavorite(trx, userId, symbol, now.toISOString());
  });
  return listFavoriteTickers(db, userId);
}

export async function removeFavorite(db: Kysely<Database>, userId: string, ticker: string): Promise<string[]> {
  await deleteFavorite(db, userId, normalizeTicker(ticker));
  return listFavoriteTickers(db, userId);
}

export async function listHidden(db: Kysely<Database>, userId: string): Promise<HiddenEntry[]> {
  const rows = await listHiddenRows(db, userId);
  return rows.map((row) => ({ symbol: row.ticker, name: row.name ?? '' }));
}

/**
 * Hides a ticker. The stored security's name is recorded too, so the entry keeps a name if the
 * security later leaves the stored market; listing prefers the security's current name.
 */
export async function hideTicker(db: Kysely<Database>, userId: string, ticker: string, now: Date): Promise<HiddenEntry[]> {
  const symbol = normalizeTicker(ticker);
  await db.transaction().execute(async (trx) => {
    if (await isFavorite(trx, userId, symbol)) {
      throw new AppError('conflict', `${symbol} is a favorite; remove it from favorites before hiding it`, 'ticker');
    }
    const security = await findSecurity(trx, symbol);
    if (!security) throw unknownSymbol(symbol);
    await insertHidden(trx, userId, symbol, security.name, now.toISOString());
  });
  return listHidden(db, userId);
}

export async function unhideTicker(db: Kysely<Database>, userId: string, ticker: string): Promise<HiddenEntry[]> {
  await deleteHidden(db, userId, normalizeTicker(ticker));
  return listHidden(db, userId);
}

/**
 * The symbols market lists (screener, movers, search, news) leave out for this caller: what a
 * signed-in user hid; nothing for anonymous callers.
 */
export async function symbolsHiddenFrom(db: Kysely<Database>, userId: string | undefined): Promise<string[]> {
  return userId ? listHiddenTickers(db, userId) : [];
}
