import { defineConfig } from 'vitest/config';

/**
 * End-to-end tests: one real server (built client, SQLite file) and one Chromium for the whole
 * run, started in global-setup.ts; test files run one after another, each in its own browser context.
 */
export default defineConfig({
  test: {
    include: ['tests/e2e/**/*.e2e.ts'],
    globalSetup: ['tests/e2e/global-setup.ts'],
    setupFiles: ['tests/e2e/conformance-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // One file at a time: pages of two files in one Chromium steal each other's focus and
    // visibility (React Query then refetches on focus mid-assertion) and share two cores.
    maxWorkers: 1,
    // expect.poll waits for a real browser and server under the suite's load: vitest's 1 s
    // default is shorter than a cold page load on two busy cores.
    expect: { poll: { timeout: 10_000, interval: 100 } },
  },
});
