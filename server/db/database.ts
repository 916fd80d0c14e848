import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import SqliteDatabase from 'better-sqlite3';
import { CamelCasePlugin, CompiledQuery, Kysely, PostgresAdapter, SqliteAdapter, SqliteDialect } from 'kysely';
import pg from 'pg';
import { CurrentSchemaPostgresDialect } from './postgres-introspector';
import type { Database } from './schema';

/** Which SQL engine a Kysely instance talks to; code branches on it (FTS5 vs tsvector). */
export type DatabaseKind = 'sqlite' | 'postgres';

/**
 * Any Kysely instance or transaction, whatever its table types (helpers here only need the
 * connection, and generic parameters do not unify Kysely with Transaction).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyKysely = Kysely<any>;

/** Result of a parsed `DATABASE_URL`. */
export type DatabaseTarget =
  { kind: 'postgres'; connectionString: string } | { kind: 'sqlite'; filename: ':memory:' } | { kind: 'sqlite'; filename: string };

export interface CreateDatabaseOptions {
  /**
   * PostgreSQL only: the schema every pooled connection uses as its `search_path`
   * (see `test-database.ts`, which gives each test database its own schema).
   */
  postgresSchema?: string;
  /** PostgreSQL only: maximum pooled connections (default 10). */
  poolMax?: number;
  /** PostgreSQL only: errors of idle pooled connections (default: written to stderr). */
  onPoolError?: (error: Error) => void;
}

const POSTGRES_URL = /^postgres(?:ql)?:\/\//i;
const SQL_IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_]{0,62}$/;

/**
 * Reads a database URL: `postgres://` / `postgresql://` for PostgreSQL; for SQLite
 * `sqlite::memory:` or `:memory:` (in-memory), `file:./data/app.db`, `file:///abs/app.db`,
 * `sqlite:./app.db` or a plain path.
 */
export function parseDatabaseUrl(url: string): DatabaseTarget {
  const trimmed = url.trim();
  if (trimmed === '') {
    throw new Error('Database URL is empty; use e.g. file:./data/app.db or postgres://user@host/db');
  }
  if (POSTGRES_URL.test(trimmed)) {
    return { kind: 'postgres', connectionString: trimmed };
  }
  let path = trimmed;
  if (/^sqlite:/i.test(path)) {
    path = path.slice('sqlite:'.length);
    if (path.startsWith('//')) path = path.slice(2);
  }
  if (/^file:\/\//i.test(path)) {
    path = fileURLToPath(path);
  } else if (/^file:/i.test(path)) {
    path = path.slice('file:'.length);
  }
  if (path === ':memory:' || path === '') {
    return { kind: 'sqlite', filename: ':memory:' };
  }
  return { kind: 'sqlite', filename: path };
}

/**
 * Opens the application database for a URL (see `parseDatabaseUrl`). The caller owns the
 * instance and must `await db.destroy()` to close the file or the pool. On PostgreSQL,
 * `db.introspection` only sees the current schema (see `postgres-introspector.ts`).
 */
export function createDatabase(url: string, options: CreateDatabaseOptions = {}): Kysely<Database> {
  const target = parseDatabaseUrl(url);
  if (target.kind === 'postgres') {
    return new Kysely<Database>({
      dialect: new CurrentSchemaPostgresDialect({ pool: createPool(target.connectionString, options) }),
      plugins: [columnNamesInCamelCase()],
    });
  }
  return new Kysely<Database>({
    dialect: new SqliteDialect({ database: openSqlite(target.filename) }),
    plugins: [columnNamesInCamelCase()],
  });
}

/**
 * Code names columns in camelCase (`createdAt`), the tables name them in snake_case
 * (`created_at`): Kysely's plugin turns each name in a query into its SQL form and each row's
 * keys back. Table names stay as SQL writes them; JSON inside a column is left as it is.
 */
function columnNamesInCamelCase(): CamelCasePlugin {
  return new CamelCasePlugin({ maintainNestedObjectKeys: true });
}

