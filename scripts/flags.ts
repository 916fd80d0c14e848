/**
 * Feature flags from the command line, on the database of DATABASE_URL (migrated first):
 *   npm run flags -- set <flag> on|off [--user <email>]
 *   npm run flags -- list
 */
import { loadConfig } from '../server/config';
import { createDatabase } from '../server/db/database';
import { migrateToLatest } from '../server/db/migrator';
import { runFlagsCommand, UsageError } from './flags-command';

async function main(): Promise<number> {
  const db = createDatabase(loadConfig().databaseUrl);
  try {
    await migrateToLatest(db);
    console.log(await runFlagsCommand(db, process.argv.slice(2), new Date()));
    return 0;
  } catch (error) {
    console.error(error instanceof UsageError ? error.message : `Error: ${error instanceof Error ? error.message : String(error)}`);
    return error instanceof UsageError ? 2 : 1;
  } finally {
    await db.destroy();
  }
}

process.exitCode = await main();
