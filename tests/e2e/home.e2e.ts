import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { appReady, screenshot } from './browser';
import { apiGet, scrollToBottom, stockSymbols } from './market-support';

const PANELS = ['Indexes', 'News', 'Gainers', 'Losers', 'Most Active'];

/**
 * Scrolls to the bottom of the news as a reader would: once the rows shown have their prices.
 * A row grows by a line when its price arrives ('...' until then), so scrolling earlier can leave
 * the page no longer near the bottom, and rightly nothing more loads.
 */
async function scrollNewsToBottom(page: Page): Promise<void> {
  await page.waitForFunction(() => [...document.querySelectorAll('.news-table .news-price')].every((cell) => cell.textContent !== '...'));
  await scrollToBottom(page);
}

const selectedPanel = (page: Page) => page.getByRole('tab', { selected: true });

// The carousel's checks share one tab, the home page opened afresh for each (which costs far less
// than a fresh browser context for each).
test.describe('home carousel', () => {
  test('offers the five panels, moves with the arrow keys and selects a panel by its name', async ({ page }) => {
    const openHome = async () => {
      await page.goto('/');
      await page.getByRole('tablist', { name: 'Dashboard panels' }).waitFor();
      await appReady(page);
    };
    await openHome();
    await test.step('offers the five panels by a text nav, Indexes first', async () => {
      await expect(page.getByRole('tab')).toHaveText(PANELS);
      await expect(selectedPanel(page)).toHaveText('Indexes');
    });

    await openHome();
    await test.step('moves with the right and left arrow keys and wraps at both ends', async () => {
      await page.keyboard.press('ArrowLeft');
      await expect(selectedPanel(page)).toHaveText('Most Active');
      await page.keyboard.press('ArrowRight');
      await expect(selectedPanel(page)).toHaveText('Indexes');
      for (const expected of ['News', 'Gainers', 'Losers', 'Most Active', 'Indexes']) {
        await page.keyboard.press('ArrowRight');
        await expect(selectedPanel(page)).toHaveText(expected);
      }
      await page.getByRole('heading', { name: 'Indexes', level: 2 }).waitFor();
    });

    await openHome();
    await test.step('selects a panel by clicking its name', async () => {
      await page.getByRole('tab', { name: 'Losers' }).click();
      await expect(selectedPanel(page)).toHaveText('Losers');
      await page.getByRole('heading', { name: 'Losers', level: 2 }).waitFor();
    });
  });
});

