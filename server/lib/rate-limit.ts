/**
 * Fixed-window request counters kept in memory (one process serves the app). A key is for
 * example `login:<ip>`, `anonymous:<ip>`, `auth-failures:<ip>`, `user:<id>`,
 * `token:<id>` or `session:<hash>`; every window starts with the key's
 * first request and lasts `windowMs`.
 */
import type { Clock } from './clock';
import { AppError } from './errors';

interface Bucket {
  count: number;
  resetAt: number;
}

/** Above this many keys, expired windows are swept on the next hit. */
const SWEEP_THRESHOLD = 10_000;

/**
 * Counts requests per key in fixed windows: in memory for one process (SQLite), in the database
 * when instances share PostgreSQL (services/shared-rate-limiter.ts), so N instances grant one limit.
 */
export interface RequestLimiter {
  /** Counts one request for `key`; rejects with 429 `rate_limited` and Retry-After once `limit` is passed. */
  hit(key: string, limit: number, windowMs: number): Promise<void>;
}

/** The 429 of a key whose window ends in `msLeft`. */
export function tooMany(msLeft: number): AppError {
  const retryAfter = Math.max(1, Math.ceil(msLeft / 1000));
  return new AppError('rate_limited', `Too many requests; try again in ${retryAfter} seconds`, undefined, {
    'Retry-After': String(retryAfter),
  });
}

export class RateLimiter implements RequestLimiter {
  private readonly buckets = new Map<string, Bucket>();

  constructor(private readonly clock: Clock) {}

  /** Counts one request for `key`; throws 429 `rate_limited` with Retry-After once `limit` is passed. */
  async hit(key: string, limit: number, windowMs: number): Promise<void> {
    this.hitNow(key, limit, windowMs);
  }

  private hitNow(key: string, limit: number, windowMs: number): void {
    const now = this.clock.now().getTime();
    if (this.buckets.size > SWEEP_THRESHOLD) this.sweep(now);
    let bucket = this.buckets.get(key);
    if (!bucket || bucket.resetAt <= now) {
      bucket = { count: 0, resetAt: now + windowMs };
      this.buckets.set(key, bucket);
    }
    bucket.count += 1;
    if (bucket.count > limit) throw tooMany(bucket.resetAt - now);
  }

  private sweep(now: number): void {
    for (const [key, bucket] of this.buckets) if (bucket.resetAt <= now) this.buckets.delete(key);
  }
}
