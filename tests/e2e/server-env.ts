/**
 * The run's server, as global-setup.ts hands it to the workers (Playwright passes the main
 * process's environment on to them).
 */
export const SERVER_ENV = { baseUrl: 'E2E_BASE_URL', databaseUrl: 'E2E_DATABASE_URL' } as const;

export interface TestServer {
  baseUrl: string;
  /** The server's database, for what only an operator can set (feature flags). */
  databaseUrl: string;
}

export function testServer(): TestServer {
  const baseUrl = process.env[SERVER_ENV.baseUrl];
  const databaseUrl = process.env[SERVER_ENV.databaseUrl];
  if (!baseUrl || !databaseUrl) throw new Error('The end-to-end server is not running: run the tests with `npx playwright test`.');
  return { baseUrl, databaseUrl };
}
