/** Rate-limit windows shared by instances: one atomic upsert per counted request. */
import { type Kysely, sql } from 'kysely';
import type { Database } from '../schema';

/** Counts one request for `key` (a new window when the old one ended); returns the count and the window's end. */
export async function countRequest(
  db: Kysely<Database>,
  key: string,
  nowMs: number,
  windowMs: number,
): Promise<{ count: number; resetAt: number }> {
  const ended = sql<boolean>`${sql.ref('rate_limit_buckets.reset_at')} <= ${nowMs}`;
  const row = await db
    .insertInto('rate_limit_buckets')
    .values({ key, count: 1, reset_at: nowMs + windowMs })
    .onConflict((conflict) =>
      conflict.column('key').doUpdateSet({
        count: sql<number>`case when ${ended} then 1 else ${sql.ref('rate_limit_buckets.count')} + 1 end`,
        reset_at: sql<number>`case when ${ended} then ${nowMs + windowMs} else ${sql.ref('rate_limit_buckets.reset_at')} end`,
      }),
    )
    .returning(['count', 'reset_at'])
    .executeTakeFirstOrThrow();
  return { count: Number(row.count), resetAt: Number(row.reset_at) };
}

/** Forgets windows that ended before `nowMs`. */
export async function deleteEndedWindows(db: Kysely<Database>, nowMs: number): Promise<void> {
  await db.deleteFrom('rate_limit_buckets').where('reset_at', '<', nowMs).execute();
}
