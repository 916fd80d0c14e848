import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Kysely, sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { fromBoolInt, toBoolInt } from '../../../server/db/column-types';
import { checkDatabase, createDatabase, dialectOf, parseDatabaseUrl } from '../../../server/db/database';
import { migrations } from '../../../server/db/migrations';
import { migrateToLatest } from '../../../server/db/migrator';
import type { Database } from '../../../server/db/schema';
import { createTestDatabase } from '../../../server/db/test-database';

const tempDir = mkdtempSync(join(tmpdir(), 'db-test-'));
afterAll(() => rmSync(tempDir, { recursive: true, force: true }));

async function pragma(db: Kysely<Database>, name: string): Promise<unknown> {
  const { rows } = await sql<Record<string, unknown>>`select * from ${sql.raw(`pragma_${name}`)}`.execute(db);
  return Object.values(rows[0] ?? {})[0];
}

describe('parseDatabaseUrl', () => {
  it.each([
    ['postgres://u:p@localhost:5432/app', { kind: 'postgres', connectionString: 'postgres://u:p@localhost:5432/app' }],
    ['postgresql://localhost/app', { kind: 'postgres', connectionString: 'postgresql://localhost/app' }],
    ['sqlite::memory:', { kind: 'sqlite', filename: ':memory:' }],
    [':memory:', { kind: 'sqlite', filename: ':memory:' }],
    ['file::memory:', { kind: 'sqlite', filename: ':memory:' }],
    ['file:./data/app.db', { kind: 'sqlite', filename: './data/app.db' }],
    ['file:///var/lib/app/app.db', { kind: 'sqlite', filename: '/var/lib/app/app.db' }],
    ['sqlite:./data/app.db', { kind: 'sqlite', filename: './data/app.db' }],
    ['./data/app.db', { kind: 'sqlite', filename: './data/app.db' }],
    ['/abs/app.db', { kind: 'sqlite', filename: '/abs/app.db' }],
  ])('reads %s', (url, expected) => {
    expect(parseDatabaseUrl(url)).toEqual(expected);
  });

  it('rejects an empty URL', () => {
    expect(() => parseDatabaseUrl('  ')).toThrow(/empty/);
  });
});

describe('createDatabase on SQLite', () => {
  it('sets the pragmas on an in-memory database', async () => {
    const db = createDatabase('sqlite::memory:');
    try {
      expect(dialectOf(db)).toBe('sqlite');
      expect(await pragma(db, 'foreign_keys')).toBe(1);
      expect(await pragma(db, 'busy_timeout')).toBe(5000);
      expect(await pragma(db, 'synchronous')).toBe(1); // NORMAL
    } finally {
      await db.destroy();
    }
  });

  it('creates the parent folder of a file database and uses WAL', async () => {
    const file = join(tempDir, 'nested', 'deeper', 'app.db');
    const db = createDatabase(`file:${file}`);
    try {
      expect(await pragma(db, 'journal_mode')).toBe('wal');
      expect(await pragma(db, 'foreign_keys')).toBe(1);
      expect(await migrateToLatest(db)).toHaveLength(Object.keys(migrations).length);
      expect(existsSync(file)).toBe(true);
    } finally {
      await db.destroy();
    }
    const reopened = createDatabase(file);
    try {
      expect(await migrateToLatest(reopened)).toEqual([]);
    } finally {
      await reopened.destroy();
    }
  });
});

describe('checkDatabase', () => {
  it('is ok for an open database and error once it is closed', async () => {
    const db = createDatabase(':memory:');
    expect(await checkDatabase(db)).toBe('ok');
    await db.destroy();
    expect(await checkDatabase(db)).toBe('error');
  });

  it('is error when PostgreSQL is unreachable', async () => {
    const db = createDatabase('postgres://nobody@127.0.0.1:1/none', { onPoolError: () => {} });
    try {
      expect(dialectOf(db)).toBe('postgres');
      expect(await checkDatabase(db, 5000)).toBe('error');
    } finally {
      await db.destroy();
    }
  });
});

describe('createTestDatabase', () => {
  it('gives a migrated in-memory SQLite database by default URL', async () => {
    const test = await createTestDatabase({ url: 'sqlite::memory:' });
    try {
      expect(test.kind).toBe('sqlite');
      const flags = await test.db.selectFrom('feature_flags').select('name').execute();
      expect(flags).toHaveLength(3);
    } finally {
      await test.destroy();
      await test.destroy();
    }
  });

  it('refuses a file database', async () => {
    await expect(createTestDatabase({ url: 'file:./data/app.db' })).rejects.toThrow(/in-memory SQLite or PostgreSQL/);
  });
});

describe('boolean columns', () => {
  it('map between JS booleans and 0/1', () => {
    expect(toBoolInt(true)).toBe(1);
    expect(toBoolInt(false)).toBe(0);
    expect(fromBoolInt(1)).toBe(true);
    expect(fromBoolInt(0)).toBe(false);
    expect(fromBoolInt(null)).toBe(false);
    expect(fromBoolInt(true)).toBe(true);
  });
});
