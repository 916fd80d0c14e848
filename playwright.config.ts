import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './scripts/support/chromium';

/**
 * End-to-end tests: one real server (built client, SQLite file) for the run, started in
 * tests/e2e/global-setup.ts; each worker drives its own Debian Chromium (never a downloaded
 * browser), each test gets fresh browser contexts (tests/e2e/fixtures.ts).
 */
export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.e2e.ts',
  globalSetup: './tests/e2e/global-setup.ts',
  outputDir: 'test-results/e2e',
  // Tests wait for what the page shows, never for a duration; these bounds only end a wait for
  // something that never comes, far above a cold page load on two cores shared with other work.
  timeout: 180_000,
  expect: { timeout: 30_000 },
  // Test files run side by side; the tests of one file run in order in one worker. Every test
  // signs in users of its own, so files share only the read-only demo market.
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  reporter: process.env.CI ? 'list' : [['list'], ['html', { open: 'never', outputFolder: 'test-results/e2e-report' }]],
  use: {
    browserName: 'chromium',
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
    viewport: { width: 1280, height: 800 },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
});
