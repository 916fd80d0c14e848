import { defineConfig } from 'vitest/config';

/**
 * End-to-end tests: one real server (built client, SQLite file) and one Chromium for the whole
 * run, started in global-setup.ts; test files run in parallel, each in its own browser context.
 */
export default defineConfig({
  test: {
    include: ['tests/e2e/**/*.e2e.ts'],
    globalSetup: ['tests/e2e/global-setup.ts'],
    setupFiles: ['tests/e2e/conformance-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    maxWorkers: 2,
  },
});
