import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { type Kysely, sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { dialectOf } from '../../../server/db/database';
import { migrations } from '../../../server/db/migrations';
import { migrateDownAll, migrateToLatest } from '../../../server/db/migrator';
import type { Database } from '../../../server/db/schema';
import { createTestDatabase, type TestDatabase } from '../../../server/db/test-database';

/** Every migration, oldest first (their names sort by timestamp). */
const ALL_MIGRATIONS = Object.keys(migrations).sort();
const USER_TABLES = [
  'api_tokens',
  'favorites',
  'feature_flag_overrides',
  'feature_flags',
  'feedback',
  'hidden',
  'identities',
  'messages',
  'preferences',
  'price_alert_settings',
  'sessions',
  'users',
];
/** Tables of later migrations: sign-in flows and delivered price alerts. */
const SIGN_IN_TABLES = ['login_flows', 'price_alert_deliveries'];
/** Market bars stored by the refresh of real providers. */
const BAR_TABLES = ['price_history', 'intraday_bars'];

const postgresUrl = process.env.TEST_DATABASE_URL?.trim();
const targets = [
  { name: 'in-memory SQLite', url: 'sqlite::memory:', skip: false },
  { name: 'PostgreSQL (TEST_DATABASE_URL)', url: postgresUrl ?? '', skip: !postgresUrl },
];

/** Tables of the database under test; on PostgreSQL only its own schema (scoped introspector). */
async function currentTables(db: Kysely<Database>): Promise<string[]> {
  const tables = await db.introspection.getTables();
  return tables.map((t) => t.name).sort();
}

async function indexNames(db: Kysely<Database>, table: string): Promise<string[]> {
  const query =
    dialectOf(db) === 'postgres'
      ? sql<{ name: string }>`select indexname as name from pg_indexes
          where schemaname = current_schema() and tablename = ${table}`
      : sql<{ name: string }>`select name from sqlite_master where type = 'index' and tbl_name = ${table}`;
  return (await query.execute(db)).rows.map((r) => r.name);
}

async function insertUser(db: Kysely<Database>, id: string): Promise<void> {
  const at = new Date().toISOString();
  await db
    .insertInto('users')
    .values({ id, email: `${id}@example.com`, createdAt: at, updatedAt: at })
    .execute();
}

/** Fills every user-owned table with one row for `userId`. */
async function insertOwnedRows(db: Kysely<Database>, userId: string): Promise<void> {
  const at = new Date().toISOString();
  await db
    .insertInto('identities')
    .values({ id: `i-${userId}`, userId, issuer: 'https://idp', subject: userId, createdAt: at })
    .execute();
  await db
    .insertInto('sessions')
    .values({ idHash: `s-${userId}`, userId, createdAt: at, lastSeenAt: at, expiresAt: at, userAgent: null })
    .execute();
  await db
    .insertInto('api_tokens')
    .values({ id: `t-${userId}`, userId, name: 'cli', tokenHash: `h-${userId}`, createdAt: at })
    .execute();
  await db.insertInto('preferences').values({ userId, name: 'favoritesSort', value: '{}', updatedAt: at }).execute();
  await db.insertInto('favorites').values({ userId, ticker: 'AAPL', createdAt: at }).execute();
  await db.insertInto('hidden').values({ userId, ticker: 'TSLA', name: 'Tesla', createdAt: at }).execute();
  await db.insertInto('price_alert_settings').values({ userId, updatedAt: at }).execute();
  await db
    .insertInto('messages')
    .values({ id: `m-${userId}`, userId, subject: 'Hi', body: 'Body', createdAt: at })
    .execute();
  await db
    .insertInto('feedback')
    .values({ id: `f-${userId}`, userId, summary: 'Nice', createdAt: at })
    .execute();
  await db.insertInto('feature_flag_overrides').values({ flagName: 'test-message-button', userId, enabled: 1 }).execute();
}

const OWNED_TABLES = [
  'identities',
  'sessions',
  'api_tokens',
  'preferences',
  'favorites',
  'hidden',
  'price_alert_settings',
  'messages',
  'feature_flag_overrides',
] as const;

async function countOwned(db: Kysely<Database>, userId: string): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of OWNED_TABLES) {
    const row = await db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('userId', '=', userId)
      .executeTakeFirstOrThrow();
    counts[table] = row.n;
  }
  return counts;
}

describe('migration list', () => {
  it('registers every migration file in server/db/migrations', () => {
    const folder = fileURLToPath(new URL('../../../server/db/migrations/', import.meta.url));
    const files = readdirSync(folder)
      .filter((file) => /^\d{14}_[a-z0-9_]+\.ts$/.test(file))
      .map((file) => file.replace(/\.ts$/, ''));
    expect(Object.keys(migrations).sort()).toEqual(files.sort());
  });
});