/** Tells whether `db` (or a transaction of it) runs on SQLite or PostgreSQL. */
export function dialectOf(db: AnyKysely): DatabaseKind {
  // The adapter is the one dialect-specific object reachable from any Kysely or Transaction.
  const adapter = db.getExecutor().adapter;
  if (adapter instanceof PostgresAdapter) return 'postgres';
  if (adapter instanceof SqliteAdapter) return 'sqlite';
  throw new Error(`Unsupported database dialect: ${adapter.constructor.name}`);
}

/** Compiled once: the health endpoint runs it on every call. */
const SELECT_ONE = CompiledQuery.raw('select 1');

/** A cheap `select 1` for the health endpoint; 'error' on failure or after `timeoutMs`. */
export async function checkDatabase(db: AnyKysely, timeoutMs = 2000): Promise<'ok' | 'error'> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('database check timed out')), timeoutMs);
    });
    await Promise.race([db.executeQuery(SELECT_ONE), timeout]);
    return 'ok';
  } catch {
    return 'error';
  } finally {
    clearTimeout(timer);
  }
}

function openSqlite(filename: string): SqliteDatabase.Database {
  const inMemory = filename === ':memory:';
  if (!inMemory) mkdirSync(dirname(resolve(filename)), { recursive: true });
  const database = new SqliteDatabase(filename);
  // busy_timeout first, so switching to WAL waits for another process instead of failing.
  database.pragma('busy_timeout = 5000');
  if (!inMemory) database.pragma('journal_mode = WAL');
  database.pragma('synchronous = NORMAL');
  database.pragma('foreign_keys = ON');
  return withStatementCache(database);
}

const STATEMENT_CACHE_SIZE = 500;

/**
 * Kysely prepares every query anew, and compiling the SQL is a tenth of a simple request's CPU;
 * so prepared statements are kept per SQL text (least recently used out first). Sharing one is
 * safe because Kysely runs each to completion with all() or run() before the next starts
 * (streaming with .stream() would iterate one lazily: nothing here does).
 */
function withStatementCache(database: SqliteDatabase.Database): SqliteDatabase.Database {
  const statements = new Map<string, SqliteDatabase.Statement>();
  const prepare = database.prepare.bind(database);
  database.prepare = ((source: string) => {
    let statement = statements.get(source);
    if (statement) {
      statements.delete(source);
    } else {
      statement = prepare(source);
      if (statements.size >= STATEMENT_CACHE_SIZE) statements.delete(statements.keys().next().value!);
    }
    statements.set(source, statement);
    return statement;
  }) as typeof database.prepare;
  return database;
}

/** pg type ids parsed to numbers so results match SQLite: int8 (count(*), bigint), numeric (avg). */
const NUMERIC_TYPE_IDS = new Set<number>([20, 1700]);

function createPool(connectionString: string, options: CreateDatabaseOptions): pg.Pool {
  const schema = options.postgresSchema;
  if (schema !== undefined && !SQL_IDENTIFIER.test(schema)) {
    throw new Error(`Invalid PostgreSQL schema name: ${JSON.stringify(schema)}`);
  }
  const pool = new pg.Pool({
    connectionString,
    max: options.poolMax ?? 10,
    connectionTimeoutMillis: 10_000,
    ...(schema === undefined ? {} : { options: `-c search_path=${schema}` }),
    types: {
      getTypeParser: ((typeId: number, format?: 'text' | 'binary') =>
        NUMERIC_TYPE_IDS.has(typeId) && format !== 'binary'
          ? (value: string) => Number(value)
          : pg.types.getTypeParser(typeId, format)) as typeof pg.types.getTypeParser,
    },
  });
  // Without a listener an idle connection dropped by the server would crash the process.
  pool.on('error', options.onPoolError ?? ((error) => console.error('PostgreSQL pool error:', error)));
  return pool;
}
