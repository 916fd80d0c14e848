/**
 * Server rendering: pages arrive as HTML with their data (readable before any script runs),
 * redirects and unknown addresses are answered by the server, the browser hydrates what the
 * server sent in any time zone (conformance-setup.ts fails the file on a failed hydration), and
 * text typed before the script runs is not lost.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { fileConformance, openPage, screenshot } from './browser';
import { aStockSymbol } from './market-support';
import { signedInContext, signIn, uniqueUser } from './session';

let browser: Browser;
let symbol: string;
beforeAll(async () => {
  const opened = await openPage();
  browser = opened.browser;
  await opened.context.close();
  symbol = await aStockSymbol();
});
afterAll(async () => {
  await browser?.close();
});

describe('server rendering', () => {
  it('sends a stock page readable without JavaScript: header, title, price and metrics', async () => {
    const context = await browser.newContext({ baseURL: inject('baseUrl'), javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      const response = await page.goto(`/stock/${symbol}`);
      expect(response?.status()).toBe(200);
      expect(await page.title()).toBe(`${symbol} · Research Terminal`);
      await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toMatch(new RegExp(`^${symbol}: `));
      expect(await page.getByTestId('live-price').textContent()).toMatch(/\$\d/);
      expect(await page.getByRole('link', { name: 'Login with Dev' }).count()).toBe(1);
      await screenshot(page, 'server-render-stock-no-js');
    } finally {
      await context.close();
    }
  });

  it('answers a redirect and an unknown address itself', async () => {
    const context = await browser.newContext({ baseURL: inject('baseUrl') });
    try {
      const redirect = await context.request.get(`/stock/${symbol.toLowerCase()}`, { maxRedirects: 0 });
      expect(redirect.status()).toBe(307);
      expect(new URL(redirect.headers().location!, inject('baseUrl')).pathname).toBe(`/stock/${symbol}`);
      const missing = await context.request.get('/no/such/page');
      expect(missing.status()).toBe(404);
      expect(await missing.text()).toContain('404: Not Found');
    } finally {
      await context.close();
    }
  });

  it("hydrates a signed-in page with dates in the visitor's time zone", async () => {
    const context = await browser.newContext({ baseURL: inject('baseUrl'), timezoneId: 'Pacific/Kiritimati' });
    fileConformance().watch(context);
    try {
      const page = await context.newPage();
      await signIn(page, uniqueUser('Kiri'), '/profile');
      const user = (await (await context.request.get('/api/v1/auth/me')).json()) as { createdAt: string };
      const expected = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Pacific/Kiritimati' }).format(
        new Date(user.createdAt),
      );
      await page.reload();
      const created = page.locator('dt:text-is("Created") + dd');
      // Node and Chromium may differ in the space before AM/PM (a narrow no-break space or not).
      const spaced = (text: string | null) => text?.replace(/\s/g, ' ');
      await expect.poll(async () => spaced(await created.textContent())).toBe(spaced(expected));
    } finally {
      await context.close();
    }
  });

  it('takes up text typed into the search box before the page came to life', async () => {
    const { context, page } = await signedInContext(browser, 'Early');
    try {
      // Scripts arrive late, as on a slow line: the server's HTML is on screen meanwhile.
      await context.route('**/assets/*.js', async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 1_500));
        await route.continue();
      });
      await page.goto('/favorites', { waitUntil: 'commit' });
      const search = page.getByRole('combobox', { name: 'Search stocks and funds' });
      await search.fill('qqzzxx');
      expect(await page.locator('html[data-ready]').count()).toBe(0);
      await page.getByText('No stocks or funds found for "qqzzxx"').waitFor();
      expect(await search.inputValue()).toBe('qqzzxx');
    } finally {
      await context.close();
    }
  });
});
