/**
 * `npm run bench:screener`: the screener under load at 10,000 companies. Fills a fresh SQLite
 * file with a DEMO_STOCKS=10000 demo market through the app's own sync (timed), signs a user in
 * with a personal API token, starts the real server on that file, then runs autocannon at 20
 * connections against the screener (5 filters, a sort, 50 rows) and against GET /api/v1/health
 * in the same run. Target: the screener at ≥ 1,100 req/s with p99 ≤ 25 ms.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { loadConfig } from '../../server/config';
import { createDatabase } from '../../server/db/database';
import { migrateToLatest } from '../../server/db/migrator';
import { createLogger } from '../../server/lib/logger';
import { MarketData } from '../../server/providers/market/market-data';
import { createProviders } from '../../server/providers/market/registry';
import { CompanyCache } from '../../server/services/market/reading/company-cache';
import { syncMarketNow, createScreener } from '../../server/services/market/sync/market-setup';
import { startRealServer } from '../support/real-server';
import { seedSignedInUser } from '../support/seed-user';
import { printFigure, printHeading } from './report';
import { systemClock } from '../../server/lib/clock';

const STOCKS = 10_000;
const CONNECTIONS = 20;
const DURATION_SECONDS = Number(process.argv[2] ?? 10);
const TARGET_RPS = 1100;
const TARGET_P99_MS = 25;
/** Five filters, a sort and 50 rows. */
const SCREEN_QUERY = 'marketCapMin=0.5&revenueGrowthMin=0.02&roicMin=0.02&debtToEquityMax=2&peMax=60&sortBy=roic&sortOrder=desc&limit=50';

interface Measured {
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
}

async function measure(url: string, headers: Record<string, string>): Promise<Measured> {
  // A short warm-up so the first sorted order and JIT are not part of the figures.
  await autocannon({ url, headers, connections: CONNECTIONS, duration: 1 });
  const result = await autocannon({ url, headers, connections: CONNECTIONS, duration: DURATION_SECONDS });
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, non2xx: result.non2xx };
}

function report(name: string, measured: Measured, targets: boolean): void {
  printFigure({
    name: `${name} throughput`,
    value: measured.rps,
    unit: 'req/s',
    anchor: targets ? { label: 'target', value: TARGET_RPS, target: 1, higherIsBetter: true } : undefined,
  });
  printFigure({ name: `${name} p50`, value: measured.p50, unit: 'ms' });
  printFigure({
    name: `${name} p99`,
    value: measured.p99,
    unit: 'ms',
    anchor: targets ? { label: 'budget', value: TARGET_P99_MS, target: 1, higherIsBetter: false } : undefined,
  });
  if (measured.non2xx > 0) console.log(`  ${name}: ${measured.non2xx} non-2xx answers`);
}

/** Fills the database with the demo market the way the server's first start does; returns seconds. */
async function fillMarket(databaseUrl: string): Promise<number> {
  const config = loadConfig({ DATABASE_URL: databaseUrl, DEMO_STOCKS: String(STOCKS), LOG_LEVEL: 'warn' });
  const db = createDatabase(databaseUrl);
  try {
    await migrateToLatest(db);
    const started = performance.now();
    const marketData = new MarketData({
      clock: systemClock,
      providers: createProviders(config.marketData, systemClock),
      timeoutMs: config.marketData.timeoutMs,
    });
    await syncMarketNow({
      db,
      marketData,
      logger: createLogger(config),
      screener: createScreener(db, systemClock),
      companyCache: new CompanyCache(systemClock),
      clock: systemClock,
    });
    return (performance.now() - started) / 1000;
  } finally {
    await db.destroy();
  }
}

async function main(): Promise<void> {
  printHeading(
    `Screener at ${STOCKS.toLocaleString('en-US')} companies, ${CONNECTIONS} connections, ${DURATION_SECONDS} s`,
    'npm run bench:screener',
  );
  const dir = mkdtempSync(join(tmpdir(), 'bench-screener-'));
  const databaseUrl = `file:${join(dir, 'bench.db')}`;
  try {
    const user = await seedSignedInUser(databaseUrl, 'bench@example.test');
    printFigure({
      name: `filling the ${STOCKS.toLocaleString('en-US')}-stock demo market`,
      value: await fillMarket(databaseUrl),
      unit: 's',
    });
    const server = await startRealServer({
      env: {
        DATABASE_URL: databaseUrl,
        DEMO_STOCKS: String(STOCKS),
        RATE_LIMIT_TOKEN: '100000000',
        RATE_LIMIT_SESSION: '100000000',
        RATE_LIMIT_USER: '100000000',
        RATE_LIMIT_ANONYMOUS: '100000000',
      },
    });
    try {
      const headers = { authorization: `Bearer ${user.token}` };
      const screenUrl = `${server.baseUrl}/api/v1/screen?${SCREEN_QUERY}`;
      const probe = await fetch(screenUrl, { headers });
      const body = (await probe.json()) as { totalCount?: number; results?: unknown[] };
      if (!probe.ok) throw new Error(`GET /screen answered ${probe.status}: ${JSON.stringify(body)}`);
      console.log(`  screener query matches ${body.totalCount} of ${STOCKS} companies (${body.results?.length} rows per page)`);
      report('GET /screen', await measure(screenUrl, headers), true);
      report('GET /health', await measure(`${server.baseUrl}/api/v1/health`, {}), false);
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
