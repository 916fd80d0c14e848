/** LISTEN/NOTIFY between instances on PostgreSQL (skipped without TEST_DATABASE_URL); a no-op on SQLite. */
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { announceChange, listenForChanges } from '../../../server/db/change-notices';
import { createTestDatabase } from '../../../server/db/test-database';

const postgresUrl = process.env.TEST_DATABASE_URL?.trim();
const logger = pino({ level: 'silent' });

describe('change notices', () => {
  it.skipIf(!postgresUrl)('reaches every listening instance, the announcing one included', async () => {
    const database = await createTestDatabase({ migrate: false });
    const heard = { a: 0, b: 0 };
    const a = await listenForChanges(postgresUrl!, 'test_changes', () => heard.a++, logger);
    const b = await listenForChanges(postgresUrl!, 'test_changes', () => heard.b++, logger);
    try {
      await announceChange(database.db, 'test_changes');
      await expect.poll(() => heard).toEqual({ a: 1, b: 1 });
    } finally {
      await Promise.all([a.close(), b.close(), database.destroy()]);
    }
  });

  it('does nothing on SQLite', async () => {
    const database = await createTestDatabase({ url: 'sqlite::memory:', migrate: false });
    let heard = 0;
    const listener = await listenForChanges('sqlite::memory:', 'test_changes', () => heard++, logger);
    await announceChange(database.db, 'test_changes');
    await listener.close();
    await database.destroy();
    expect(heard).toBe(0);
  });
});
