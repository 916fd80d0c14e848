/** Starts the server: reads config, holds the port, migrates the database, starts the jobs, then serves; shuts down cleanly. */
import { createApp } from './app';
import { ConfigError, loadConfig } from './config';
import { createDatabase } from './db/database';
import { createDependencies } from './deps';
import { migrateToLatest } from './db/migrator';
import { schedulePriceAlerts } from './jobs/definitions/price-alerts.job';
import { startAiJobs } from './jobs/definitions/tenk-analysis.job';
import { ListenError, listen } from './http/listen';
import { offsetClock } from './lib/clock';
import { installGracefulShutdown } from './lib/graceful-shutdown';
import { createLogger } from './lib/logger';
import { aiDepsOf } from './services/ai/ai-services';
import { listenForMarketChanges, startMarketData } from './services/market/market-setup';

type Fetch = Parameters<typeof listen>[0];

async function main() {
  const config = loadConfig();
  const logger = createLogger(config);
  // The port first: a second start while a server holds it (usually on the same database) stops
  // here, before its start-up recovery requeues that server's running jobs and closes its Ask AI
  // questions (on SQLite a start takes every one left running for its own). Requests that arrive
  // before the app is ready wait for it.
  let ready: (fetch: Fetch) => void = () => {};
  const appReady = new Promise<Fetch>((resolve) => (ready = resolve));
  let handle: Fetch = async (request, env) => (await appReady)(request, env);
  const server = await listen((request, env) => handle(request, env), config);
  // A signal before the app is ready ends the start at once, with exit 0 (a supervisor's stop is
  // not a failure): nothing has been answered yet, and what a start writes is transactional (each
  // migration, the first market fill), so stopping part-way leaves nothing half-written.
  const stopStarting = (signal: NodeJS.Signals) => {
    logger.info({ signal }, 'stopped during start-up');
    server.close();
    process.exit(0);
  };
  process.once('SIGTERM', stopStarting);
  process.once('SIGINT', stopStarting);
  const db = createDatabase(config.databaseUrl);
  await migrateToLatest(db);
  const deps = await createDependencies({ config, db, logger, clock: offsetClock(config.testClockOffsetMs) });
  const app = createApp(deps);
  // Several instances on one PostgreSQL: another's market-data write drops this one's caches.
  const marketChanges = await listenForMarketChanges(config.databaseUrl, deps);
  // Fills the market on the first start (before serving, so no page sees an empty market).
  await startMarketData(deps);
  schedulePriceAlerts(deps);
  await startAiJobs(deps, aiDepsOf(deps));
  process.off('SIGTERM', stopStarting);
  process.off('SIGINT', stopStarting);
  handle = app.fetch;
  ready(app.fetch);
  logger.info({ address: config.host, port: config.port, publicUrl: config.publicUrl }, 'listening');

  installGracefulShutdown({
    server,
    logger,
    steps: [
      { name: 'jobs', run: () => deps.jobs.stop() },
      ...(config.databaseUrl.startsWith('postgres') ? [{ name: 'change listener', run: () => marketChanges.close() }] : []),
      { name: 'database', run: () => db.destroy() },
    ],
  });
}

// Any start-up failure is one clear message on stderr and exit code 1, never a stack trace.
main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof ListenError) {
    console.error(error.message);
  } else {
    console.error(`Start-up failed: ${error instanceof Error ? error.message : String(error)}`);
  }
  process.exit(1);
});
