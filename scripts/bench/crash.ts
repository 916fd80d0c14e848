/** Crash safety over many rounds (the test runs 10): SIGKILL while 8 clients write, then restart. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runCrashRounds } from '../support/crash-safety';
import { type Figure, printFigure, printHeading } from './report';

export async function benchCrashSafety(rounds: number): Promise<Figure[]> {
  printHeading(`Crash safety: ${rounds} SIGKILL rounds, 8 concurrent writers, SQLite`, 'npm run bench -- crash');
  const dataDir = mkdtempSync(join(tmpdir(), 'terminal-bench-crash-'));
  const started = performance.now();
  try {
    const results = await runCrashRounds({ rounds, dataDir, log: (line) => console.log(`    ${line}`) });
    const lost = new Set(results.flatMap((r) => r.missing)).size;
    const figures: Figure[] = [
      { name: 'rounds', value: results.length, unit: '' },
      { name: 'acknowledged writes', value: results.reduce((sum, r) => sum + r.acknowledged, 0), unit: '' },
      { name: 'acknowledged writes lost', value: lost, unit: '(must be 0)' },
      { name: 'rounds failing integrity_check', value: results.filter((r) => r.integrity !== 'ok').length, unit: '(must be 0)' },
      { name: 'time per round (start, write, kill, check)', value: (performance.now() - started) / rounds, unit: 'ms' },
    ];
    figures.forEach(printFigure);
    return figures;
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
