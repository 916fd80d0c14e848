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
  const ended = sql<boolean>`${sql.ref('rate_limit_buckets.reset_at')} <= ${nowMs}`;
  const rows = await db
    .insertInto('rate_limit_buckets')
    .values(counts.map(({ key, count, resetAt }) => ({ key, count, reset_at: resetAt })))
    .onConflict((conflict) =>
      conflict.column('key').doUpdateSet((eb) => ({
        count: sql<number>`case when ${ended} then ${eb.ref('excluded.count')} else ${sql.ref('rate_limit_buckets.count')} + ${eb.ref('excluded.count')} end`,
        reset_at: sql<number>`case when ${ended} then ${eb.ref('excluded.reset_at')} else ${sql.ref('rate_limit_buckets.reset_at')} end`,
      })),
    )
    .returning(['key', 'count', 'reset_at'])
    .execute();
  return rows.map((row) => ({ key: row.key, count: Number(row.count), resetAt: Number(row.reset_at) }));
}

/** Forgets windows that ended before `nowMs`. */
export async function deleteEndedWindows(db: Kysely<Database>, nowMs: number): Promise<void> {
  await db.deleteFrom('rate_limit_buckets').where('reset_at', '<', nowMs).execute();
}
