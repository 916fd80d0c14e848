import { screenshot } from './browser';
import { expect, test } from './fixtures';
import { aStockSymbol } from './market-support';

test.describe('smoke: the built app on the real server in Chromium', () => {
  // The pages open one after the other in one tab, which costs far less than a fresh context each.
  test('opens the home page, /about, a deep link and a protected route', async ({ page }) => {
    await test.step('opens the home page with the shell', async () => {
      const response = await page.goto('/');
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('link', { name: /research terminal/i }).first()).toBeVisible();
      await expect(page.getByRole('contentinfo').getByRole('link', { name: 'About' })).toBeVisible();
      await screenshot(page, 'home');
    });

    await test.step('shows version 0.1.27 on /about', async () => {
      await page.goto('/about');
      await expect(page.getByText('0.1.27').first()).toBeVisible();
      await screenshot(page, 'about');
    });

    await test.step('reloads a deep link such as /stock/{symbol}/news', async () => {
      const symbol = await aStockSymbol();
      const first = await page.goto(`/stock/${symbol}/news`);
      expect(first?.status()).toBe(200);
      const reloaded = await page.reload();
      expect(reloaded?.status()).toBe(200);
      await expect(page.getByRole('heading', { name: new RegExp(symbol) }).first()).toBeVisible();
      await expect(page.getByRole('link', { name: 'News', exact: true }).first()).toBeVisible();
      await screenshot(page, 'stock-news');
    });

    await test.step('shows the login-required state on a protected route', async () => {
      await page.goto('/favorites');
      await expect(page.getByText('Authentication Required')).toBeVisible();
      await expect(page.getByText('Please log in to access this feature.')).toBeVisible();
    });
  });

  // The API reference at /api/docs is checked in security-headers.e2e.ts, on the one load of
  // Swagger UI (its bundle and the whole contract) that test needs anyway: each costs many seconds.
});