test.describe('home panels on the demo market', () => {
  // Each step opens the home page itself: they share one tab, which costs far less than a fresh
  // browser context for each.
  test('lists the indexes and the movers, and gives a visitor a way in', async ({ page }) => {
    await test.step('lists the indexes with price and change, labelled as demo data', async () => {
      await page.goto('/');
      const rows = page.locator('table tbody tr');
      await rows.first().waitFor();
      expect(await rows.count()).toBeGreaterThan(0);
      const firstRow = await rows.first().innerText();
      // An index level is in points: no currency sign.
      expect(firstRow).toMatch(/[\d,]+\.\d{2}|N\/A/);
      expect(firstRow).not.toContain('$');
      expect(firstRow).toMatch(/[+-][\d,]+\.\d{2} \([+-][\d,]+\.\d{2}%\)|N\/A/);
      await page.getByText('DEMO DATA').first().waitFor();
      await screenshot(page, 'home-indexes');
    });

    await test.step('gives a visitor a way in: index rows open their index page, the box opens any symbol', async () => {
      await page.goto('/');
      await appReady(page);
      await expect(page.getByText(/^Sign in$/)).toBeVisible();
      const firstIndex = page.locator('table tbody tr').first().getByRole('link');
      const symbol = (await firstIndex.innerText()).trim();
      await firstIndex.click();
      await page.waitForURL((url) => decodeURIComponent(url.pathname) === `/stock/${symbol}`);
      // The level is in points, and the chart's axis too once drawn.
      await expect(page.getByLabel(/^Level [\d,]+\.\d{2} points$/)).toBeVisible();
      await expect(page.locator('.index-level')).not.toContainText('$');
      await page.locator('svg text').first().waitFor();
      expect((await page.locator('svg text').allTextContents()).join(' ')).not.toContain('$');

      await page.goto('/');
      // The box opens a symbol through the app's router: wait until the page has hydrated.
      await appReady(page);
      const goTo = page.getByRole('search', { name: 'Go to symbol' });
      const [stock] = await stockSymbols(1);
      await goTo.getByLabel('Go to symbol').fill(stock!.toLowerCase());
      await goTo.getByRole('button', { name: 'Go' }).click();
      await page.waitForURL((url) => url.pathname === `/stock/${stock}`);
    });

    await test.step('shows at most 10 movers per list with plain-text symbols for visitors', async () => {
      await page.goto('/');
      await appReady(page);
      for (const panel of ['Gainers', 'Losers', 'Most Active']) {
        await page.getByRole('tab', { name: panel }).click();
        const rows = page.locator('table tbody tr');
        await rows.first().waitFor();
        const count = await rows.count();
        expect(count).toBeGreaterThan(0);
        expect(count).toBeLessThanOrEqual(10);
        await expect(page.locator('table tbody a')).toHaveCount(0);
        await expect(rows.first()).toHaveText(/[+-][\d,]+\.\d{2}%/, { useInnerText: true });
      }
      await screenshot(page, 'home-most-active');
    });
  });

  test('opens a symbol from the box before the app has loaded (a plain form GET through /ticker)', async ({ newContext }) => {
    const page = await (await newContext({ javaScriptEnabled: false })).newPage();
    await page.goto('/');
    const [stock] = await stockSymbols(1);
    const goTo = page.getByRole('search', { name: 'Go to symbol' });
    await goTo.getByLabel('Go to symbol').fill(` ${stock!.toLowerCase()} `);
    await goTo.getByRole('button', { name: 'Go' }).click();
    await page.waitForURL((url) => url.pathname === `/stock/${stock}`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(`${stock}:`);
    // An empty box goes home, not to an error.
    await page.goto('/ticker?symbol=');
    expect(new URL(page.url()).pathname).toBe('/');
  });

  test('loads news 10 at a time as the page scrolls, to the end', async ({ page }) => {
    await page.goto('/');
    await appReady(page);
    await page.getByRole('tab', { name: 'News' }).click();
    const rows = page.locator('.news-table tbody tr');
    await rows.first().waitFor();
    expect(await rows.count()).toBeLessThanOrEqual(10);
    const firstLink = rows.first().getByRole('link').last();
    await expect(firstLink).toHaveAttribute('target', '_blank');
    await expect(rows.first()).toHaveText(/Just now|\d+h ago|\d+d ago/, { useInnerText: true });
    await screenshot(page, 'home-news');

    await scrollNewsToBottom(page);
    await expect(rows.nth(10)).toBeAttached();
    expect(await rows.count()).toBeLessThanOrEqual(20);

    // The demo market has hundreds of stories: cut the list short after the third page to see its end.
    await page.route('**/api/v1/news/latest?*', async (route) => {
      const offset = Number(new URL(route.request().url()).searchParams.get('offset'));
      const response = await route.fetch();
      const body = (await response.json()) as { news: unknown[]; hasMore: boolean };
      if (offset >= 20) Object.assign(body, { news: body.news.slice(0, 3), hasMore: false });
      await route.fulfill({ response, json: body });
    });
    await scrollNewsToBottom(page);
    await page.getByText('End of news').waitFor();
    await expect(rows).toHaveCount(23);
    await page.unroute('**/api/v1/news/latest?*');

    await page.getByRole('button', { name: 'Back to top' }).click();
    await page.waitForFunction(() => window.scrollY === 0);
    await page.getByRole('button', { name: 'Back to top' }).waitFor({ state: 'detached' });
  });
});

test.describe('home news while the next page loads', () => {
  test("says 'Loading more news...' until the second page arrives", async ({ page }) => {
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    const isSecondPage = (url: URL) => url.pathname === '/api/v1/news/latest' && url.searchParams.get('offset') === '10';
    await page.route(isSecondPage, async (route) => {
      await released; // held until the loading text has been seen
      await route.continue();
    });
    try {
      await page.goto('/');
      await appReady(page);
      await page.getByRole('tab', { name: 'News' }).click();
      const rows = page.locator('.news-table tbody tr');
      await rows.nth(9).waitFor();
      await scrollNewsToBottom(page);
      await page.getByText('Loading more news...').waitFor();
      await expect(rows).toHaveCount(10);
      release();
      await rows.nth(10).waitFor();
      await page.getByText('Loading more news...').waitFor({ state: 'detached' });
    } finally {
      release();
      await page.unroute(isSecondPage);
    }
  });
});

// One user for the three checks, in one tab: the one that saves the selected panel comes last,
// and the others pick their panel themselves.
test.describe('home for a signed-in user', () => {
  test('links movers to their pages and keeps the selected panel', async ({ signedIn }) => {
    const { page: own } = await signedIn('Carousel');
    await test.step('links mover symbols to their stock or fund page', async () => {
      await own.goto('/');
      await appReady(own);
      await own.getByRole('tab', { name: 'Gainers' }).click();
      const link = own.locator('table tbody tr').first().getByRole('link');
      await link.waitFor();
      const symbol = (await link.innerText()).trim();
      await expect(link).toHaveAttribute('href', new RegExp(`^/(stock|fund|ticker)/${symbol.replace('.', '\\.')}$`));
      await link.click();
      await own.waitForURL((url) => /^\/(stock|fund)\//.test(url.pathname));
    });

    await test.step('sends a fund among the movers to its fund page', async () => {
      // The demo market's movers are all stocks: put a fund first among the gainers, with and without its type.
      const funds = await apiGet<{ funds: { symbol: string; name: string; type: 'etf' | 'mutual_fund' }[] }>('/funds?limit=5');
      const [typed, untyped] = funds.funds;
      if (!typed || !untyped) throw new Error('the demo market has fewer than two funds');
      const isMovers = (url: URL) => url.pathname === '/api/v1/market/movers';
      await own.route(isMovers, async (route) => {
        const response = await route.fetch();
        const body = (await response.json()) as { biggestGainers: Record<string, unknown>[] };
        const asMover = (fund: { symbol: string; name: string }) => ({
          symbol: fund.symbol,
          name: fund.name,
          price: 100,
          change: 5,
          changePercentage: 5,
          volume: 1000,
        });
        body.biggestGainers = [{ ...asMover(typed), type: typed.type }, asMover(untyped), ...body.biggestGainers].slice(0, 10);
        await route.fulfill({ response, json: body });
      });
      try {
        for (const [fund, href] of [
          [typed.symbol, `/fund/${typed.symbol}`],
          [untyped.symbol, `/ticker/${untyped.symbol}`],
        ] as const) {
          await own.goto('/');
          await appReady(own);
          await own.getByRole('tab', { name: 'Gainers' }).click();
          const link = own.locator('table tbody').getByRole('link', { name: fund, exact: true });
          await expect(link).toHaveAttribute('href', href);
          await link.click();
          await own.waitForURL((url) => url.pathname === `/fund/${fund}`);
        }
      } finally {
        await own.unroute(isMovers);
      }
    });

    await test.step('keeps the selected panel in preference home_selected_panel and restores it', async () => {
      await own.goto('/');
      await appReady(own);
      await own.getByRole('tab', { name: 'Losers' }).click();
      await own.waitForFunction(async () => {
        const response = await fetch('/api/v1/user/preferences', { credentials: 'include' });
        const list = (await response.json()) as { name: string; value: string }[];
        return list.some((item) => item.name === 'home_selected_panel' && item.value === '3');
      });
      await own.reload();
      await own.getByRole('tab', { name: 'Losers', selected: true }).waitFor();
    });
  });
});