for (const target of targets) {
  describe.skipIf(target.skip)(`database schema on ${target.name}`, () => {
    let test: TestDatabase;
    let db: Kysely<Database>;

    beforeEach(async () => {
      test = await createTestDatabase({ url: target.url, migrate: false });
      db = test.db;
    });
    afterEach(async () => {
      await test.destroy();
    });

    it('applies every migration once', async () => {
      expect(await migrateToLatest(db)).toEqual(ALL_MIGRATIONS);
      expect(await migrateToLatest(db)).toEqual([]);
    });

    it('creates every table', async () => {
      expect(await currentTables(db)).toEqual([]);
      await migrateToLatest(db);
      expect(await currentTables(db)).toEqual(expect.arrayContaining([...USER_TABLES, ...SIGN_IN_TABLES, ...BAR_TABLES]));
      expect(await indexNames(db, 'messages')).toContain('messages_user_listing_idx');
    });

    it('seeds the known feature flags, all off', async () => {
      await migrateToLatest(db);
      const flags = await db.selectFrom('feature_flags').select(['name', 'enabled']).orderBy('name').execute();
      expect(flags).toEqual([
        { name: 'email-notifications', enabled: 0 },
        { name: 'show_new_user_modal', enabled: 0 },
        { name: 'test-message-button', enabled: 0 },
      ]);
    });

    it('deleting a user cascades to its rows and keeps its feedback anonymised', async () => {
      await migrateToLatest(db);
      await insertUser(db, 'u1');
      await insertUser(db, 'u2');
      await insertOwnedRows(db, 'u1');
      await insertOwnedRows(db, 'u2');
      const one = Object.fromEntries(OWNED_TABLES.map((t) => [t, 1]));
      expect(await countOwned(db, 'u1')).toEqual(one);

      await db.deleteFrom('users').where('id', '=', 'u1').execute();

      expect(await countOwned(db, 'u1')).toEqual(Object.fromEntries(OWNED_TABLES.map((t) => [t, 0])));
      expect(await countOwned(db, 'u2')).toEqual(one);
      const feedback = await db.selectFrom('feedback').select(['id', 'userId']).orderBy('id').execute();
      expect(feedback).toEqual([
        { id: 'f-u1', userId: null },
        { id: 'f-u2', userId: 'u2' },
      ]);
    });

    it('rejects rows that point at a missing user or flag', async () => {
      await migrateToLatest(db);
      const at = new Date().toISOString();
      await expect(
        db.insertInto('sessions').values({ idHash: 'x', userId: 'nobody', createdAt: at, lastSeenAt: at, expiresAt: at }).execute(),
      ).rejects.toThrow();
      await insertUser(db, 'u1');
      await expect(
        db.insertInto('feature_flag_overrides').values({ flagName: 'no-such-flag', userId: 'u1', enabled: 1 }).execute(),
      ).rejects.toThrow();
    });

    it('enforces unique identities and token hashes', async () => {
      await migrateToLatest(db);
      await insertUser(db, 'u1');
      await insertUser(db, 'u2');
      await insertOwnedRows(db, 'u1');
      const at = new Date().toISOString();
      await expect(
        db.insertInto('identities').values({ id: 'other', userId: 'u2', issuer: 'https://idp', subject: 'u1', createdAt: at }).execute(),
      ).rejects.toThrow();
      await expect(
        db.insertInto('api_tokens').values({ id: 'other', userId: 'u2', name: 'x', tokenHash: 'h-u1', createdAt: at }).execute(),
      ).rejects.toThrow();
    });

    it('fills defaults and reads booleans back as 0/1 numbers', async () => {
      await migrateToLatest(db);
      await insertUser(db, 'u1');
      await insertOwnedRows(db, 'u1');
      const message = await db.selectFrom('messages').selectAll().executeTakeFirstOrThrow();
      expect(message).toMatchObject({
        priority: 'normal',
        senderType: 'system',
        isRead: 0,
        isArchived: 0,
        isDeleted: 0,
        relatedLink: null,
        readAt: null,
      });
      const alerts = await db.selectFrom('price_alert_settings').selectAll().executeTakeFirstOrThrow();
      expect(alerts).toMatchObject({ enabled: 0, threshold: 5, onlyPositive: 0, onlyNegative: 0 });

      await db.updateTable('price_alert_settings').set({ enabled: 1, threshold: 0.1, onlyNegative: 1 }).execute();
      const updated = await db.selectFrom('price_alert_settings').selectAll().executeTakeFirstOrThrow();
      expect(updated).toMatchObject({ enabled: 1, threshold: 0.1, onlyNegative: 1 });
    });

    it('rejects invalid priorities, booleans, thresholds and alert directions', async () => {
      await migrateToLatest(db);
      await insertUser(db, 'u1');
      await insertOwnedRows(db, 'u1');
      const at = new Date().toISOString();
      await expect(
        db
          .insertInto('messages')
          .values({ id: 'bad', userId: 'u1', subject: 's', body: 'b', createdAt: at, priority: 'urgent' as 'high' })
          .execute(),
      ).rejects.toThrow();
      await expect(
        db
          .updateTable('messages')
          .set({ isRead: 2 as 1 })
          .execute(),
      ).rejects.toThrow();
      await expect(db.updateTable('price_alert_settings').set({ threshold: 50.5 }).execute()).rejects.toThrow();
      await expect(db.updateTable('price_alert_settings').set({ threshold: 0 }).execute()).rejects.toThrow();
      await expect(db.updateTable('price_alert_settings').set({ onlyPositive: 1, onlyNegative: 1 }).execute()).rejects.toThrow();
    });

    it('keys intraday bars by symbol, interval and timestamp, and accepts only 1min and 15min', async () => {
      await migrateToLatest(db);
      const bar = {
        symbol: 'AAPL',
        interval: '1min' as const,
        timestamp: '2025-02-04T20:59:00.000Z',
        open: 233.01,
        high: 233.13,
        low: 232.72,
        close: 232.79,
        volume: 720121,
        provider: 'fmp',
        asOf: new Date().toISOString(),
      };
      await db
        .insertInto('intraday_bars')
        .values([bar, { ...bar, interval: '15min' }, { ...bar, symbol: 'MSFT' }])
        .execute();
      await expect(
        db
          .insertInto('intraday_bars')
          .values({ ...bar, close: 1 })
          .execute(),
      ).rejects.toThrow();
      await expect(
        db
          .insertInto('intraday_bars')
          .values({ ...bar, interval: '5min' as '1min', timestamp: 'x' })
          .execute(),
      ).rejects.toThrow();
      const stored = await db.selectFrom('intraday_bars').selectAll().where('symbol', '=', 'AAPL').orderBy('interval').execute();
      expect(stored).toEqual([{ ...bar, interval: '15min' }, bar]);
    });

    it('decodes the HTML entities of descriptions stored before the market-data boundary did', async () => {
      await migrateToLatest(db);
      const security = {
        symbol: 'SPYX',
        name: 'S&P fund',
        type: 'etf' as const,
        exchange: null,
        exchangeFullName: null,
        currency: 'USD',
        sector: null,
        industry: null,
        country: null,
        description: 'Tracks the S&amp;P 500&#174; Bonds&notes',
        website: null,
        ceo: null,
        image: null,
        ipoDate: null,
        employees: null,
        beta: null,
        lastDividend: null,
        sharesOutstanding: null,
        cik: null,
        provider: 'fmp',
        asOf: new Date().toISOString(),
      };
      await db.insertInto('securities').values(security).execute();
      await db
        .insertInto('funds')
        .values({
          symbol: 'SPYX',
          etfCompany: null,
          assetsUnderManagement: null,
          assetClass: null,
          holdingsCount: null,
          nav: null,
          expenseRatio: null,
          inceptionDate: null,
          website: null,
          description: 'S&amp;P &ldquo;500&rdquo;',
          provider: 'fmp',
          asOf: new Date().toISOString(),
        })
        .execute();
      await migrations['20261130000200_plain_text_descriptions']!.up(db);
      expect((await db.selectFrom('securities').select('description').executeTakeFirstOrThrow()).description).toBe(
        'Tracks the S&P 500® Bonds&notes',
      );
      expect((await db.selectFrom('funds').select('description').executeTakeFirstOrThrow()).description).toBe('S&P “500”');
    });

    it('returns counts as numbers', async () => {
      await migrateToLatest(db);
      const row = await db
        .selectFrom('feature_flags')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow();
      expect(row.n).toBe(3);
    });

    it('down() drops every table', async () => {
      await migrateToLatest(db);
      expect(await migrateDownAll(db)).toEqual([...ALL_MIGRATIONS].reverse());
      expect(await currentTables(db)).toEqual([]);
      expect(await migrateToLatest(db)).toEqual(ALL_MIGRATIONS);
    });

    it('names the failing migration', async () => {
      const failing = {
        ...migrations,
        '20990101000000_broken': {
          up: async (k: Kysely<unknown>) => {
            await sql`select * from no_such_table`.execute(k);
          },
        },
      };
      await expect(migrateToLatest(db, { migrations: failing })).rejects.toThrow(
        /Migration "20990101000000_broken" \(up\) failed: .*no_such_table/,
      );
    });

    it('reports its dialect, also inside transactions', async () => {
      const expected = target.url.startsWith('sqlite') ? 'sqlite' : 'postgres';
      expect(dialectOf(db)).toBe(expected);
      expect(test.kind).toBe(expected);
      await db.transaction().execute(async (trx) => {
        expect(dialectOf(trx)).toBe(expected);
      });
    });
  });
}
