/*
 * Fresh, isolated databases for tests (unit, API). Test-only: app code never imports this.
 *
 * - Default: a new in-memory SQLite database per call. Nothing to clean up, nothing shared.
 * - With TEST_DATABASE_URL=postgres://... : every call creates its own schema
 *   (`test_<utc time>_<random>`) in that database and opens a pool whose connections have
 *   `search_path` set to it, so tables, indexes and Kysely's migration tables all live there.
 *   Test files, workers and parallel CI jobs can share one database without seeing each
 *   other, and `destroy()` drops the schema with everything in it. A schema is cheaper and
 *   safer than create/drop database (needs no CREATEDB right, no superuser, and no other
 *   session can be connected to it). Kysely's migration lock on PostgreSQL is one advisory
 *   lock per database, so concurrent test files migrate one after another (a few ms each).
 *   The role only needs CREATE on the database. A run killed before `destroy()` leaves a
 *   schema behind; the time in its name tells which ones are stale:
 *     select nspname from pg_namespace where nspname like 'test\_%';
 */
import { randomUUID } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import pg from 'pg';
import { createDatabase, type DatabaseKind, dialectOf, parseDatabaseUrl } from './database';
import { migrateToLatest } from './migrator';
import type { Database } from './schema';

export interface TestDatabase {
  db: Kysely<Database>;
  kind: DatabaseKind;
  /** Closes the database; on PostgreSQL first drops the test schema. Safe to call twice. */
  destroy: () => Promise<void>;
}

export interface TestDatabaseOptions {
  /** Database URL; defaults to TEST_DATABASE_URL, else in-memory SQLite. */
  url?: string;
  /** Run all migrations before returning (default true). */
  migrate?: boolean;
}

/** The database URL tests run against: TEST_DATABASE_URL when set, else in-memory SQLite. */
function testDatabaseUrl(): string {
  return process.env.TEST_DATABASE_URL?.trim() || 'sqlite::memory:';
}

/** Creates a fresh, isolated (and by default migrated) database for one test or test file. */
export async function createTestDatabase(options: TestDatabaseOptions = {}): Promise<TestDatabase> {
  const url = options.url ?? testDatabaseUrl();
  const target = parseDatabaseUrl(url);

  let db: Kysely<Database>;
  let dropSchema: (() => Promise<void>) | undefined;
  if (target.kind === 'postgres') {
    const schema = uniqueSchemaName();
    await createSchema(target.connectionString, schema);
    db = createDatabase(url, { postgresSchema: schema, poolMax: 4 });
    dropSchema = async () => {
      await sql`drop schema if exists ${sql.id(schema)} cascade`.execute(db);
    };
  } else {
    if (target.filename !== ':memory:') {
      throw new Error(`Test databases must be in-memory SQLite or PostgreSQL, got ${url}`);
    }
    db = createDatabase(url);
  }

  let destroyed = false;
  const destroy = async () => {
    if (destroyed) return;
    destroyed = true;
    try {
      await dropSchema?.();
    } finally {
      await db.destroy();
    }
  };

  if (options.migrate ?? true) {
    try {
      await migrateToLatest(db);
    } catch (error) {
      await destroy();
      throw error;
    }
  }
  return { db, kind: dialectOf(db), destroy };
}

function uniqueSchemaName(): string {
  const time = new Date().toISOString().replace(/[-:T]/g, '').slice(0, 14);
  return `test_${time}_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
}

async function createSchema(connectionString: string, schema: string): Promise<void> {
  const client = new pg.Client({ connectionString, connectionTimeoutMillis: 10_000 });
  await client.connect();
  try {
    // The name comes from uniqueSchemaName (letters, digits, underscores), so quoting suffices.
    await client.query(`create schema "${schema}"`);
  } finally {
    await client.end();
  }
}
