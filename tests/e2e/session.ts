/**
 * Signing in through the built-in development identity provider, per browser context, plus the
 * operator-only switches end-to-end tests need: feature flags and the X-Test-Fault header.
 */
import { randomUUID } from 'node:crypto';
import type { BrowserContext, Page } from '@playwright/test';
import { createDatabase } from '../../server/db/database';
import { setFeatureFlag } from '../../server/services/feature-flags.service';
import { testServer } from './server-env';

export interface TestUser {
  email: string;
  name: string;
  firstName: string;
}

/** A user nobody else in the run has (the dev provider creates it on first sign-in). */
export function uniqueUser(firstName: string): TestUser {
  const id = randomUUID().slice(0, 8);
  return { email: `${firstName.toLowerCase()}-${id}@example.test`, name: `${firstName} Tester`, firstName };
}

/**
 * Signs in through the dev identity provider and opens `path`. The provider's round trip runs on
 * the context's own request client (the context's cookies), not on screen: sign-in.e2e.ts and
 * sign-in-redirect.e2e.ts walk the screens; here it is the way in, and drawing the login and
 * home pages for each of the run's hundred sign-ins cost seconds apiece on a busy machine.
 */
export async function signIn(page: Page, user: TestUser, path = '/'): Promise<void> {
  const request = page.context().request;
  const form = await request.get(`/api/v1/auth/login/dev?redirect=${encodeURIComponent(path)}`);
  const action = /<form[^>]*\baction="([^"]+)"/.exec(await form.text())?.[1]?.replaceAll('&amp;', '&');
  if (!action) throw new Error(`No sign-in form at ${form.url()} (${form.status()})`);
  // Follow the provider's and the callback's redirects, up to the address of the page itself.
  let response = await request.post(new URL(action, form.url()).toString(), {
    form: { email: user.email, name: user.name },
    maxRedirects: 0,
  });
  let returnedTo: string | undefined;
  for (let hop = 0; hop < 10 && response.status() >= 300 && response.status() < 400; hop++) {
    const next = new URL(response.headers().location ?? '', response.url());
    if (!/^\/(api|dev-idp)\//.test(next.pathname)) {
      returnedTo = `${next.pathname}${next.search}${next.hash}`;
      break;
    }
    response = await request.get(next.toString(), { maxRedirects: 0 });
  }
  // The callback sends the user back to the page asked for, as it does on screen.
  if (returnedTo !== path)
    throw new Error(`Sign-in as ${user.email} ended at ${returnedTo ?? `${response.status()} ${response.url()}`}, not ${path}`);
  await page.goto(path);
  await page.getByRole('button', { name: 'Logout' }).waitFor();
  // The server's HTML already shows Logout; the app (clicks, typing) runs once the page is marked ready.
  await page.locator('html[data-ready]').waitFor({ state: 'attached' });
}

/**
 * Signs in on screen, as a person does: the app's login page, the provider's form, and back to
 * `path`; the app keeps the return address (sessionStorage authRedirectURL) on the way.
 */
export async function signInOnScreen(page: Page, user: TestUser, path = '/'): Promise<void> {
  await page.goto(`/login/dev?redirect=${encodeURIComponent(path)}`);
  await page.locator('#email').fill(user.email);
  await page.locator('#name').fill(user.name);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('button', { name: 'Logout' }).waitFor();
  await page.locator('html[data-ready]').waitFor({ state: 'attached' });
}

/** Turns a feature flag on or off for one user (what an operator does with the flags CLI). */
export async function setFlagFor(user: TestUser, name: string, enabled: boolean): Promise<void> {
  const db = createDatabase(testServer().databaseUrl);
  try {
    await setFeatureFlag(db, { name, enabled, email: user.email }, new Date());
  } finally {
    await db.destroy();
  }
}

/** Makes the server fail these calls ('PUT /api/v1/user/favorites', …) for this context only. */
export async function failRequests(context: BrowserContext, ...faults: string[]): Promise<void> {
  await context.setExtraHTTPHeaders(faults.length ? { 'X-Test-Fault': faults.join(', ') } : {});
}

/** Calls the API from inside the page, as the signed-in user (cookies, same origin). */
export async function callApi<T = unknown>(page: Page, method: string, path: string, body?: unknown): Promise<{ status: number; body: T }> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const response = await fetch(`/api/v1${path}`, {
        method,
        credentials: 'include',
        headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await response.text();
      return { status: response.status, body: (text ? JSON.parse(text) : undefined) as T };
    },
    { method, path, body },
  );
}
