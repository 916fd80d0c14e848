/**
 * `npm run bench [-- http two-instances pages crash screener filing-reader]`: every benchmark (or the named ones), each
 * printing its figures and their ratio to an anchor. Not tests: nothing here fails on a number.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { projectDir } from '../support/real-server';
import { benchCrashSafety } from './crash';
import { benchFilingReader } from './filing-reader';
import { benchHttp } from './http';
import { benchPages } from './pages';
import { benchTwoInstances } from './two-instances';
import { printHeading } from './report';

const screenerScript = join(projectDir, 'scripts/bench/screener.ts');

function benchScreener(): void {
  printHeading('Screener at 10,000 companies', 'npm run bench -- screener');
  if (!existsSync(screenerScript)) {
    console.log('  (scripts/bench/screener.ts does not exist yet)');
    return;
  }
  const result = spawnSync(process.execPath, ['--import', 'tsx', screenerScript], { cwd: projectDir, stdio: 'inherit' });
  if (result.status !== 0) console.log(`  scripts/bench/screener.ts exited with ${result.status}`);
}

const benchmarks: Record<string, () => Promise<unknown> | void> = {
  http: () => benchHttp({ durationSeconds: 5, connections: 10, rounds: 3 }),
  'two-instances': () => benchTwoInstances({ durationSeconds: 10, connections: 10 }),
  pages: () => benchPages(),
  crash: () => benchCrashSafety(30),
  screener: benchScreener,
  'filing-reader': () => benchFilingReader(),
};

const chosen = process.argv.slice(2);
const unknown = chosen.filter((name) => !(name in benchmarks));
if (unknown.length > 0) {
  console.error(`Unknown benchmark ${unknown.join(', ')}; choose from ${Object.keys(benchmarks).join(', ')}`);
  process.exit(2);
}
for (const name of chosen.length > 0 ? chosen : Object.keys(benchmarks)) {
  try {
    await benchmarks[name]!();
  } catch (error) {
    console.log(`  ${name} failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  }
}
