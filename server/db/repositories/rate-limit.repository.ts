/** Rate-limit windows shared by instances: counts added in one atomic upsert per batch of keys. */
import { type Kysely, sql } from 'kysely';
import type { Database } from '../schema';

export interface WindowCount {
  key: string;
  count: number;
  /** When the window ends (ms since the epoch). */
  resetAt: number;
}

/**
 * Adds each key's count to its window, or starts a new window (ending at the given `resetAt`) where
 * the stored one ended by `nowMs`; returns every key's count and window end after the addition.
 * The keys must differ.
 */
export async function addCounts(db: Kysely<Database>, counts: readonly WindowCount[], nowMs: number): Promise<WindowCount[]> {
  if (counts.length === 0) return [];
  const ended = sql<boolean>`${sql.ref('rate_limit_buckets.resetAt')} <= ${nowMs}`;
  const rows = await db
    .insertInto('rate_limit_buckets')
    .values(counts.map(({ key, count, resetAt }) => ({ key, count, resetAt })))
    .onConflict((conflict) =>
      conflict.column('key').doUpdateSet((eb) => ({
        count: sql<number>`case when ${ended} then ${eb.ref('excluded.count')} else ${sql.ref('rate_limit_buckets.count')} + ${eb.ref('excluded.count')} end`,
        resetAt: sql<number>`case when ${ended} then ${eb.ref('excluded.resetAt')} else ${sql.ref('rate_limit_buckets.resetAt')} end`,
      })),
    )
    .returning(['key', 'count', 'resetAt'])
    .execute();
  return rows.map((row) => ({ key: row.key, count: Number(row.count), resetAt: Number(row.resetAt) }));
}

/** Forgets windows that ended before `nowMs`. */
export async function deleteEndedWindows(db: Kysely<Database>, nowMs: number): Promise<void> {
  await db.deleteFrom('rate_limit_buckets').where('resetAt', '<', nowMs).execute();
}
