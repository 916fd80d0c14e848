/** Stored exchange rates against the US dollar (fx_rates): read all, upsert what a provider gave. */
import type { Kysely } from 'kysely';
import type { Database } from '../schema';
import type { FxRateRow } from '../tables/fx-rate.table';

type Db = Kysely<Database>;

export async function listFxRates(db: Db): Promise<FxRateRow[]> {
  return db.selectFrom('fx_rates').selectAll().orderBy('currency').execute();
}

export async function upsertFxRates(db: Db, rows: readonly FxRateRow[]): Promise<void> {
  for (const row of rows) {
    await db
      .insertInto('fx_rates')
      .values(row)
      .onConflict((conflict) =>
        conflict
          .column('currency')
          .doUpdateSet({ usdPerUnit: row.usdPerUnit, rateDate: row.rateDate, provider: row.provider, asOf: row.asOf }),
      )
      .execute();
  }
}
