import { screenshot } from './browser';
import { expect, test } from './fixtures';
import { aStockSymbol } from './market-support';

test.describe('smoke: the built app on the real server in Chromium', () => {
  test('opens the home page with the shell', async ({ page }) => {
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('link', { name: /research terminal/i }).first()).toBeVisible();
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'About' })).toBeVisible();
    await screenshot(page, 'home');
  });

  test('shows version 0.1.27 on /about', async ({ page }) => {
    await page.goto('/about');
    await expect(page.getByText('0.1.27').first()).toBeVisible();
    await screenshot(page, 'about');
  });

  test('renders the API reference at /api/docs from the served contract', async ({ page }) => {
    await page.goto('/api/docs');
    await expect(page.getByText('Research Terminal API').first()).toBeVisible();
    await expect(page.getByText('/companies/{symbol}').first()).toBeVisible();
    await screenshot(page, 'api-docs');
  });

  test('reloads a deep link such as /stock/{symbol}/news', async ({ page }) => {
    const symbol = await aStockSymbol();
    const first = await page.goto(`/stock/${symbol}/news`);
    expect(first?.status()).toBe(200);
    const reloaded = await page.reload();
    expect(reloaded?.status()).toBe(200);
    await expect(page.getByRole('heading', { name: new RegExp(symbol) }).first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'News', exact: true }).first()).toBeVisible();
    await screenshot(page, 'stock-news');
  });

  test('shows the login-required state on a protected route', async ({ page }) => {
    await page.goto('/favorites');
    await expect(page.getByText('Authentication Required')).toBeVisible();
    await expect(page.getByText('Please log in to access this feature.')).toBeVisible();
  });
});
