/**
 * The rate limiter of instances that share PostgreSQL: windows are counted in the database
 * (rate_limit_buckets), so two instances behind a proxy grant one limit between them, not one each.
 */
import type { Kysely } from 'kysely';
import { countRequest, deleteEndedWindows } from '../db/repositories/rate-limit.repository';
import type { Database } from '../db/schema';
import type { Clock } from '../lib/clock';
import { type RequestLimiter, tooMany } from '../lib/rate-limit';

/** Ended windows are deleted about once per this many counted requests. */
const SWEEP_EVERY = 1000;

export class SharedRateLimiter implements RequestLimiter {
  private counted = 0;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
  ) {}

  async hit(key: string, limit: number, windowMs: number): Promise<void> {
    const now = this.clock.now().getTime();
    if (++this.counted % SWEEP_EVERY === 0) await deleteEndedWindows(this.db, now);
    const { count, resetAt } = await countRequest(this.db, key, now, windowMs);
    if (count > limit) throw tooMany(resetAt - now);
  }
}
