/**
 * `npm run bench:keyless-sync`: how soon a keyless market (MARKET_DATA_PROVIDER=sec,yahoo) is
 * screenable, against the recorded responses in ../shared/recorded served by the local
 * recorded-response server (404 for every company not recorded), at SEC EDGAR's real limit of
 * 10 requests per second, each run on a fresh SQLite file.
 *
 * Two passes over the 9,610 listed companies:
 *  - without frames (the server answers every XBRL frame 404, as before the prefill): the whole
 *    pass, noting when each filer the frames would cover (Apple, NVIDIA, Snowflake) has figures
 *    (Snowflake never does: its submissions are not recorded, so the pass reads no 10-K of it);
 *  - with frames (built from the recorded company facts: scripts/support/recorded-frames.ts):
 *    stopped as soon as the filers the first pass filled have figures.
 * The anchor is the first pass's time to the same point, measured in the same run.
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
import { MarketSync } from '../../server/services/market/sync/market-background-sync';
import { SHARED_RECORDINGS_DIR, keylessProviderSettings, sharedRecordingsExist, startRecordedServer } from '../support/recorded-server';
import { serveRecordedFrames } from '../support/recorded-frames';
import { COMPANYFACTS_DIR } from '../support/xbrl-coverage';
import { printFigure, printHeading } from './report';
import { systemClock } from '../../server/lib/clock';

/** The us-gaap filers whose company facts are recorded: what the frames built from them cover. */
const FRAME_FILERS = ['AAPL', 'NVDA', 'SNOW'];

interface PassResult {
  /** Seconds until each of the watched filers had figures (statements and a screener row). */
  filledAt: Map<string, number>;
  passSeconds: number;
  secRequests: number;
  yahooRequests: number;
  total: number;
  errors: number;
}

/** A pass; with `stopWhenFilled`, stopped once those companies have figures. */
async function runPass(withFrames: boolean, stopWhenFilled: readonly string[] | null): Promise<PassResult> {
  const server = await startRecordedServer([SHARED_RECORDINGS_DIR]);
  if (withFrames) serveRecordedFrames(server, COMPANYFACTS_DIR);
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
    const stop = new AbortController();
    const started = performance.now();
    const filledAt = new Map<string, number>();
    let checking = Promise.resolve();
    const afterWrite = () => {
      checking = checking.then(async () => {
        const rows = await db.selectFrom('annual_statements').select('symbol').distinct().where('symbol', 'in', FRAME_FILERS).execute();
        for (const { symbol } of rows) if (!filledAt.has(symbol)) filledAt.set(symbol, (performance.now() - started) / 1000);
        if (stopWhenFilled?.every((symbol) => filledAt.has(symbol))) stop.abort();
      });
    };
    const sync = new MarketSync({ db, marketData, logger, clock: systemClock, afterWrite });
    const ticker = setInterval(() => {
      void sync
        .progress()
        .then((p) => process.stdout.write(`  ${p.done} of ${p.total}, ${p.errors} errors, ETA ${p.etaSeconds ?? '?'} s\n`));
    }, 60_000);
    // The first afterWrite (the listing) comes before the prefill; the abort is seen after the prefill's.
    await sync.tick(stop.signal);
    await checking;
    clearInterval(ticker);
    const progress = await sync.progress();
    const count = (prefix: string) => server.requests.filter((r) => r.startsWith(prefix)).length;
    return {
      filledAt,
      passSeconds: (performance.now() - started) / 1000,
      secRequests: count('/sec/'),
      yahooRequests: count('/yahoo/'),
      total: progress.total,
      errors: progress.errors,
    };
  } finally {
    await db.destroy();
    await server.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  if (!sharedRecordingsExist) throw new Error(`No recordings at ${SHARED_RECORDINGS_DIR}`);
  printHeading('Keyless market (sec,yahoo) on ../shared/recorded, SEC at 10 requests/s', 'npm run bench:keyless-sync');
  const before = await runPass(false, null);
  printFigure({ name: 'whole pass without frames', value: before.passSeconds, unit: 's' });
  printFigure({ name: 'companies listed', value: before.total, unit: 'companies' });
  printFigure({ name: 'companies with a failed part', value: before.errors, unit: 'companies' });
  printFigure({ name: 'requests to SEC EDGAR', value: before.secRequests, unit: 'requests' });
  printFigure({ name: 'SEC EDGAR request rate', value: before.secRequests / before.passSeconds, unit: 'requests/s' });
  printFigure({ name: 'requests to Yahoo', value: before.yahooRequests, unit: 'requests' });
  const filled = [...before.filledAt.keys()];
  console.log(
    `  filled by the pass without frames: ${[...before.filledAt].map(([symbol, at]) => `${symbol} at ${Math.round(at)} s`).join(', ')}`,
  );
  if (filled.length === 0) throw new Error('the pass without frames gave none of the frame filers figures');
  const after = await runPass(true, filled);
  const seconds = (result: PassResult) => Math.max(...filled.map((symbol) => result.filledAt.get(symbol) ?? Number.POSITIVE_INFINITY));
  printFigure({
    name: `time until ${filled.join(' and ')} have figures, with frames`,
    value: seconds(after),
    unit: 's',
    anchor: { label: 'without frames (the pass reaching them)', value: seconds(before), target: 2 / 16, higherIsBetter: false },
  });
  console.log(
    `  with frames, every frame filer had figures: ${FRAME_FILERS.map((symbol) => `${symbol} at ${after.filledAt.get(symbol)?.toFixed(1) ?? 'never'} s`).join(', ')}`,
  );
  printFigure({ name: 'requests to SEC EDGAR until then, with frames', value: after.secRequests, unit: 'requests' });
}

await main();
