/** Starts the server: reads config, checks the port is free, migrates the database, starts the jobs, listens; shuts down cleanly. main.ts loads it. */
import { createApp } from './app';
import { ConfigError, loadConfig } from './config';
import { createDatabase } from './db/database';
import { createDependencies } from './deps';
import { migrateToLatest } from './db/migrator';
import { schedulePriceAlerts } from './jobs/definitions/price-alerts.job';
import { startAiJobs } from './jobs/definitions/tenk-analysis.job';
import { ListenError, assertPortFree, listen } from './http/listen';
import { offsetClock } from './lib/clock';
import { installGracefulShutdown } from './lib/graceful-shutdown';
import { createLogger } from './lib/logger';
import { readyLine } from './lib/ready-line';
import { reportStartPhase } from './lib/start-phase';
import { onStopSignal } from './lib/stop-signals';
import { aiDepsOf } from './services/ai/ai-services';
import { listenForMarketChanges, startMarketData } from './services/market/sync/market-setup';

async function main() {
  const config = loadConfig();
  const logger = createLogger(config);
  // A signal during start-up ends the start at once, with exit 0 (a supervisor's stop is not a
  // failure): nothing is served yet, what a start writes is transactional (each migration, the
  // first market fill), and a job it has begun is recovered by its lease, as after a crash.
  onStopSignal((signal) => {
    logger.info({ signal }, 'stopped during start-up');
    process.exit(0);
  });
  reportStartPhase('starting');
  // The port is checked before the database is touched: a second start while a server holds it
  // (usually on the same database) would otherwise run its start-up recovery first, which requeues
  // that server's running jobs and closes its Ask AI questions. It is taken once the app is
  // ready, so until then a connection is refused at once and a proxy fails over.
  await assertPortFree(config);
  const db = createDatabase(config.databaseUrl);
  await migrateToLatest(db);
  const deps = await createDependencies({ config, db, logger, clock: offsetClock(config.testClockOffsetMs) });
  const app = createApp(deps);
  // Several instances on one PostgreSQL: another's market-data write drops this one's caches.
  const marketChanges = await listenForMarketChanges(config.databaseUrl, deps);
  // Fills the market on the first start (before listening, so no page sees an empty market).
  await startMarketData(deps);
  schedulePriceAlerts(deps);
  await startAiJobs(deps, aiDepsOf(deps));
  let server;
  try {
    server = await listen(app.fetch, config);
  } catch (error) {
    // Taken since the check: one line and exit 1 like any busy port, after the jobs have stopped.
    await deps.jobs.stop();
    await db.destroy();
    throw error;
  }
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
  logger.info(readyLine(config));
  reportStartPhase('serving');
}

/** Any start-up failure is one clear message on stderr and exit code 1, never a stack trace. */
export function startServer(): void {
  main().catch((error: unknown) => {
    if (error instanceof ConfigError || error instanceof ListenError) {
      console.error(error.message);
    } else {
      console.error(`Start-up failed: ${error instanceof Error ? error.message : String(error)}`);
    }
    process.exit(1);
  });
}
