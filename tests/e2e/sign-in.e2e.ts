/**
 * Signing in end to end in Chromium: the header's 'Login with Dev' button, the development
 * identity provider's form, the return to the page the user was on, the session cookie's flags,
 * and signing out: one browser tab throughout, each step starting where the one before ended.
 */
import { appReady, screenshot } from './browser';
import { expect, test } from './fixtures';
import { uniqueUser } from './session';

test('sign-in through the dev identity provider: in, out, and in as someone else', async ({ context, page }) => {
  await test.step('signs in from the header and comes back to the same page', async () => {
    const user = uniqueUser('Dana');
    const externalRequests: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (!['127.0.0.1', 'localhost'].includes(url.hostname) && url.protocol !== 'data:') externalRequests.push(request.url());
    });

    await page.goto('/about');
    await appReady(page);
    await page.getByRole('link', { name: 'Login with Dev' }).click();
    await page.waitForURL(/\/dev-idp\/interaction\//);
    await expect(page.getByRole('heading', { name: 'Dev sign-in' })).toBeVisible();
    await screenshot(page, 'dev-idp-login');
    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel('Name').fill(user.name);
    await page.getByRole('button', { name: 'Sign in' }).click();

    await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
    await expect(page.getByRole('link', { name: `${user.firstName}'s Profile` })).toBeVisible();
    expect(new URL(page.url()).pathname).toBe('/about');
    expect(externalRequests).toEqual([]);

    const me = await page.evaluate(async () => (await fetch('/api/v1/auth/me', { credentials: 'include' })).json());
    expect(me).toMatchObject({ email: user.email, name: user.name, firstName: user.firstName });
    const session = (await context.cookies()).find((cookie) => cookie.name === 'rt_session');
    expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(session?.value.length).toBeGreaterThanOrEqual(22);
  });

  await test.step('signs out from the header', async () => {
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Logout' }).click();
    await expect(page.getByRole('link', { name: 'Login with Dev' })).toBeVisible();
    const status = await page.evaluate(async () => (await fetch('/api/v1/auth/me', { credentials: 'include' })).status);
    expect(status).toBe(401);
  });

  await test.step('signs in as someone else in the same browser after signing out', async () => {
    // The dev provider still holds the first account's session: switching ends it through an
    // auto-submitting form, whose inline script the provider's CSP must allow by its hash.
    const cspErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && message.text().includes('Content Security Policy')) cspErrors.push(message.text());
    });
    const other = uniqueUser('Eli');
    await page.getByRole('link', { name: 'Login with Dev' }).click();
    await expect(page.getByRole('heading', { name: 'Dev sign-in' })).toBeVisible();
    await page.getByLabel('Email').fill(other.email);
    await page.getByLabel('Name').fill(other.name);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('link', { name: `${other.firstName}'s Profile` })).toBeVisible();
    const me = await page.evaluate(async () => (await fetch('/api/v1/auth/me', { credentials: 'include' })).json());
    expect(me).toMatchObject({ email: other.email });
    expect(cspErrors).toEqual([]);
  });
});
