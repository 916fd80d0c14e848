/** The newest 10-K of each favourited company at its last check. */
import type { Kysely } from 'kysely';
import type { Database } from '../schema';

type Db = Kysely<Database>;

export async function lastCheckedAccession(db: Db, symbol: string): Promise<string | undefined> {
  return (await db.selectFrom('tenk_alerts').select('accession').where('symbol', '=', symbol).executeTakeFirst())?.accession;
}

export async function recordCheckedAccession(db: Db, symbol: string, accession: string, at: string): Promise<void> {
  await db
    .insertInto('tenk_alerts')
    .values({ symbol, accession, checkedAt: at })
    .onConflict((oc) => oc.column('symbol').doUpdateSet({ accession, checkedAt: at }))
    .execute();
}
