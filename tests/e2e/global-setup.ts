/**
 * Starts the real server (node + tsx, the built client from dist/client, a fresh SQLite file) on a
 * free port for the whole run, and hands its address and database to the workers through the
 * environment (tests/e2e/fixtures.ts reads them). Returns the teardown.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startRealServer } from '../../scripts/support/real-server';
import { SERVER_ENV } from './server-env';

export default async function globalSetup(): Promise<() => Promise<void>> {
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
  process.env[SERVER_ENV.baseUrl] = baseUrl;
  process.env[SERVER_ENV.databaseUrl] = databaseUrl;

  return async () => {
    await stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
