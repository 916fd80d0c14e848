/**
 * The end-to-end tests' `test` and `expect`: Playwright's, with
 * - `server`: the run's server (global-setup.ts), which every context's baseURL points to;
 * - `page` / `context`: an anonymous visitor at 1280×800 (test.use({ viewport }) for a phone);
 * - `newContext`: more contexts (own cookies and storage) with the test's options, closed after it;
 * - `signedIn(firstName, path)`: a new user signed in through the dev identity provider, on `path`;
 * - `conformance` (automatic): no /api/v1 response of any of the test's contexts may break
 *   openapi.yaml, and the browser may report no CSP violation and no failed hydration.
 */
import { type BrowserContext, type BrowserContextOptions, test as base, expect, type Page } from '@playwright/test';
import { ConformanceRecorder } from './contract-recorder';
import { testServer, type TestServer } from './server-env';
import { signIn, type TestUser, uniqueUser } from './session';

interface Session {
  context: BrowserContext;
  page: Page;
  user: TestUser;
}

/** Signs in a new user (named `firstName`) in a context of its own and opens `path` (default '/'). */
export type SignIn = (firstName: string, path?: string) => Promise<Session>;

/** Opens a context (own cookies and storage) with the test's options and `options` on top. */
export type NewContext = (options?: BrowserContextOptions) => Promise<BrowserContext>;

interface TestFixtures {
  conformance: ConformanceRecorder;
  newContext: NewContext;
  signedIn: SignIn;
}

interface WorkerFixtures {
  server: TestServer;
}

export const test = base.extend<TestFixtures, WorkerFixtures>({
  server: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern
    async ({}, use) => {
      await use(testServer());
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ server }, use) => {
    await use(server.baseUrl);
  },
  conformance: [
    async ({ baseURL }, use) => {
      const recorder = new ConformanceRecorder(baseURL ?? '');
      await use(recorder);
      const { checkedResponses, violations } = await recorder.report();
      expect(violations, `${violations.length} violations in ${checkedResponses} API responses and the browser console`).toEqual([]);
    },
    { auto: true },
  ],
  context: async ({ context, conformance }, use) => {
    conformance.watch(context);
    await use(context);
    // Judge the responses still being read before the context closes under them.
    await conformance.report();
  },
  newContext: async ({ browser, conformance }, use) => {
    const opened: BrowserContext[] = [];
    await use(async (options) => {
      // Contexts opened in a test take the test's options (baseURL, viewport, …) and are traced.
      const context = await browser.newContext(options);
      conformance.watch(context);
      opened.push(context);
      return context;
    });
    await conformance.report();
    for (const context of opened) await context.close();
  },
  signedIn: async ({ newContext }, use) => {
    await use(async (firstName, path = '/') => {
      const context = await newContext();
      const page = await context.newPage();
      const user = uniqueUser(firstName);
      await signIn(page, user, path);
      return { context, page, user };
    });
  },
});

export { expect };
