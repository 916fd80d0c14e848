/** One row of price-alert settings per user (absent until first saved). */
import type { Kysely } from 'kysely';
import type { Database } from '../schema';
import type { PriceAlertSettings } from '../tables/price-alert-settings.table';

type Db = Kysely<Database>;

export function findPriceAlertSettings(db: Db, userId: string): Promise<PriceAlertSettings | undefined> {
  return db.selectFrom('price_alert_settings').selectAll().where('userId', '=', userId).executeTakeFirst();
}

export async function upsertPriceAlertSettings(db: Db, row: PriceAlertSettings): Promise<void> {
  const { userId: _userId, ...changes } = row;
  await db
    .insertInto('price_alert_settings')
    .values(row)
    .onConflict((oc) => oc.column('userId').doUpdateSet(changes))
    .execute();
}

/** Users whose alerts are on, with their settings. */
export function listEnabledPriceAlertSettings(db: Db): Promise<PriceAlertSettings[]> {
  return db.selectFrom('price_alert_settings').selectAll().where('enabled', '=', 1).orderBy('userId').execute();
}
