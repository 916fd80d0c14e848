import { type Migration, type MigrationResult, Migrator, NO_MIGRATIONS, sql } from 'kysely';
import { type AnyKysely, dialectOf } from './database';
import { migrations as allMigrations } from './migrations';

export interface MigratorOptions {
  /** The migrations to run; defaults to the app's list in `migrations/index.ts`. */
  migrations?: Readonly<Record<string, Migration>>;
}

/**
 * A Kysely Migrator over the statically imported migrations. On PostgreSQL its bookkeeping
 * tables go to the connection's current schema, so isolated test schemas in one database do
 * not see each other's `kysely_migration` table.
 */
async function createMigrator(db: AnyKysely, options: MigratorOptions = {}): Promise<Migrator> {
  const migrations = options.migrations ?? allMigrations;
  const migrationTableSchema = dialectOf(db) === 'postgres' ? await currentSchema(db) : undefined;
  return new Migrator({
    // Migrations write SQL's own snake_case names: they run without the app's CamelCasePlugin.
    db: db.withoutPlugins(),
    provider: { getMigrations: async () => ({ ...migrations }) },
    ...(migrationTableSchema === undefined ? {} : { migrationTableSchema }),
  });
}

/**
 * Applies every pending migration and returns the names that ran (empty when up to date).
 * Throws an Error naming the failing migration; the driver error is its `cause`.
 */
export async function migrateToLatest(db: AnyKysely, options: MigratorOptions = {}): Promise<string[]> {
  let migrator: Migrator;
  try {
    migrator = await createMigrator(db, options);
  } catch (error) {
    return namesOrThrow(error, undefined);
  }
  const { error, results } = await migrator.migrateToLatest();
  return namesOrThrow(error, results);
}

/** Reverts every migration (runs each `down`), newest first; returns the names reverted. */
export async function migrateDownAll(db: AnyKysely, options: MigratorOptions = {}): Promise<string[]> {
  let migrator: Migrator;
  try {
    migrator = await createMigrator(db, options);
  } catch (error) {
    return namesOrThrow(error, undefined);
  }
  const { error, results } = await migrator.migrateTo(NO_MIGRATIONS);
  return namesOrThrow(error, results);
}

function namesOrThrow(error: unknown, results: MigrationResult[] | undefined): string[] {
  if (error === undefined) {
    return (results ?? []).filter((it) => it.status === 'Success').map((it) => it.migrationName);
  }
  const reason = error instanceof Error ? error.message : String(error);
  const failed = results?.find((it) => it.status === 'Error');
  const message = failed
    ? `Migration "${failed.migrationName}" (${failed.direction.toLowerCase()}) failed: ${reason}`
    : `Migrating the database failed: ${reason}`;
  throw new Error(message, { cause: error });
}

async function currentSchema(db: AnyKysely): Promise<string> {
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  const schema = rows[0]?.schema;
  if (!schema) throw new Error('PostgreSQL has no current schema; check the search_path');
  return schema;
}
