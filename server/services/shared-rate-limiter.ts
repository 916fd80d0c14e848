/**
 * The rate limiter of instances that share PostgreSQL: each key's window is counted in the
 * database (rate_limit_buckets), so instances behind a proxy grant one limit between them, not
 * one each. To spare the database a write per request, each instance counts in memory and adds
 * its counts to the shared ones in one batched upsert every `shareMs` (RATE_LIMIT_SHARE_MS),
 * learning the others' counts from what the upsert returns. It decides from the shared count it
 * learned plus its own since, and never from a count older than `shareMs`: a key it has not
 * learned within the interval (a new key, a window just begun, one quiet for a while) is shared
 * and learned before the request is decided. So one instance alone counts exactly, and across
 * instances a limit can be passed by at most what the other instances took for the key in the
 * last two intervals (their counts not yet shared, and those shared since this instance learned).
 * With `shareMs` 0 every request is counted in the database before it is decided.
 */
import type { Kysely } from 'kysely';
import { addCounts, deleteEndedWindows, type WindowCount } from '../db/repositories/rate-limit.repository';
import type { Database } from '../db/schema';
import type { Clock } from '../lib/clock';
import { type RequestLimiter, tooMany } from '../lib/rate-limit';

/** Ended windows are deleted from the database about once per this many writes. */
const SWEEP_EVERY = 1000;
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
  /** When the shared count was learned (ms); never, for a window not yet shared. */
  learnedAt: number;
  /** A share of this key alone in flight, which requests of the key wait for. */
  learning?: Promise<void>;
}

export interface SharedRateLimiterOptions {
  /** RATE_LIMIT_SHARE_MS; 250 when not given. */
  shareMs?: number;
  /** Where a failed share is reported (the counts are kept for the next one). */
  logger?: { warn(fields: object, message: string): void };
}

export class SharedRateLimiter implements RequestLimiter {
  private readonly windows = new Map<string, LocalWindow>();
  private timer: NodeJS.Timeout | null = null;
  private sharing: Promise<void> = Promise.resolve();
  private writes = 0;
  private readonly shareMs: number;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
    private readonly options: SharedRateLimiterOptions = {},
  ) {
    this.shareMs = options.shareMs ?? 250;
  }

  async hit(key: string, limit: number, windowMs: number): Promise<void> {
    const now = this.clock.now().getTime();
    if (this.shareMs === 0) {
      const [counted] = await this.write([{ key, count: 1, resetAt: now + windowMs }], now);
      if (counted && counted.count > limit) throw tooMany(counted.resetAt - now);
      return;
    }
    let window = this.windows.get(key);
    if (!window || window.resetAt <= now) {
      window = { shared: 0, pending: 0, resetAt: now + windowMs, learnedAt: Number.NEGATIVE_INFINITY };
      this.windows.set(key, window);
    }
    if (now - window.learnedAt > this.shareMs) await this.learn(key, window);
    // A refused request is not counted: it took nothing.
    if (window.shared + window.pending + 1 > limit) throw tooMany(window.resetAt - this.clock.now().getTime());
    window.pending += 1;
    this.timer ??= setTimeout(() => void this.share(), this.shareMs).unref();
  }

  /** Adds this instance's counts to the shared ones now (also on the timer); resolves when done. */
  share(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.sharing = this.sharing.then(() => this.shareAll()).catch((error: unknown) => this.retryLater(error));
    return this.sharing;
  }

  /**
   * Shares one key's count and learns the shared one, for a request that must not decide on an
   * older count. In line with the other shares, so no count is sent twice.
   */
  private learn(key: string, window: LocalWindow): Promise<void> {
    if (!window.learning) {
      const learned = this.sharing.then(() => this.shareWindows([[key, window]])).catch((error: unknown) => this.retryLater(error));
      this.sharing = learned;
      window.learning = learned.finally(() => (window.learning = undefined));
    }
    return window.learning;
  }

  private async shareAll(): Promise<void> {
    await this.shareWindows([...this.windows].filter(([, window]) => window.pending > 0));
    if (this.windows.size > LOCAL_KEYS) this.forgetEnded(this.clock.now().getTime());
  }

  private async shareWindows(windows: Array<[string, LocalWindow]>): Promise<void> {
    const now = this.clock.now().getTime();
    // In key order, so two instances upserting the same keys lock them in the same order (no deadlock).
    const sent = windows
      .map(([key, window]) => ({ window, count: { key, count: window.pending, resetAt: window.resetAt } }))
      .sort((a, b) => (a.count.key < b.count.key ? -1 : a.count.key > b.count.key ? 1 : 0));
    for (let start = 0; start < sent.length; start += SHARE_BATCH) {
      const batch = sent.slice(start, start + SHARE_BATCH);
      const learned = new Map(
        (
          await this.write(
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
        window.learnedAt = now;
      }
    }
  }

  /** One upsert, and now and then the sweep of ended windows. */
  private async write(counts: WindowCount[], now: number): Promise<WindowCount[]> {
    const rows = await addCounts(this.db, counts, now);
    if (++this.writes % SWEEP_EVERY === 0) await deleteEndedWindows(this.db, now);
    return rows;
  }

  /** A failed share keeps its counts for the next one, and is said. */
  private retryLater(error: unknown): void {
    this.options.logger?.warn({ err: error }, 'rate-limit counts could not be shared through the database; trying again');
    this.timer ??= setTimeout(() => void this.share(), this.shareMs).unref();
  }

  private forgetEnded(now: number): void {
    for (const [key, window] of this.windows) if (window.resetAt <= now && window.pending === 0) this.windows.delete(key);
  }
}
