import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openPage, screenshot } from './browser';
import { apiGet, scrollToBottom } from './market-support';
import { signedInContext } from './session';

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

const PANELS = ['Indexes', 'News', 'Gainers', 'Losers', 'Most Active'];

/**
 * Scrolls to the bottom of the news as a reader would: once the rows shown have their prices.
 * A row grows by a line when its price arrives ('...' until then), so scrolling earlier can leave
 * the page no longer near the bottom, and rightly nothing more loads.
 */
async function scrollNewsToBottom(): Promise<void> {
  await page.waitForFunction(() => [...document.querySelectorAll('.news-table .news-price')].every((cell) => cell.textContent !== '...'));
  await scrollToBottom(page);
}

/** Opens the home page and waits until the app has taken it over: the server's tabs answer keys and clicks from then on. */
async function openHome(on: Page): Promise<void> {
  await on.goto('/');
  await on.locator('html[data-ready]').waitFor({ state: 'attached' });
}

async function selectedPanel(): Promise<string> {
  return (await page.getByRole('tab', { selected: true }).innerText()).trim();
}

describe('home carousel', () => {
  beforeEach(async () => {
    await openHome(page);
    await page.getByRole('tablist', { name: 'Dashboard panels' }).waitFor();
  });

  it('offers the five panels by a text nav, Indexes first', async () => {
    const tabs = await page.getByRole('tab').allInnerTexts();
    expect(tabs.map((t) => t.trim())).toEqual(PANELS);
    expect(await selectedPanel()).toBe('Indexes');
  });

  it('moves with the right and left arrow keys and wraps at both ends', async () => {
    await page.keyboard.press('ArrowLeft');
    expect(await selectedPanel()).toBe('Most Active');
    await page.keyboard.press('ArrowRight');
    expect(await selectedPanel()).toBe('Indexes');
    for (const expected of ['News', 'Gainers', 'Losers', 'Most Active', 'Indexes']) {
      await page.keyboard.press('ArrowRight');
      expect(await selectedPanel()).toBe(expected);
    }
    await page.getByRole('heading', { name: 'Indexes', level: 2 }).waitFor();
  });

  it('selects a panel by clicking its name', async () => {
    await page.getByRole('tab', { name: 'Losers' }).click();
    expect(await selectedPanel()).toBe('Losers');
    await page.getByRole('heading', { name: 'Losers', level: 2 }).waitFor();
  });
});

describe('home panels on the demo market', () => {
  it('lists the indexes with price and change, labelled as demo data', async () => {
    await page.goto('/');
    const rows = page.locator('table tbody tr');
    await rows.first().waitFor();
    expect(await rows.count()).toBeGreaterThan(0);
    const firstRow = await rows.first().innerText();
    expect(firstRow).toMatch(/\$[\d,]+\.\d{2}|N\/A/);
    expect(firstRow).toMatch(/[+-][\d,]+\.\d{2} \([+-][\d,]+\.\d{2}%\)|N\/A/);
    await page.getByText('DEMO DATA').first().waitFor();
    await screenshot(page, 'home-indexes');
  });

  it('shows at most 10 movers per list with plain-text symbols for visitors', async () => {
    await openHome(page);
    for (const panel of ['Gainers', 'Losers', 'Most Active']) {
      await page.getByRole('tab', { name: panel }).click();
      const rows = page.locator('table tbody tr');
      await rows.first().waitFor();
      const count = await rows.count();
      expect(count).toBeGreaterThan(0);
      expect(count).toBeLessThanOrEqual(10);
      expect(await page.locator('table tbody a').count()).toBe(0);
      expect(await rows.first().innerText()).toMatch(/[+-][\d,]+\.\d{2}%/);
    }
    await screenshot(page, 'home-most-active');
  });

  it('loads news 10 at a time as the page scrolls, to the end', async () => {
    await openHome(page);
    await page.getByRole('tab', { name: 'News' }).click();
    const rows = page.locator('.news-table tbody tr');
    await rows.first().waitFor();
    expect(await rows.count()).toBeLessThanOrEqual(10);
    const firstLink = rows.first().getByRole('link').last();
    expect(await firstLink.getAttribute('target')).toBe('_blank');
    expect(await rows.first().innerText()).toMatch(/Just now|\d+h ago|\d+d ago/);
    await screenshot(page, 'home-news');

    await scrollNewsToBottom();
    await page.waitForFunction(() => document.querySelectorAll('.news-table tbody tr').length > 10);
    expect(await rows.count()).toBeLessThanOrEqual(20);

    // The demo market has hundreds of stories: cut the list short after the third page to see its end.
    await page.route('**/api/v1/news/latest?*', async (route) => {
      const offset = Number(new URL(route.request().url()).searchParams.get('offset'));
      const response = await route.fetch();
      const body = (await response.json()) as { news: unknown[]; hasMore: boolean };
      if (offset >= 20) Object.assign(body, { news: body.news.slice(0, 3), hasMore: false });
      await route.fulfill({ response, json: body });
    });
    await scrollNewsToBottom();
    await page.getByText('End of news').waitFor();
    expect(await rows.count()).toBe(23);
    await page.unroute('**/api/v1/news/latest?*');

    await page.getByRole('button', { name: 'Back to top' }).click();
    await page.waitForFunction(() => window.scrollY === 0);
    await page.getByRole('button', { name: 'Back to top' }).waitFor({ state: 'detached' });
  });
});

