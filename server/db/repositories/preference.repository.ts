/** Name/value preference strings of a user. */
import type { Kysely } from 'kysely';
import type { Database } from '../schema';

type Db = Kysely<Database>;

export function listPreferencesOf(db: Db, userId: string): Promise<Array<{ name: string; value: string }>> {
  return db.selectFrom('preferences').select(['name', 'value']).where('userId', '=', userId).orderBy('name').execute();
}

export async function upsertPreference(db: Db, userId: string, name: string, value: string, at: string): Promise<void> {
  await db
    .insertInto('preferences')
    .values({ userId, name, value, updatedAt: at })
    .onConflict((oc) => oc.columns(['userId', 'name']).doUpdateSet({ value, updatedAt: at }))
    .execute();
}

export async function findPreference(db: Db, userId: string, name: string): Promise<string | undefined> {
  const row = await db.selectFrom('preferences').select('value').where('userId', '=', userId).where('name', '=', name).executeTakeFirst();
  return row?.value;
}
