import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../server/db/test-database';
import { claimScheduledRun } from '../../server/services/schedules.service';

let database: TestDatabase;
beforeEach(async () => {
  database = await createTestDatabase();
});
afterEach(() => database.destroy());

describe('scheduled runs shared by instances', () => {
  it('gives each interval to one claimant only, then the next interval to one again', async () => {
    const minute = 60_000;
    const start = new Date('2025-01-02T15:00:10Z');
    const later = new Date(start.getTime() + 30_000); // another instance's timer, same minute
    const claims = await Promise.all([
      claimScheduledRun(database.db, 'price-alerts', minute, start),
      claimScheduledRun(database.db, 'price-alerts', minute, later),
      claimScheduledRun(database.db, 'price-alerts', minute, start),
    ]);
    expect(claims.filter(Boolean)).toHaveLength(1);
    expect(await claimScheduledRun(database.db, 'price-alerts', minute, new Date(start.getTime() + minute))).toBe(true);
    // Another task's slot is its own.
    expect(await claimScheduledRun(database.db, 'sync', minute, start)).toBe(true);
  });
});
