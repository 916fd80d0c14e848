/**
 * The open redirect after sign-in, attacked in Chromium: the audit's payloads given to the
 * client's /login route and to the server's login endpoint; signing in must end on this site.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { uniqueUser } from './session';

const AUDIT_PAYLOADS = ['/..//evil.example', '/%2e%2e//evil.example', '/.//evil.example', '/x/..//evil.example', '/%2e//evil.example'];

/** Signs in from `startPath`; returns where the tab ended and every URL the top frame went to. */
async function signInFrom(page: Page, startPath: string): Promise<{ finalUrl: URL; visited: string[] }> {
  // Nothing may leave the loopback server: a request to evil.example is answered locally and recorded.
  const visited: string[] = [];
  await page.context().route(
    (url) => url.hostname.endsWith('evil.example'),
    (route) => {
      visited.push(route.request().url());
      return route.fulfill({ status: 200, body: 'evil' });
    },
  );
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) visited.push(frame.url());
  });
  // The app returns to the stored address on a timer after sign-in: a controlled clock runs it
  // on demand instead of waiting for it.
  await page.clock.install();
  const user = uniqueUser('Redirect');
  await page.goto(startPath);
  await page.locator('#email').fill(user.email);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
  await expect(page.locator('html[data-ready]')).toBeAttached();
  await page.clock.runFor(1_000);
  await page.waitForLoadState();
  return { finalUrl: new URL(page.url()), visited };
}

test.describe('the return address after sign-in', () => {
  for (const payload of AUDIT_PAYLOADS) {
    test(`stays on this site for the client route with redirect=${payload}`, async ({ page, baseURL }) => {
      const { finalUrl, visited } = await signInFrom(page, `/login/dev?redirect=${encodeURIComponent(payload)}`);
      expect(finalUrl.origin).toBe(baseURL);
      expect(finalUrl.pathname).toBe('/');
      expect(visited.filter((url) => new URL(url).hostname.endsWith('evil.example'))).toEqual([]);
    });
  }

  for (const payload of AUDIT_PAYLOADS) {
    test(`stays on this site for the server endpoint with redirect=${payload}`, async ({ page, baseURL }) => {
      const { finalUrl, visited } = await signInFrom(page, `/api/v1/auth/login/dev?redirect=${encodeURIComponent(payload)}`);
      expect(finalUrl.origin).toBe(baseURL);
      expect(finalUrl.pathname).toBe('/');
      expect(visited.filter((url) => new URL(url).hostname.endsWith('evil.example'))).toEqual([]);
    });
  }
});
