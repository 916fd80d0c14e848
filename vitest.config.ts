import { defineConfig } from 'vitest/config';
import { buildDefines } from './vite.config.ts';

/** Unit, contract and API tests. End-to-end tests have their own config (tests/e2e). */
export default defineConfig({
  // Client code rendered in tests (the server renderer) reads the build's constants.
  define: buildDefines,
  test: {
    include: ['tests/{unit,api,contract,process}/**/*.test.ts', 'client/**/*.test.{ts,tsx}', 'common/**/*.test.ts', 'server/**/*.test.ts'],
    environment: 'node',
    // Each test file in a child process (vitest's default pool): worker threads can wedge with
    // native modules (better-sqlite3) and undici, and did once in CI, where the run hung on one
    // file until the job was killed.
    pool: 'forks',
    // One test file per core. Vitest's default in a run is one fewer than the cores, which on a
    // 2-core machine leaves a single worker: measured on one machine, the SQLite pass took 413 s
    // that way and 255 s with two.
    maxWorkers: '100%',
    // Tests wait for events (a process reporting its phase, a row written, a message heard), never
    // for a duration. These bounds only end a wait for an event that never comes, so they are far
    // above how long anything takes on a busy 2-core machine (a server start under tsx took 100 s
    // at a load of 23); scripts/test.sh bounds the whole run.
    testTimeout: 600_000,
    hookTimeout: 600_000,
    expect: { poll: { timeout: 120_000, interval: 20 } },
    // The dev identity provider (oidc-provider) may warn on start about the Node.js version it runs on and
    // keeps its state in memory: both true and intended for a dev-only provider; keep test output readable.
    onConsoleLog: (log) => !log.startsWith('oidc-provider WARNING'),
  },
});
