import { defineConfig } from 'vitest/config';
import { buildDefines } from './vite.config.ts';

const TEST_FILES = [
  'tests/{unit,api,contract,process}/**/*.test.ts',
  'client/**/*.test.{ts,tsx}',
  'common/**/*.test.ts',
  'server/**/*.test.ts',
];

/**
 * Tests of what a process does once: the server as a child process, a package's first import, and
 * the server renderer, whose module routes every API call of its process through the render.
 */
const OWN_PROCESS = ['tests/process/**/*.test.ts', 'tests/unit/dev-idp-runtime.test.ts', 'client/entry-server.test.ts'];

/** Unit, contract and API tests. End-to-end tests have their own config (tests/e2e). */
export default defineConfig({
  // Client code rendered in tests (the server renderer) reads the build's constants.
  define: buildDefines,
  test: {
    environment: 'node',
    // Test files share a worker's loaded modules (a server's code is imported once per worker, not
    // once per file: that import was a third of the run). So nothing a test leaves behind may reach
    // the next file: apps keep their state with their database (server/lib/per-database.ts),
    // stubbed globals are undone after each test (unstubGlobals), fake timers, environment
    // variables and toasts by the tests that set them. Files testing what a process does once get
    // a process of their own.
    projects: [
      { test: { name: 'shared', isolate: false, include: TEST_FILES, exclude: OWN_PROCESS } },
      { test: { name: 'own-process', include: OWN_PROCESS } },
    ],
    unstubGlobals: true,
    // Workers are child processes (vitest's default pool): worker threads can wedge with
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
