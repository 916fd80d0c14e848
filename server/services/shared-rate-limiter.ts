/**
 * The rate limiter of instances that share PostgreSQL: each key's window is counted in the
 * database (rate_limit_buckets), so instances behind a proxy grant one limit between them, not
 * one each. To spare the database a write per request, each instance counts in memory and adds
 * its counts to the shared ones in one batched upsert every `shareMs` (RATE_LIMIT_SHARE_MS),
 * learning the others' counts from what the upsert returns. It decides from the shared count it
 * last learned plus its own since: one instance alone counts exactly, and across instances a
 * limit can be passed by at most what the other instances took for the key in one interval.
 * With `shareMs` 0 every request is counted in the database before it is decided.
 */
import type { Kysely } from 'kysely';
import { addCounts, deleteEndedWindows, type WindowCount } from '../db/repositories/rate-limit.repository';
import type { Database } from '../db/schema';
import type { Clock } from '../lib/clock';
import { type RequestLimiter, tooMany } from '../lib/rate-limit';

/** Ended windows are deleted from the database about once per this many shares. */
const SWEEP_EVERY = 200;
/** Keys per upsert. */
const SHARE_BATCH = 500;
/** Above this many keys in memory, ended windows are forgotten on the next share. */
const LOCAL_KEYS = 10_000;

interface LocalWindow {
  /** The shared count when this instance last learned it, its own requests until then included. */
  shared: number;
  /** This instance's requests since. */
  pending: number;
  resetAt: number;
}

export class SharedRateLimiter implements RequestLimiter {
  private readonly windows = new Map<string, LocalWindow>();
  private timer: NodeJS.Timeout | null = null;
  private sharing: Promise<void> = Promise.resolve();
  private shares = 0;
  private readonly shareMs: number;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
    options: { shareMs?: number } = {},
  ) {
    this.shareMs = options.shareMs ?? 250;
  }

  async hit(key: string, limit: number, windowMs: number): Promise<void> {
    const now = this.clock.now().getTime();
    if (this.shareMs === 0) {
      const [counted] = await addCounts(this.db, [{ key, count: 1, resetAt: now + windowMs }], now);
      if (counted && counted.count > limit) throw tooMany(counted.resetAt - now);
      return;
    }
    let window = this.windows.get(key);
    if (!window || window.resetAt <= now) {
      window = { shared: 0, pending: 0, resetAt: now + windowMs };
      this.windows.set(key, window);
    }
    // A refused request is not counted: it took nothing.
    if (window.shared + window.pending + 1 > limit) throw tooMany(window.resetAt - now);
    window.pending += 1;
    this.timer ??= setTimeout(() => void this.share(), this.shareMs).unref();
  }

  /** Adds this instance's counts to the shared ones now (also on the timer); resolves when done. */
  share(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.sharing = this.sharing.then(() => this.shareNow()).catch(() => this.retryLater());
    return this.sharing;
  }

  private async shareNow(): Promise<void> {
    const now = this.clock.now().getTime();
    const sent: Array<{ window: LocalWindow; count: WindowCount }> = [];
    for (const [key, window] of this.windows) {
      if (window.pending > 0) sent.push({ window, count: { key, count: window.pending, resetAt: window.resetAt } });
    }
    for (let start = 0; start < sent.length; start += SHARE_BATCH) {
      const batch = sent.slice(start, start + SHARE_BATCH);
      const learned = new Map(
        (
          await addCounts(
            this.db,
            batch.map((one) => one.count),
            now,
          )
        ).map((row) => [row.key, row]),
      );
      for (const { window, count } of batch) {
        const row = learned.get(count.key);
        if (!row) continue;
        // What was sent is in the shared count now; what came in meanwhile is still this instance's own.
        window.pending -= count.count;
        window.shared = row.count;
        window.resetAt = row.resetAt;
      }
    }
    if (++this.shares % SWEEP_EVERY === 0) await deleteEndedWindows(this.db, now);
    if (this.windows.size > LOCAL_KEYS) this.forgetEnded(now);
  }

  /** A failed share keeps its counts for the next one. */
  private retryLater(): void {
    this.timer ??= setTimeout(() => void this.share(), this.shareMs).unref();
  }

  private forgetEnded(now: number): void {
    for (const [key, window] of this.windows) if (window.resetAt <= now && window.pending === 0) this.windows.delete(key);
  }
}
