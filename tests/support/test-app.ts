/**
 * The app as API tests use it: a fresh migrated database (in-memory SQLite, or an isolated
 * PostgreSQL schema when TEST_DATABASE_URL is set) and a `request` that checks every response
 * against openapi.yaml, so a response that breaks the contract fails the test.
 */
import createClient from 'openapi-fetch';
import type { paths } from '../../generated/openapi';
import { createApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { createTestDatabase } from '../../server/db/test-database';
import { createDependencies, type DependencyInputs } from '../../server/deps';
import { createLogger } from '../../server/lib/logger';
import { assertApiResponseConforms } from './contract-validator';
import type { CapturedLog } from './captured-log';

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/** What a test may replace: the clock or the mailer (a simulated clock, a mailer that records), and where the log goes. */
export type TestAppOverrides = Pick<DependencyInputs, 'clock' | 'mailer'> & { log?: CapturedLog };

/** `overrides.log` collects the log lines (at LOG_LEVEL, info unless told otherwise) instead of silencing them. */
export async function createTestApp(env: Record<string, string> = {}, overrides: TestAppOverrides = {}) {
  const { db, destroy } = await createTestDatabase();
  const { log, ...inputs } = overrides;
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: log ? 'info' : 'silent', DATABASE_URL: 'sqlite::memory:', ...env });
  const deps = await createDependencies({ config, db, logger: createLogger(config, log?.destination), ...inputs });
  const app = createApp(deps);

  /**
   * Calls the app with a raw request, for what the typed `api` cannot send (a body or query the
   * contract's types forbid, malformed JSON, transport headers, pages); API responses are still
   * validated against the contract.
   */
  async function request(url: string, init: RequestInit = {}): Promise<Response> {
    const response = await app.request(url, init);
    await assertApiResponseConforms(init.method ?? 'GET', url, response);
    return response;
  }

  /**
   * A typed client of the API (openapi-fetch over `app.request`, responses checked against the
   * contract): `testApp.api(alice).GET('/companies/{symbol}', { params: { path: { symbol } } })`.
   */
  function api(as?: { headers: Record<string, string> }) {
    return createClient<paths>({
      baseUrl: 'http://localhost/api/v1',
      headers: as?.headers,
      fetch: async (input: Request) => {
        const response = await app.request(input);
        await assertApiResponseConforms(input.method, input.url, response);
        return response;
      },
    });
  }

  /** Stops the background jobs (answers, analyses, alerts, e-mails) first, so none runs on a closed database. */
  async function close(): Promise<void> {
    await deps.jobs.stop();
    await destroy();
  }

  return { app, db, config, deps, request, api, close };
}
