/**
 * The database-backed rate limiter that instances sharing PostgreSQL use (it runs on SQLite here
 * too): two limiters on one database grant one limit between them.
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

describe('SharedRateLimiter', () => {
  it('counts the requests of two instances against one limit, then starts a new window', async () => {
    const a = new SharedRateLimiter(database.db, clock);
    const b = new SharedRateLimiter(database.db, clock);
    const seen = [];
    for (const limiter of [a, b, a, b]) seen.push(await outcome(limiter.hit('anonymous:10.0.0.1', 3, 60_000)));
    expect(seen).toEqual(['ok', 'ok', 'ok', 'rate_limited']);
    expect(await outcome(b.hit('anonymous:10.0.0.2', 3, 60_000))).toBe('ok');
    now = new Date(now.getTime() + 60_001);
    expect(await outcome(a.hit('anonymous:10.0.0.1', 3, 60_000))).toBe('ok');
  });

  it('counts concurrent hits exactly (one atomic upsert each)', async () => {
    const limiter = new SharedRateLimiter(database.db, clock);
    const results = await Promise.all(Array.from({ length: 20 }, () => outcome(limiter.hit('user:u1', 10, 60_000))));
    expect(results.filter((result) => result === 'ok')).toHaveLength(10);
  });
});
