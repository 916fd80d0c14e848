/**
 * `npm run bench:keyless-sync`: one full pass of the keyless market sync (MARKET_DATA_PROVIDER=
 * sec,yahoo) against the recorded responses in ../shared/recorded, served by the local
 * recorded-response server (404 for every company not recorded), at SEC EDGAR's real limit of
 * 10 requests per second. Prints the pass's time, the requests the server received per
 * provider, the companies listed and the companies with statements, on a fresh SQLite file.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../../server/config';
import { createDatabase } from '../../server/db/database';
import { migrateToLatest } from '../../server/db/migrator';
import { createLogger } from '../../server/lib/logger';
import { MarketData } from '../../server/providers/market/market-data';
import { createProviders } from '../../server/providers/market/registry';
import { MarketSync } from '../../server/services/market/market-background-sync';
import { SHARED_RECORDINGS_DIR, keylessProviderSettings, sharedRecordingsExist, startRecordedServer } from '../support/recorded-server';
import { printFigure, printHeading } from './report';
import { systemClock } from '../../server/lib/clock';

async function main(): Promise<void> {
  if (!sharedRecordingsExist) throw new Error(`No recordings at ${SHARED_RECORDINGS_DIR}`);
  const server = await startRecordedServer([SHARED_RECORDINGS_DIR]);
  const dir = mkdtempSync(join(tmpdir(), 'keyless-sync-'));
  const config = loadConfig({
    DATABASE_URL: `file:${join(dir, 'app.db')}`,
    MARKET_DATA_PROVIDER: 'sec,yahoo',
    ...keylessProviderSettings(server.baseUrl, 'Research Terminal bench bench@example.test'),
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  });
  const logger = createLogger(config);
  const db = createDatabase(config.databaseUrl);
  try {
    await migrateToLatest(db);
    const marketData = new MarketData({
      clock: systemClock,
      providers: createProviders(config.marketData, systemClock),
      timeoutMs: config.marketData.timeoutMs,
      logger,
    });
    const sync = new MarketSync({ db, marketData, logger, clock: { now: () => new Date() } });
    const started = performance.now();
    const ticker = setInterval(() => {
      void sync
        .progress()
        .then((p) => process.stdout.write(`  ${p.done} of ${p.total}, ${p.errors} errors, ETA ${p.etaSeconds ?? '?'} s\n`));
    }, 30_000);
    await sync.tick(new AbortController().signal);
    clearInterval(ticker);
    const seconds = (performance.now() - started) / 1000;
    const progress = await sync.progress();
    const withStatements = await db.selectFrom('annual_statements').select('symbol').distinct().execute();
    const count = (prefix: string) => server.requests.filter((r) => r.startsWith(prefix)).length;
    printHeading('Keyless market sync (sec,yahoo) on ../shared/recorded, SEC at 10 requests/s', 'npm run bench:keyless-sync');
    printFigure({ name: 'pass time', value: seconds, unit: 's' });
    printFigure({ name: 'companies listed', value: progress.total, unit: 'companies' });
    printFigure({ name: 'companies with a failed part', value: progress.errors, unit: 'companies' });
    printFigure({ name: 'requests to SEC EDGAR', value: count('/sec/'), unit: 'requests' });
    printFigure({ name: 'SEC EDGAR request rate', value: count('/sec/') / seconds, unit: 'requests/s' });
    printFigure({ name: 'requests to Yahoo', value: count('/yahoo/'), unit: 'requests' });
    printFigure({ name: 'provider calls (facade)', value: progress.providerCalls, unit: 'calls' });
    console.log(`  companies with statements: ${withStatements.map((row) => row.symbol).join(', ')}`);
  } finally {
    await db.destroy();
    await server.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
