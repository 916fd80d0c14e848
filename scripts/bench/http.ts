/**
 * Throughput of the real server (GET /api/v1/health and a typical JSON endpoint) against a bare
 * Hono JSON hello measured in the same run on the same machine: the ratio shows what the app's
 * middleware, validation and database cost. Target: at least 0.8× the bare hello.
 *
 * A second anchor, the "floor", is the same hello with only what every response must carry by
 * requirement (the security headers): its own ratio to the bare hello is the most any app meeting
 * that requirement could reach; against it the app's operations aim at FLOOR_TARGET.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { freePort, projectDir, startRealServer } from '../support/real-server';
import { someStockSymbol } from './app-data';
import { type Figure, printFigure, printHeading } from './report';

/** The app's share of the floor's throughput that issue 19 asks for (the floor already pays for the security headers). */
const FLOOR_TARGET = 0.6;

export interface HttpBenchOptions {
  /** Length of one measurement of one target. */
  durationSeconds: number;
  connections: number;
  /**
   * How often every target is measured, in turn (anchors and app interleaved); each figure is the
   * median, so a burst of other work on a shared machine moves one round, not the result.
   */
  rounds: number;
}

/** Read-only JSON operations, in order of preference for "a typical JSON endpoint". */
const typicalCandidates: Array<[operationId: string, path: (symbol: string) => string]> = [
  ['getCompany', (symbol) => `/companies/${symbol}`],
  ['listIndices', () => '/indices'],
  ['getMarketMovers', () => '/market/movers'],
  ['listLatestNews', () => '/news/latest'],
  ['getFeatureFlags', () => '/feature-flags'],
];

type AnchorMode = 'bare' | 'floor';

/** Starts scripts/bench/bare-hello.ts in the given mode and waits until it answers. */
async function startAnchor(mode: AnchorMode): Promise<{ url: string; child: ChildProcess }> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/bench/bare-hello.ts', String(port), mode], {
    cwd: projectDir,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}/hello`;
  for (let attempt = 0; attempt < 300; attempt++) {
    if (
      await fetch(url).then(
        (response) => response.ok,
        () => false,
      )
    )
      return { url, child };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`The ${mode} hello did not start`);
}

/** The first candidate that answers 200 JSON. */
async function typicalEndpoint(baseUrl: string): Promise<{ operationId: string; url: string } | undefined> {
  const symbol = await someStockSymbol(baseUrl);
  for (const [operationId, path] of typicalCandidates) {
    const url = `${baseUrl}/api/v1${path(symbol)}`;
    const response = await fetch(url);
    if (response.ok && response.headers.get('content-type')?.includes('json')) return { operationId, url };
  }
  return undefined;
}

/** CPU time (user + system, ms) a process has used so far, from /proc (Linux). */
function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * (1000 / 100);
}

interface Measurement {
  rps: number;
  p99: number;
  /** Server CPU per request: robust when other work shares the machine. */
  cpuMicros: number;
}

async function measure(url: string, pid: number, options: HttpBenchOptions): Promise<Measurement> {
  const cpuBefore = cpuMs(pid);
  const result = await autocannon({ url, connections: options.connections, duration: options.durationSeconds });
  const cpuMicros = ((cpuMs(pid) - cpuBefore) * 1000) / result.requests.total;
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${url}: ${result.non2xx} non-2xx answers and ${result.errors} errors during the benchmark`);
  }
  return { rps: result.requests.average, p99: result.latency.p99, cpuMicros };
}

export async function benchHttp(options: HttpBenchOptions): Promise<Figure[]> {
  printHeading(
    `HTTP throughput: ${options.connections} connections, ${options.rounds} rounds of ${options.durationSeconds} s per target, medians (autocannon)`,
    'npm run bench -- http',
  );
  const dataDir = mkdtempSync(join(tmpdir(), 'terminal-bench-http-'));
  const server = await startRealServer({
    env: {
      NODE_ENV: 'production',
      LOG_LEVEL: 'info',
      RATE_LIMIT_ANONYMOUS: '1000000000',
      DATABASE_URL: `file:${join(dataDir, 'bench.db')}`,
    },
  });
  const bare = await startAnchor('bare');
  const floor = await startAnchor('floor');
  try {
    const typical = await typicalEndpoint(server.baseUrl);
    const targets: Array<[string, string]> = [
      ['GET /api/v1/health', `${server.baseUrl}/api/v1/health`],
      ...(typical ? [[`${typical.operationId} (${new URL(typical.url).pathname})`, typical.url] as [string, string]] : []),
    ];
    if (!typical) {
      console.log(`  (no typical JSON endpoint yet: none of ${typicalCandidates.map(([id]) => id).join(', ')} answers)`);
    }
    for (const url of [bare.url, floor.url, ...targets.map(([, url]) => url)]) {
      await autocannon({ url, connections: options.connections, duration: 2 }); // warm-up
    }
    const series = new Map<string, Measurement[]>();
    const record = (name: string, measurement: Measurement) => series.set(name, [...(series.get(name) ?? []), measurement]);
    for (let round = 0; round < options.rounds; round++) {
      record('bare', await measure(bare.url, bare.child.pid!, options));
      record('floor', await measure(floor.url, floor.child.pid!, options));
      for (const [name, url] of targets) record(name, await measure(url, server.process.pid!, options));
    }
    const median = (name: string, key: keyof Measurement) => {
      const values = series
        .get(name)!
        .map((measurement) => measurement[key])
        .sort((a, b) => a - b);
      return values[Math.floor(values.length / 2)]!;
    };
    const hello = median('bare', 'rps');
    const helloCpu = median('bare', 'cpuMicros');
    const floorRps = median('floor', 'rps');
    const measured = targets.map(([name]) => ({
      name,
      rps: median(name, 'rps'),
      p99: median(name, 'p99'),
      cpuMicros: median(name, 'cpuMicros'),
    }));
    const figures: Figure[] = [
      { name: 'bare Hono JSON hello', value: hello, unit: 'req/s' },
      { name: 'bare Hono JSON hello, server CPU per request', value: helloCpu, unit: 'µs' },
      {
        name: 'floor: the hello with the security headers',
        value: floorRps,
        unit: 'req/s',
        anchor: { label: 'bare hello', value: hello, target: 0.8, higherIsBetter: true },
      },
      { name: 'floor, server CPU per request', value: median('floor', 'cpuMicros'), unit: 'µs' },
    ];
    for (const { name, rps, p99, cpuMicros } of measured) {
      figures.push({
        name,
        value: rps,
        unit: 'req/s',
        anchor: { label: 'bare hello', value: hello, target: 0.8, higherIsBetter: true },
      });
      figures.push({
        name: `${name} against the floor`,
        value: rps,
        unit: 'req/s',
        anchor: { label: 'floor', value: floorRps, target: FLOOR_TARGET, higherIsBetter: true },
      });
      figures.push({
        name: `${name}, server CPU per request`,
        value: cpuMicros,
        unit: 'µs',
        anchor: { label: 'bare hello', value: helloCpu, target: 1.25, higherIsBetter: false },
      });
      figures.push({ name: `${name} p99 latency`, value: p99, unit: 'ms' });
    }
    figures.forEach(printFigure);
    return figures;
  } finally {
    bare.child.kill('SIGTERM');
    floor.child.kill('SIGTERM');
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
