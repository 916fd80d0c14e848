/**
 * SIGKILL at a random moment while 8 clients write through the API: after every restart each
 * acknowledged write is still there and SQLite's integrity_check is ok. 10 rounds here; the
 * benchmark (npm run bench) runs 30.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runCrashRounds } from '../../scripts/support/crash-safety';

const dataDir = mkdtempSync(join(tmpdir(), 'terminal-crash-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('crash safety on SQLite', () => {
  it('loses no acknowledged write and keeps the database intact over 10 SIGKILL rounds', async () => {
    const results = await runCrashRounds({ rounds: 10, dataDir, log: (line) => console.info(line) });
    expect(results).toHaveLength(10);
    for (const result of results) {
      expect(result.integrity, `round ${result.round}`).toBe('ok');
      expect(result.missing, `round ${result.round}`).toEqual([]);
    }
    const acknowledged = results.reduce((sum, r) => sum + r.acknowledged, 0);
    expect(acknowledged).toBeGreaterThan(10 * 8);
  });
});
