/**
 * Migrates the database to the latest schema: `npm run db:migrate` (the build compiles it to dist/app/db-migrate.js).
 * Reads DATABASE_URL through server/config.ts (default file:./data/app.db); exits 1 with the reason on failure.
 */
import { loadConfig } from '../server/config';
import { createDatabase, parseDatabaseUrl } from '../server/db/database';
import { migrateToLatest } from '../server/db/migrator';

/** Where the URL points, without credentials, for log lines. */
function describeTarget(url: string): string {
  const target = parseDatabaseUrl(url);
  if (target.kind === 'sqlite') return `SQLite ${target.filename}`;
  const parsed = new URL(target.connectionString);
  return `PostgreSQL ${parsed.host}${parsed.pathname}`;
}

async function main(): Promise<number> {
  let db;
  try {
    const url = loadConfig().databaseUrl;
    console.log(`Migrating ${describeTarget(url)}`);
    db = createDatabase(url);
    const applied = await migrateToLatest(db);
    if (applied.length === 0) {
      console.log('Database is up to date; no migrations ran.');
    } else {
      for (const name of applied) console.log(`  applied ${name}`);
      console.log(`Applied ${applied.length} migration${applied.length === 1 ? '' : 's'}.`);
    }
    return 0;
  } catch (error) {
    console.error(`Error: ${error instanceof Error ? error.message : String(error)}`);
    // PostgreSQL errors carry the useful part (which row, what to do) in detail and hint.
    const cause = (error instanceof Error ? error.cause : undefined) as { detail?: unknown; hint?: unknown } | undefined;
    if (typeof cause?.detail === 'string') console.error(`Detail: ${cause.detail}`);
    if (typeof cause?.hint === 'string') console.error(`Hint: ${cause.hint}`);
    return 1;
  } finally {
    await db?.destroy();
  }
}

process.exitCode = await main();
