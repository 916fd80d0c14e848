/** Global feature flags and per-user overrides. */
import type { Kysely } from 'kysely';
import type { Database } from '../schema';
import type { FeatureFlag } from '../tables/feature-flag.table';

type Db = Kysely<Database>;

export function listFlags(db: Db): Promise<FeatureFlag[]> {
  return db.selectFrom('feature_flags').selectAll().orderBy('name').execute();
}

export function findFlag(db: Db, name: string): Promise<FeatureFlag | undefined> {
  return db.selectFrom('feature_flags').selectAll().where('name', '=', name).executeTakeFirst();
}

/** Every flag with the user's override (null when none). */
export function listFlagsForUser(db: Db, userId: string): Promise<Array<{ name: string; enabled: number; override: number | null }>> {
  return db
    .selectFrom('feature_flags as f')
    .leftJoin('feature_flag_overrides as o', (join) => join.onRef('o.flagName', '=', 'f.name').on('o.userId', '=', userId))
    .select(['f.name as name', 'f.enabled as enabled', 'o.enabled as override'])
    .orderBy('f.name')
    .execute();
}

export function listOverrides(db: Db): Promise<Array<{ flagName: string; enabled: number; email: string | null; userId: string }>> {
  return db
    .selectFrom('feature_flag_overrides as o')
    .innerJoin('users as u', 'u.id', 'o.userId')
    .select(['o.flagName', 'o.enabled', 'u.email', 'o.userId'])
    .orderBy('o.flagName')
    .orderBy('u.email')
    .execute();
}

export async function setFlag(db: Db, name: string, enabled: 0 | 1, at: string): Promise<void> {
  await db.updateTable('feature_flags').set({ enabled, updatedAt: at }).where('name', '=', name).execute();
}

export async function setOverride(db: Db, name: string, userId: string, enabled: 0 | 1): Promise<void> {
  await db
    .insertInto('feature_flag_overrides')
    .values({ flagName: name, userId, enabled })
    .onConflict((oc) => oc.columns(['flagName', 'userId']).doUpdateSet({ enabled }))
    .execute();
}
