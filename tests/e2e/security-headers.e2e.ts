/**
 * The app and the API reference work fully under the Content-Security-Policy: pages render,
 * Swagger UI runs a call, and (the conformance fixture) the browser reports no CSP violation.
 */
import { screenshot } from './browser';
import { expect, test } from './fixtures';
import { aStockSymbol } from './market-support';

test.describe('under the Content-Security-Policy', () => {
  // The pages open one after the other in one tab, which costs far less than a fresh context each.
  test('serves /, a stock page, /screen and /about with the CSP, and renders the shell', async ({ page }) => {
    for (const path of ['/', '/stock/{a stock}', '/screen', '/about']) {
      await test.step(`${path} is served with the CSP and renders the shell`, async () => {
        const response = await page.goto(path.replace('{a stock}', await aStockSymbol()));
        expect(response?.status()).toBe(200);
        const csp = (await response?.allHeaders())?.['content-security-policy'] ?? '';
        expect(csp).toContain("default-src 'self'");
        expect(csp).toContain("frame-ancestors 'none'");
        await expect(page.getByRole('banner')).toBeVisible();
        await expect(page.getByRole('contentinfo')).toBeVisible();
      });
    }
  });

  // One load of Swagger UI (its bundle and the whole contract, many seconds on a busy machine)
  // serves the smoke check of the API reference and the call run through it.
  test('runs Swagger UI at /api/docs: renders the served contract, expands an operation and executes it', async ({ page }) => {
    await page.goto('/api/docs');
    await test.step('renders the API reference at /api/docs from the served contract', async () => {
      await expect(page.getByText('Research Terminal API').first()).toBeVisible();
      await expect(page.getByText('/companies/{symbol}').first()).toBeVisible();
      await screenshot(page, 'api-docs');
    });
    await page.getByText('/health', { exact: true }).first().click();
    await page.getByRole('button', { name: 'Try it out' }).click();
    await page.getByRole('button', { name: 'Execute' }).click();
    await expect(page.getByText('"status": "ok"').first()).toBeVisible();
  });
});
