/** Preferences: name/value strings; values are trimmed and null becomes an empty string. */
import type { Kysely } from 'kysely';
import { listPreferencesOf, upsertPreference } from '../db/repositories/preference.repository';
import type { Database } from '../db/schema';
import type { Preference } from '../../generated/model';

export function listPreferences(db: Kysely<Database>, userId: string): Promise<Preference[]> {
  return listPreferencesOf(db, userId);
}

/** Upserts the given preferences (the last of a repeated name wins) and answers with all of them. */
export async function updatePreferences(
  db: Kysely<Database>,
  userId: string,
  input: Array<{ name: string; value: string | null }>,
  now: Date,
): Promise<Preference[]> {
  const values = new Map(input.map((item) => [item.name, (item.value ?? '').trim()]));
  const at = now.toISOString();
  await db.transaction().execute(async (trx) => {
    for (const [name, value] of values) await upsertPreference(trx, userId, name, value, at);
  });
  return listPreferencesOf(db, userId);
}
