import type { Route } from '@playwright/test';
import { screenshot } from './browser';
import { aFundSymbol, aStockSymbol, waitForPath } from './market-support';
import { expect, test } from './fixtures';

// The redirects, static pages and ticker routes each follow from one address: the steps of a
// test open theirs one after the other in one tab, which costs far less than a fresh context each.
test.describe('redirects', () => {
  test('sends old and lower-case addresses to their page', async ({ page }) => {
    await test.step('sends /home to / and /stocks to /screen', async () => {
      await page.goto('/home');
      await waitForPath(page, /^\/$/);
      await page.getByRole('heading', { name: 'Market Dashboard' }).waitFor();
      await page.goto('/stocks');
      await waitForPath(page, /^\/screen$/);
    });

    await test.step('upper-cases the symbol of a stock address', async () => {
      await page.goto('/stock/abc/details');
      await waitForPath(page, /^\/stock\/ABC\/details$/);
    });

    await test.step('sends /fund/{symbol}/old to the fund overview', async () => {
      await page.goto('/fund/XYZ/old');
      await waitForPath(page, /^\/fund\/XYZ$/);
    });

    await test.step('always writes the statements tab into the address', async () => {
      await page.goto('/stock/ABC/statements');
      await waitForPath(page, /^\/stock\/ABC\/statements\?tab=condensed$/);
    });
  });
});

test.describe('static pages', () => {
  test('shows /about, /terms, /privacy and /typography', async ({ page }) => {
    await test.step('shows version 0.1.27 and the build date on /about', async () => {
      await page.goto('/about');
      await page.getByText('Version 0.1.27').waitFor();
      const buildDate = await page.locator('time').first().getAttribute('datetime');
      expect(buildDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      await screenshot(page, 'about');
    });

    await test.step('says on /terms that there is no investment advice and accuracy is not guaranteed', async () => {
      await page.goto('/terms');
      await page.getByRole('heading', { name: 'Terms' }).first().waitFor();
      const text = await page.locator('main').innerText();
      expect(text).toMatch(/not investment advice|no investment advice/i);
      expect(text).toContain('Data accuracy is not guaranteed');
      await screenshot(page, 'terms');
    });

    await test.step('shows /privacy and the /typography showcase', async () => {
      await page.goto('/privacy');
      await page.getByRole('heading', { name: 'Privacy' }).waitFor();
      await page.goto('/typography');
      await page.getByRole('heading', { name: 'Typography' }).waitFor();
      await screenshot(page, 'typography');
    });
  });
});

test.describe('ticker router', () => {
  test('routes a stock ticker, a fund ticker and an unknown one', async ({ page }) => {
    await test.step('routes a stock ticker to its stock page', async () => {
      const symbol = await aStockSymbol();
      await page.goto(`/ticker/${symbol.toLowerCase()}`);
      await waitForPath(page, new RegExp(`^/stock/${symbol.replace('.', '\\.')}$`));
    });

    await test.step('routes a fund ticker to its fund page', async () => {
      const symbol = await aFundSymbol();
      await page.goto(`/ticker/${symbol}`);
      await waitForPath(page, new RegExp(`^/fund/${symbol}$`));
    });

    await test.step('falls back to the stock page when the lookup fails', async () => {
      await page.goto('/ticker/NOSUCHTICKR');
      await waitForPath(page, /^\/stock\/NOSUCHTICKR$/);
    });
  });

  test('shows "Routing to {ticker}..." while it looks the ticker up', async ({ page }) => {
    await page.route('**/api/v1/ticker/**', () => {
      // Never answered: the page stays on its loading text.
    });
    await page.goto('/ticker/SLOW');
    await page.getByText('Routing to SLOW...').waitFor();
    await page.unroute('**/api/v1/ticker/**');
  });
});

test.describe('/login/{provider}', () => {
  test("shows 'Redirecting to login...' and keeps the page to return to in session storage", async ({ page: own }) => {
    // While a navigation request is held, Chromium answers no DevTools query about the page, so
    // the page reports what it shows at the moment it leaves for the login endpoint.
    const leaving = new Promise<{ text: string; stored: string | null }>((resolve) => {
      void own.exposeFunction('reportLeaving', (text: string, stored: string | null) => resolve({ text, stored }));
    });
    await own.addInitScript(() => {
      window.addEventListener('beforeunload', () => {
        const report = (window as unknown as { reportLeaving: (text: string, stored: string | null) => void }).reportLeaving;
        report(document.body.innerText, window.sessionStorage.getItem('authRedirectURL'));
      });
    });
    let held: Route | undefined;
    const loginRequested = new Promise<string>((resolve) => {
      void own.route('**/api/v1/auth/login/**', (route) => {
        held = route; // never answered: the browser stays on the page
        resolve(route.request().url());
      });
    });
    try {
      await own.goto('/login/dev?redirect=/about');
      const loginUrl = new URL(await loginRequested);
      expect(loginUrl.pathname).toBe('/api/v1/auth/login/dev');
      expect(loginUrl.searchParams.get('redirect')).toBe('/about');
      const { text, stored } = await leaving;
      expect(text).toContain('Redirecting to login...');
      expect(stored).toBe('/about');
      // Cancelling the held navigation leaves the page as it was: still redirecting, the address kept.
      await held?.abort('aborted');
      await own.getByText('Redirecting to login...').waitFor();
      expect(await own.evaluate(() => window.sessionStorage.getItem('authRedirectURL'))).toBe('/about');
      await screenshot(own, 'login-redirect');
    } finally {
      await held?.abort('aborted').catch(() => undefined);
    }
  });
});
