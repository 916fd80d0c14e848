/** Starts the server: reads config, migrates the database, listens, and shuts down cleanly. */
import { serve } from '@hono/node-server';
import { createApp } from './app';
import { ConfigError, loadConfig } from './config';
import { createDatabase } from './db/database';
import { createDependencies } from './deps';
import { migrateToLatest } from './db/migrator';
import { createLogger } from './lib/logger';

async function main() {
  const config = loadConfig();
  const logger = createLogger(config);
  const db = createDatabase(config.databaseUrl);
  await migrateToLatest(db);
  const app = createApp(createDependencies({ config, db, logger }));
  const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
    logger.info({ address: info.address, port: info.port, publicUrl: config.publicUrl }, 'listening');
  });

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    const forced = setTimeout(() => process.exit(1), 5000);
    forced.unref();
    server.close(() => {
      void db.destroy().finally(() => process.exit(0));
    });
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error('Start-up failed:', error instanceof Error ? error.message : error);
  }
  process.exit(1);
});
