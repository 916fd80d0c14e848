/**
 * The open redirect after sign-in, attacked in Chromium: the audit's payloads given to the
 * client's /login route and to the server's login endpoint; signing in must end on this site.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { uniqueUser } from './session';

const AUDIT_PAYLOADS = ['/..//evil.example', '/%2e%2e//evil.example', '/.//evil.example', '/x/..//evil.example', '/%2e//evil.example'];

/**
 * Watches the page: nothing may leave the loopback server (a request to evil.example is answered
 * locally and recorded), and every URL the top frame goes to is recorded. Returns the record.
 */
async function watchWhereItGoes(page: Page): Promise<string[]> {
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
  return visited;
}

/**
 * Signs in as a new user from `startPath`, signed out before; returns where the tab ended and every
 * URL the top frame went to so far (the payloads before this one's too: none may have left either).
 */
async function signInFrom(page: Page, visited: string[], startPath: string): Promise<{ finalUrl: URL; visited: string[] }> {
  // Signed out, with nothing kept from the payload before: no cookie, no stored return address.
  await page.context().clearCookies();
  if (page.url().startsWith('http')) await page.evaluate(() => (sessionStorage.clear(), localStorage.clear()));
  const user = uniqueUser('Redirect');
  await page.goto(startPath);
  await page.locator('#email').fill(user.email);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
  await expect(page.locator('html[data-ready]')).toBeAttached();
  await page.clock.runFor(1_000);
  await page.waitForLoadState();
  return { finalUrl: new URL(page.url()), visited: [...visited] };
}

// Each payload signs in from a signed-out tab of its own; the five of an entry point share one
// browser tab (cleared between them), which costs far less than a fresh context for each.
test.describe('the return address after sign-in', () => {
  for (const [entry, startPath] of [
    ['the client route', (payload: string) => `/login/dev?redirect=${encodeURIComponent(payload)}`],
    ['the server endpoint', (payload: string) => `/api/v1/auth/login/dev?redirect=${encodeURIComponent(payload)}`],
  ] as const) {
    test(`stays on this site for ${entry} with each audit payload`, async ({ page, baseURL }) => {
      const watched = await watchWhereItGoes(page);
      for (const payload of AUDIT_PAYLOADS) {
        await test.step(`stays on this site for ${entry} with redirect=${payload}`, async () => {
          const { finalUrl, visited } = await signInFrom(page, watched, startPath(payload));
          expect(finalUrl.origin).toBe(baseURL);
          expect(finalUrl.pathname).toBe('/');
          expect(visited.filter((url) => new URL(url).hostname.endsWith('evil.example'))).toEqual([]);
        });
      }
    });
  }
});
