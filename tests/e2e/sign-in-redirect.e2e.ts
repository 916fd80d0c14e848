/**
 * The open redirect after sign-in, attacked in Chromium: the audit's payloads given to the
 * client's /login route and to the server's login endpoint; signing in must end on this site.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { openPage } from './browser';
import { uniqueUser } from './session';

const AUDIT_PAYLOADS = ['/..//evil.example', '/%2e%2e//evil.example', '/.//evil.example', '/x/..//evil.example', '/%2e//evil.example'];

let browser: Browser;
beforeAll(async () => {
  ({ browser } = await openPage());
});
afterAll(async () => {
  await browser?.close();
});

/** Signs in a fresh context starting at `startPath`; returns every URL the top frame went to. */
async function signInFrom(startPath: string): Promise<{ finalUrl: URL; visited: string[] }> {
  const context = await browser.newContext({ baseURL: inject('baseUrl'), viewport: { width: 1280, height: 800 } });
  // Nothing may leave the loopback server: a request to evil.example is answered locally and recorded.
  const visited: string[] = [];
  await context.route(
    (url) => url.hostname.endsWith('evil.example'),
    (route) => {
      visited.push(route.request().url());
      return route.fulfill({ status: 200, body: 'evil' });
    },
  );
  try {
    const page = await context.newPage();
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) visited.push(frame.url());
    });
    const user = uniqueUser('Redirect');
    await page.goto(startPath);
    await page.locator('#email').fill(user.email);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('button', { name: 'Logout' }).waitFor({ timeout: 20_000 });
    await page.locator('html[data-ready]').waitFor({ state: 'attached', timeout: 20_000 });
    await page.waitForTimeout(300); // the app's return to the stored address runs 100 ms after sign-in
    return { finalUrl: new URL(page.url()), visited };
  } finally {
    await context.close();
  }
}

describe('the return address after sign-in', () => {
  it.each(AUDIT_PAYLOADS)('stays on this site for the client route with redirect=%s', async (payload) => {
    const { finalUrl, visited } = await signInFrom(`/login/dev?redirect=${encodeURIComponent(payload)}`);
    expect(finalUrl.origin).toBe(inject('baseUrl'));
    expect(finalUrl.pathname).toBe('/');
    expect(visited.filter((url) => new URL(url).hostname.endsWith('evil.example'))).toEqual([]);
  });

  it.each(AUDIT_PAYLOADS)('stays on this site for the server endpoint with redirect=%s', async (payload) => {
    const { finalUrl, visited } = await signInFrom(`/api/v1/auth/login/dev?redirect=${encodeURIComponent(payload)}`);
    expect(finalUrl.origin).toBe(inject('baseUrl'));
    expect(finalUrl.pathname).toBe('/');
    expect(visited.filter((url) => new URL(url).hostname.endsWith('evil.example'))).toEqual([]);
  });
});
