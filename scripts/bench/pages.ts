/**
 * Page weight and Lighthouse (performance, accessibility, largest contentful paint) for the home
 * page, a stock page and the screener, on the built client served by the real server, in
 * Debian's Chromium. Lighthouse's default mobile profile (simulated slow 4G, 4× CPU slowdown)
 * and its desktop profile. /screen is loaded signed in (a seeded session cookie). Each page is
 * audited LIGHTHOUSE_RUNS times (default 3) and the median run is reported, chosen the way
 * Lighthouse's own tools choose it (computeMedianRun): one simulated run varies by a few points.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse, { desktopConfig } from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { chromiumArgs, chromiumPath } from '../support/chromium';
import { projectDir, startRealServer } from '../support/real-server';
import { seedSignedInUser } from '../support/seed-user';
import { someStockSymbol } from './app-data';
import { type Figure, printFigure, printHeading } from './report';

/** Budgets the figures are compared with (the issue: at least 95 for performance and accessibility). */
const budgets = { performance: 95, accessibility: 95, lcpMs: 2500, bytes: 500 * 1024 };

/** Audits per page and profile; the median one is reported. */
const runsPerPage = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3));

async function launchChromium(profileDir: string): Promise<{ port: number; child: ChildProcess }> {
  const child = spawn(
    chromiumPath,
    ['--headless=new', '--remote-debugging-port=0', `--user-data-dir=${profileDir}`, ...chromiumArgs, 'about:blank'],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  const port = await new Promise<number>((resolve, reject) => {
    let output = '';
    child.stderr!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(output);
      if (match) resolve(Number(match[1]));
    });
    child.once('exit', (code) => reject(new Error(`Chromium exited with ${code}: ${output.slice(0, 500)}`)));
  });
  return { port, child };
}

interface PageRun {
  label: string;
  path: string;
  cookie?: string;
}

async function runLighthouse(port: number, url: string, page: PageRun, desktop: boolean) {
  const result = await lighthouse(
    url,
    {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
      ...(page.cookie ? { extraHeaders: { Cookie: page.cookie } } : {}),
    },
    desktop ? desktopConfig : undefined,
  );
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  return result.lhr;
}

/** Lighthouse now and then ends a run without metrics (a runtimeError, score 0): that run is audited again, at most twice. */
async function scoredRun(port: number, url: string, page: PageRun, desktop: boolean) {
  for (let attempt = 1; ; attempt++) {
    const lhr = await runLighthouse(port, url, page, desktop);
    if (!lhr.runtimeError || attempt === 3) return lhr;
    console.warn(`  ${page.label}: Lighthouse run failed (${lhr.runtimeError.code}: ${lhr.runtimeError.message}); auditing again`);
  }
}

async function audit(port: number, url: string, page: PageRun, desktop: boolean): Promise<Figure[]> {
  const runs = [];
  for (let run = 0; run < runsPerPage; run++) runs.push(await scoredRun(port, url, page, desktop));
  const { categories, audits } = computeMedianRun(runs);
  const profile = desktop ? 'desktop' : 'mobile';
  const name = `${page.label} (${profile}${runs.length > 1 ? `, median of ${runs.length} runs` : ''})`;
  /** One value per run, listed, with the lowest as the figure. */
  const everyRun = (what: string, values: number[], unit: string): Figure => ({
    name: `${page.label} (${profile}) ${what}, runs ${values.join(' · ')}, lowest`,
    value: Math.min(...values),
    unit,
  });
  const requests = (audits['network-requests']?.details as { items?: unknown[] } | undefined)?.items?.length ?? 0;
  return [
    {
      name: `${name} performance`,
      value: (categories.performance?.score ?? 0) * 100,
      unit: '/100',
      anchor: { label: 'budget', value: budgets.performance, target: 1, higherIsBetter: true },
    },
    everyRun(
      'performance',
      runs.map((run) => Math.round((run.categories.performance?.score ?? 0) * 100)),
      '/100',
    ),
    {
      name: `${name} accessibility`,
      value: (categories.accessibility?.score ?? 0) * 100,
      unit: '/100',
      anchor: { label: 'budget', value: budgets.accessibility, target: 1, higherIsBetter: true },
    },
    {
      name: `${name} LCP`,
      value: audits['largest-contentful-paint']?.numericValue ?? NaN,
      unit: 'ms',
      anchor: { label: 'budget', value: budgets.lcpMs, target: 1, higherIsBetter: false },
    },
    {
      name: `${name} page weight`,
      value: (audits['total-byte-weight']?.numericValue ?? NaN) / 1024,
      unit: 'KiB',
      anchor: { label: 'budget', value: budgets.bytes / 1024, target: 1, higherIsBetter: false },
    },
    { name: `${name} requests`, value: requests, unit: '' },
    // Mobile scores follow the host's speed (the 4× CPU slowdown multiplies it): Lighthouse's own
    // measure of it, per run, tells a slow period from a slower page.
    everyRun(
      'host speed (Lighthouse benchmarkIndex)',
      runs.map((run) => Math.round(run.environment.benchmarkIndex)),
      '',
    ),
  ];
}

export async function benchPages(): Promise<Figure[]> {
  printHeading('Page weight and Lighthouse (Debian Chromium; built client; real server)', 'npm run bench -- pages');
  const dataDir = mkdtempSync(join(tmpdir(), 'terminal-bench-pages-'));
  // A fresh production build of the client and its server renderer, beside dist/client so a test
  // run using it is undisturbed, and inside the project so the renderer finds node_modules.
  mkdirSync(join(projectDir, 'dist'), { recursive: true });
  const buildDir = mkdtempSync(join(projectDir, 'dist', 'bench-'));
  const clientDist = join(buildDir, 'client');
  for (const [target, outDir] of [
    [[], clientDist],
    [['--ssr'], join(buildDir, 'server')],
  ] as const) {
    const build = spawnSync('npx', ['vite', 'build', ...target, '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'], {
      cwd: projectDir,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    if (build.status !== 0) throw new Error(`the ${target.length ? 'server renderer' : 'client'} build (vite build) failed`);
  }
  const databaseUrl = `file:${join(dataDir, 'bench.db')}`;
  const { session } = await seedSignedInUser(databaseUrl);
  const server = await startRealServer({
    env: {
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_ANONYMOUS: '1000000000',
      DATABASE_URL: databaseUrl,
      CLIENT_DIST: clientDist,
    },
  });
  const chromium = await launchChromium(join(dataDir, 'chromium'));
  try {
    const symbol = await someStockSymbol(server.baseUrl);
    const pages: PageRun[] = [
      { label: '/', path: '/' },
      { label: `/stock/${symbol}`, path: `/stock/${symbol}` },
      { label: '/screen (signed in)', path: '/screen', cookie: `rt_session=${session}` },
    ];
    const figures: Figure[] = [];
    for (const desktop of [false, true]) {
      for (const page of pages) {
        const pageFigures = await audit(chromium.port, `${server.baseUrl}${page.path}`, page, desktop);
        pageFigures.forEach(printFigure);
        figures.push(...pageFigures);
      }
    }
    return figures;
  } finally {
    chromium.child.kill('SIGTERM');
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(buildDir, { recursive: true, force: true });
  }
}
