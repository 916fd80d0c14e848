/**
 * One instance on SQLite, one on PostgreSQL, and two on one PostgreSQL (`npm run bench --
 * two-instances`): the same read-only load (a typical JSON endpoint and GET /health, anonymous,
 * so every request is also counted by the rate limiter, shared through PostgreSQL in batches)
 * on each. Prints req/s, p99 and errors of each, with one PostgreSQL instance's throughput
 * against SQLite's and two instances' against one, from the same run.
 *
 * Needs a PostgreSQL server: BENCH_DATABASE_URL, else TEST_DATABASE_URL (an admin URL; the
 * benchmark creates a database of its own there and drops it after). On a machine with fewer
 * cores than instances plus load generator, the two share the same CPUs: the ratio then shows
 * what sharing the database costs rather than what a second machine would add.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { type RealServer, startRealServer } from '../support/real-server';
import { someStockSymbol } from './app-data';
import { type Figure, printFigure, printHeading } from './report';

export interface TwoInstanceOptions {
  durationSeconds: number;
  connections: number;
}

interface Load {
  rps: number;
  p99: number;
  errors: number;
}

async function admin(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** `connections` spread evenly over `urls` (one autocannon run per URL, at the same time), summed. */
async function load(urls: string[], options: TwoInstanceOptions): Promise<Load> {
  const per = Math.max(1, Math.round(options.connections / urls.length));
  const results = await Promise.all(urls.map((url) => autocannon({ url, connections: per, duration: options.durationSeconds })));
  return {
    rps: results.reduce((sum, result) => sum + result.requests.average, 0),
    p99: Math.max(...results.map((result) => result.latency.p99)),
    errors: results.reduce((sum, result) => sum + result.errors + result.timeouts + result.non2xx, 0),
  };
}

function figures(name: string, sqlite: Load, one: Load, two: Load): Figure[] {
  return [
    { name: `${name}, one instance on SQLite`, value: sqlite.rps, unit: 'req/s' },
    {
      name: `${name}, one instance on PostgreSQL`,
      value: one.rps,
      unit: 'req/s',
      anchor: { label: 'one instance on SQLite', value: sqlite.rps, target: 0.8, higherIsBetter: true },
    },
    {
      name: `${name}, two instances`,
      value: two.rps,
      unit: 'req/s',
      anchor: { label: 'one instance', value: one.rps, target: 1, higherIsBetter: true },
    },
    { name: `${name} p99, one instance`, value: one.p99, unit: 'ms' },
    { name: `${name} p99, two instances`, value: two.p99, unit: 'ms' },
    { name: `${name} errors, one instance`, value: one.errors, unit: 'errors' },
    { name: `${name} errors, two instances`, value: two.errors, unit: 'errors' },
  ];
}

export async function benchTwoInstances(options: TwoInstanceOptions): Promise<Figure[]> {
  printHeading(
    `SQLite, one PostgreSQL instance and two on one PostgreSQL: ${options.connections} connections, ${options.durationSeconds} s each (autocannon)`,
    'npm run bench -- two-instances',
  );
  const adminUrl = (process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL)?.trim();
  if (!adminUrl?.startsWith('postgres')) {
    console.log('  (skipped: set BENCH_DATABASE_URL or TEST_DATABASE_URL to a postgres:// URL)');
    return [];
  }
  const databaseName = `terminal_bench_${randomUUID().slice(0, 8)}`;
  const databaseUrl = Object.assign(new URL(adminUrl), { pathname: `/${databaseName}` }).href;
  await admin(adminUrl, `create database ${databaseName}`);
  const env = { DATABASE_URL: databaseUrl, NODE_ENV: 'production', LOG_LEVEL: 'info', RATE_LIMIT_ANONYMOUS: '1000000000' };
  const sqliteDir = mkdtempSync(join(tmpdir(), 'two-instances-'));
  const servers: RealServer[] = [];
  try {
    // The first fills the market; the second starts on the filled database.
    servers.push(await startRealServer({ env }));
    servers.push(await startRealServer({ env }));
    servers.push(await startRealServer({ env: { ...env, DATABASE_URL: `file:${join(sqliteDir, 'app.db')}` } }));
    const [first, second, sqlite] = servers as [RealServer, RealServer, RealServer];
    const symbol = await someStockSymbol(first.baseUrl);
    const targets: Array<[string, string]> = [
      [`getCompany (/api/v1/companies/${symbol})`, `/api/v1/companies/${symbol}`],
      ['GET /api/v1/health', '/api/v1/health'],
    ];
    const all: Figure[] = [];
    for (const [name, path] of targets) {
      const urls = [first, second].map((server) => `${server.baseUrl}${path}`);
      await load([...urls, `${sqlite.baseUrl}${path}`], { ...options, durationSeconds: 2 }); // warm-up, all three
      const onSqlite = await load([`${sqlite.baseUrl}${path}`], options);
      const one = await load([urls[0]!], options);
      const two = await load(urls, options);
      all.push(...figures(name, onSqlite, one, two));
    }
    all.forEach(printFigure);
    return all;
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
    await admin(adminUrl, `drop database if exists ${databaseName} with (force)`);
    rmSync(sqliteDir, { recursive: true, force: true });
  }
}
