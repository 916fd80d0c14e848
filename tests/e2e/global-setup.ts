/**
 * Starts the real server (node + tsx, the built client from dist/client, a fresh SQLite file)
 * on a free port and one headless Debian Chromium, and hands their addresses to the tests.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { startRealServer } from '../../scripts/support/real-server';
import { chromiumPath, chromiumArgs } from './browser';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    wsEndpoint: string;
    /** The server's database, for tests that set what only an operator can (feature flags). */
    databaseUrl: string;
  }
}

export default async function setup(project: TestProject) {
  if (!existsSync('dist/client/index.html')) {
    throw new Error('The client is not built: run `npm run build` before the end-to-end tests (npm run test:e2e does).');
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'terminal-e2e-'));
  const databaseUrl = `file:${join(dataDir, 'e2e.db')}`;
  // ENABLE_TEST_ROUTES turns on the X-Test-Fault switch (server/web/test-faults.ts) for rollback tests;
  // every test signs in fresh users from one address, far more than the default 25 per window.
  const { baseUrl, stop } = await startRealServer({
    env: { DATABASE_URL: databaseUrl, ENABLE_TEST_ROUTES: '1', RATE_LIMIT_LOGIN: '10000', RATE_LIMIT_ANONYMOUS: '1000000' },
    stdio: 'inherit',
  });
  const browserServer = await chromium.launchServer({ executablePath: chromiumPath, args: chromiumArgs });
  project.provide('baseUrl', baseUrl);
  project.provide('wsEndpoint', browserServer.wsEndpoint());
  project.provide('databaseUrl', databaseUrl);

  return async () => {
    await browserServer.close();
    await stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
