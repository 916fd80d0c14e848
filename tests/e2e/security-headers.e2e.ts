/**
 * The app and the API reference work fully under the Content-Security-Policy: pages render,
 * Swagger UI runs a call, and (the conformance fixture) the browser reports no CSP violation.
 */
import { expect, test } from './fixtures';
import { aStockSymbol } from './market-support';

test.describe('under the Content-Security-Policy', () => {
  for (const path of ['/', '/stock/{a stock}', '/screen', '/about']) {
    test(`${path} is served with the CSP and renders the shell`, async ({ page }) => {
      const response = await page.goto(path.replace('{a stock}', await aStockSymbol()));
      expect(response?.status()).toBe(200);
      const csp = (await response?.allHeaders())?.['content-security-policy'] ?? '';
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
    });
  }

  test('runs Swagger UI at /api/docs: expands an operation and executes it', async ({ page }) => {
    await page.goto('/api/docs');
    await page.getByText('/health', { exact: true }).first().click();
    await page.getByRole('button', { name: 'Try it out' }).click();
    await page.getByRole('button', { name: 'Execute' }).click();
    await expect(page.getByText('"status": "ok"').first()).toBeVisible();
  });
});
