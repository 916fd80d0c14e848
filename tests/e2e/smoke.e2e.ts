import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aStockSymbol } from './market-support';
import { openPage, screenshot } from './browser';

let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  ({ browser, context, page } = await openPage());
});
afterAll(async () => {
  await context?.close();
  await browser?.close();
});

describe('smoke: the built app on the real server in Chromium', () => {
  it('opens the home page with the shell', async () => {
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    await page.getByRole('banner').waitFor();
    await expect(
      page
        .getByRole('link', { name: /research terminal/i })
        .first()
        .isVisible(),
    ).resolves.toBe(true);
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'About' }).isVisible()).resolves.toBe(true);
    await screenshot(page, 'home');
  });

  it('shows version 0.1.27 on /about', async () => {
    await page.goto('/about');
    await page.getByText('0.1.27').first().waitFor();
    await screenshot(page, 'about');
  });

  it('renders the API reference at /api/docs from the served contract', async () => {
    await page.goto('/api/docs');
    await page.getByText('Research Terminal API').first().waitFor({ timeout: 30_000 });
    await page.getByText('/companies/{symbol}').first().waitFor();
    await screenshot(page, 'api-docs');
  });

  it('reloads a deep link such as /stock/{symbol}/news', async () => {
    const symbol = await aStockSymbol();
    const first = await page.goto(`/stock/${symbol}/news`);
    expect(first?.status()).toBe(200);
    const reloaded = await page.reload();
    expect(reloaded?.status()).toBe(200);
    await page
      .getByRole('heading', { name: new RegExp(symbol) })
      .first()
      .waitFor();
    await expect(page.getByRole('link', { name: 'News', exact: true }).first().isVisible()).resolves.toBe(true);
    await screenshot(page, 'stock-news');
  });

  it('shows the login-required state on a protected route', async () => {
    await page.goto('/favorites');
    await page.getByText('Authentication Required').waitFor();
    await page.getByText('Please log in to access this feature.').waitFor();
  });
});
