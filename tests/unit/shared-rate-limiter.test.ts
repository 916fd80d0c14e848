/**
 * The rate limiter of instances that share PostgreSQL (it runs on SQLite here too): counted in
 * memory and shared through the database in batches, two limiters on one database grant one
 * limit between them, passed at most by what the other took in the last two share intervals
 * (never deciding on a count learned longer ago); with sharing every request (shareMs 0) the
 * shared limit is exact.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../server/db/test-database';
import { SharedRateLimiter } from '../../server/services/shared-rate-limiter';

let database: TestDatabase;
let now = new Date('2025-01-02T15:00:00Z');
const clock = { now: () => now };
beforeEach(async () => {
  database = await createTestDatabase();
  now = new Date('2025-01-02T15:00:00Z');
});
afterEach(() => database.destroy());

async function outcome(promise: Promise<void>): Promise<string> {
  try {
    await promise;
    return 'ok';
  } catch (error) {
    return (error as { code?: string }).code ?? String(error);
  }
}

/** Limiters that share only when told (an hour between timed shares). */
const batched = () => new SharedRateLimiter(database.db, clock, { shareMs: 3_600_000 });
const storedCount = async (key: string) =>
  (await database.db.selectFrom('rate_limit_buckets').select('count').where('key', '=', key).executeTakeFirst())?.count ?? 0;

describe('SharedRateLimiter, sharing every request (shareMs 0)', () => {
  it('counts the requests of two instances against one limit, then starts a new window', async () => {
    const a = new SharedRateLimiter(database.db, clock, { shareMs: 0 });
    const b = new SharedRateLimiter(database.db, clock, { shareMs: 0 });
    const seen = [];
    for (const limiter of [a, b, a, b]) seen.push(await outcome(limiter.hit('anonymous:10.0.0.1', 3, 60_000)));
    expect(seen).toEqual(['ok', 'ok', 'ok', 'rate_limited']);
    expect(await outcome(b.hit('anonymous:10.0.0.2', 3, 60_000))).toBe('ok');
    now = new Date(now.getTime() + 60_001);
    expect(await outcome(a.hit('anonymous:10.0.0.1', 3, 60_000))).toBe('ok');
  });
});

describe('SharedRateLimiter, sharing in batches', () => {
  it('counts one instance exactly without a database write per request', async () => {
    const limiter = batched();
    const results = await Promise.all(Array.from({ length: 20 }, () => outcome(limiter.hit('user:u1', 10, 60_000))));
    expect(results.filter((result) => result === 'ok')).toHaveLength(10);
    expect(await storedCount('user:u1')).toBe(0);
    await limiter.share();
    // One upsert for the ten counted (refused requests take nothing).
    expect(await storedCount('user:u1')).toBe(10);
  });

  it("learns the other instance's count at each share and refuses from then on", async () => {
    const a = batched();
    const b = batched();
    for (let i = 0; i < 6; i += 1) await a.hit('anonymous:10.0.0.1', 10, 60_000);
    await a.share();
    await b.hit('anonymous:10.0.0.1', 10, 60_000);
    await b.share();
    // b knows of 7 now: three more, then refused.
    const seen = [];
    for (let i = 0; i < 4; i += 1) seen.push(await outcome(b.hit('anonymous:10.0.0.1', 10, 60_000)));
    expect(seen).toEqual(['ok', 'ok', 'ok', 'rate_limited']);
    await b.share();
    // a learns the shared 10 at its next share (its own request since included) and refuses too.
    await a.hit('anonymous:10.0.0.1', 11, 60_000);
    await a.share();
    expect(await outcome(a.hit('anonymous:10.0.0.1', 11, 60_000))).toBe('rate_limited');
    expect(await storedCount('anonymous:10.0.0.1')).toBe(11);
  });

  it('stays within the stated tolerance: passed at most by what the other took since its last share', async () => {
    const a = batched();
    const b = batched();
    const granted = async (limiter: SharedRateLimiter, tries: number) => {
      let ok = 0;
      for (let i = 0; i < tries; i += 1) if ((await outcome(limiter.hit('auth-failures:10.0.0.9', 5, 60_000))) === 'ok') ok += 1;
      return ok;
    };
    // Between two shares each grants up to the limit: 5 + 5, the other's 5 being the tolerance.
    expect((await granted(a, 8)) + (await granted(b, 8))).toBe(10);
    await Promise.all([a.share(), b.share()]);
    // Shared, both know the window is used up.
    expect(await granted(a, 3)).toBe(0);
    expect(await granted(b, 3)).toBe(0);
  });

  it('learns the shared count again before deciding once its own is older than the interval', async () => {
    const a = batched();
    const b = batched();
    const key = 'anonymous:10.0.0.3';
    await a.hit(key, 100, 4 * 3_600_000);
    await a.share();
    // b takes 99 over the next hours, sharing as it goes; a hears nothing of them.
    now = new Date(now.getTime() + 3_600_001);
    for (let i = 0; i < 99; i += 1) await b.hit(key, 100, 4 * 3_600_000);
    await b.share();
    // a's count is more than an interval old: it learns the 100 before its burst, and grants none.
    const burst = await Promise.all(Array.from({ length: 10 }, () => outcome(a.hit(key, 100, 4 * 3_600_000))));
    expect(burst.filter((result) => result === 'ok')).toHaveLength(0);
    expect(await storedCount(key)).toBe(100);
  });

  it('sends each count once when a timed share and a learning request meet', async () => {
    const a = batched();
    const key = 'token:t2';
    for (let i = 0; i < 3; i += 1) await a.hit(key, 100, 4 * 3_600_000);
    now = new Date(now.getTime() + 3_600_001);
    // The share and the request that must learn first run together: the three are sent once.
    await Promise.all([a.share(), a.hit(key, 100, 4 * 3_600_000)]);
    await a.share();
    expect(await storedCount(key)).toBe(4);
  });

  it("adopts the shared window's end, and starts a new window once it has ended", async () => {
    const a = batched();
    await a.hit('session:s1', 2, 60_000);
    await a.share();
    now = new Date(now.getTime() + 30_000);
    const b = batched();
    await b.hit('session:s1', 2, 60_000);
    await b.share();
    // b's window ends with a's, 30 s from now, not 60.
    await b.hit('session:s1', 2, 60_000).catch(() => undefined);
    const refusal = await b.hit('session:s1', 2, 60_000).then(
      () => null,
      (error: { headers?: Record<string, string> }) => error,
    );
    expect(refusal?.headers?.['Retry-After']).toBe('30');
    now = new Date(now.getTime() + 30_001);
    expect(await outcome(b.hit('session:s1', 2, 60_000))).toBe('ok');
    await b.share();
    expect(await storedCount('session:s1')).toBe(1);
  });

  it('shares on its own timer', async () => {
    const limiter = new SharedRateLimiter(database.db, clock, { shareMs: 1 });
    await limiter.hit('token:t1', 10, 60_000);
    await expect.poll(() => storedCount('token:t1')).toBe(1);
  });
});