describe('home news while the next page loads', () => {
  it("says 'Loading more news...' until the second page arrives", async () => {
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    const isSecondPage = (url: URL) => url.pathname === '/api/v1/news/latest' && url.searchParams.get('offset') === '10';
    await page.route(isSecondPage, async (route) => {
      await released; // held until the loading text has been seen
      await route.continue();
    });
    try {
      await openHome(page);
      await page.getByRole('tab', { name: 'News' }).click();
      const rows = page.locator('.news-table tbody tr');
      await rows.nth(9).waitFor();
      await scrollNewsToBottom();
      await page.getByText('Loading more news...').waitFor();
      expect(await rows.count()).toBe(10);
      release();
      await rows.nth(10).waitFor();
      await page.getByText('Loading more news...').waitFor({ state: 'detached' });
    } finally {
      release();
      await page.unroute(isSecondPage);
    }
  });
});

describe('home for a signed-in user', () => {
  let signedIn: { context: BrowserContext; page: Page };

  beforeAll(async () => {
    signedIn = await signedInContext(browser, 'Carousel');
  });
  afterAll(async () => {
    await signedIn?.context.close();
  });

  it('keeps the selected panel in preference home_selected_panel and restores it', async () => {
    const { page: own } = signedIn;
    await openHome(own);
    await own.getByRole('tab', { name: 'Losers' }).click();
    await own.waitForFunction(async () => {
      const response = await fetch('/api/v1/user/preferences', { credentials: 'include' });
      const list = (await response.json()) as { name: string; value: string }[];
      return list.some((item) => item.name === 'home_selected_panel' && item.value === '3');
    });
    await own.reload();
    await own.getByRole('tab', { name: 'Losers', selected: true }).waitFor();
  });

  it('links mover symbols to their stock or fund page', async () => {
    const { page: own } = signedIn;
    await openHome(own);
    await own.getByRole('tab', { name: 'Gainers' }).click();
    const link = own.locator('table tbody tr').first().getByRole('link');
    await link.waitFor();
    const symbol = (await link.innerText()).trim();
    expect(await link.getAttribute('href')).toMatch(new RegExp(`^/(stock|fund|ticker)/${symbol.replace('.', '\\.')}$`));
    await link.click();
    await own.waitForURL((url) => /^\/(stock|fund)\//.test(url.pathname));
  });

  it('sends a fund among the movers to its fund page', async () => {
    const { page: own } = signedIn;
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
        await openHome(own);
        await own.getByRole('tab', { name: 'Gainers' }).click();
        const link = own.locator('table tbody').getByRole('link', { name: fund, exact: true });
        expect(await link.getAttribute('href')).toBe(href);
        await link.click();
        await own.waitForURL((url) => url.pathname === `/fund/${fund}`);
      }
    } finally {
      await own.unroute(isMovers);
    }
  });
});
