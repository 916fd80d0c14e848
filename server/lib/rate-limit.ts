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

function tooMany(msLeft: number): AppError {
  const retryAfter = Math.max(1, Math.ceil(msLeft / 1000));
  return new AppError('rate_limited', `Too many requests; try again in ${retryAfter} seconds`, undefined, {
    'Retry-After': String(retryAfter),
  });
}

export class RateLimiter {
  private readonly buckets = new Map<string, Bucket>();

  constructor(private readonly clock: Clock) {}

  /** Counts one request for `key`; throws 429 `rate_limited` with Retry-After once `limit` is passed. */
  hit(key: string, limit: number, windowMs: number): void {
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

  /**
   * Throws the same 429 when `key` has already used up `limit`, without counting: for counters
   * of failures, which must refuse before the attempt (else a 429 would tell a guess was wrong).
   */
  assertUnder(key: string, limit: number): void {
    const now = this.clock.now().getTime();
    const bucket = this.buckets.get(key);
    if (bucket && bucket.resetAt > now && bucket.count >= limit) throw tooMany(bucket.resetAt - now);
  }

  private sweep(now: number): void {
    for (const [key, bucket] of this.buckets) if (bucket.resetAt <= now) this.buckets.delete(key);
  }
}
