/** The header search dropdown and the /test/market-movers page on the real server. */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './axe';
import { screenshot } from './browser';
import { callApi, failRequests } from './session';
import { browserSuite } from './suite';

const suite = browserSuite();

async function userPage(firstName: string, path: string): Promise<Page> {
  const session = await suite.signedIn(firstName, path);
  return session.page;
}

const search = (page: Page) => page.getByRole('combobox', { name: 'Search stocks and funds' });
const options = (page: Page) => page.getByRole('listbox', { name: 'Search results' }).getByRole('option');

interface Mover {
  symbol: string;
  name: string;
}

describe('header search', () => {
  it('suggests from 2 characters, moves with wrap and opens the pick through /ticker', async () => {
    const page = await userPage('Search', '/favorites');
    const movers = await callApi<{ mostActive: Mover[] }>(page, 'GET', '/market/movers');
    const target = movers.body.mostActive[0]!;
    await search(page).fill(target.symbol.slice(0, 1));
    await page.waitForTimeout(400);
    expect(await options(page).count()).toBe(0);
    await search(page).fill(target.symbol);
    await options(page).first().waitFor();
    expect(await options(page).first().textContent()).toContain(target.symbol);
    expect(await options(page).first().textContent()).toMatch(/STOCK|ETF|FUND$/);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'search-dropdown');

    const count = await options(page).count();
    await search(page).press('ArrowUp');
    expect(
      await options(page)
        .nth(count - 1)
        .getAttribute('aria-selected'),
    ).toBe('true');
    await search(page).press('ArrowDown');
    expect(await options(page).first().getAttribute('aria-selected')).toBe('true');

    await search(page).press('Enter');
    await page.waitForURL((url) => url.pathname === `/stock/${target.symbol}` || url.pathname === `/fund/${target.symbol}`);
    expect(await search(page).inputValue()).toBe('');
  });

  it('lets Enter typed before the debounce settles open a result for the new text, not the old', async () => {
    const page = await userPage('SearchRace', '/favorites');
    const movers = await callApi<{ mostActive: Mover[] }>(page, 'GET', '/market/movers');
    const [first, second] = movers.body.mostActive;
    await search(page).fill(first!.symbol);
    await options(page).first().waitFor();
    expect(await options(page).first().textContent()).toContain(first!.symbol);
    await search(page).fill(second!.symbol);
    await search(page).press('Enter');
    await page.waitForURL((url) => url.pathname === `/stock/${second!.symbol}` || url.pathname === `/fund/${second!.symbol}`);
    expect(await search(page).inputValue()).toBe('');
  });

  it('closes on Escape (clearing) and on a click outside; says when nothing matches or the search fails', async () => {
    const page = await userPage('SearchStates', '/favorites');
    await search(page).fill('qqzzxx');
    await page.getByText('No stocks or funds found for "qqzzxx"').waitFor();
    await search(page).press('Escape');
    expect(await search(page).inputValue()).toBe('');
    expect(await search(page).getAttribute('aria-expanded')).toBe('false');

    await failRequests(page.context(), 'GET /api/v1/search');
    await search(page).fill('zq');
    await page.getByText('Search failed. Please try again.').waitFor();
    await page.getByRole('heading', { name: 'Your Favorite Stocks' }).click();
    expect(await search(page).getAttribute('aria-expanded')).toBe('false');
  });
});

describe('/test/market-movers', () => {
  it('shows the three lists, the times and the raw response, and refreshes', async () => {
    const page = await userPage('Movers', '/test/market-movers');
    for (const title of ['Biggest Gainers', 'Biggest Losers', 'Most Active']) {
      await page.getByRole('heading', { name: title }).waitFor();
    }
    await page.getByRole('heading', { name: 'Raw Response' }).waitFor();
    expect(await page.locator('.raw-dump').textContent()).toContain('"biggestGainers"');
    const gainers = page.getByRole('region', { name: 'Biggest Gainers' }).locator('tbody tr');
    expect(await gainers.count()).toBeGreaterThan(0);
    expect(await gainers.count()).toBeLessThanOrEqual(10);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'market-movers');
    const refetched = page.waitForResponse((response) => response.url().endsWith('/api/v1/market/movers') && response.ok());
    await page.getByRole('button', { name: 'Refresh Data' }).click();
    await refetched;
    await page.getByRole('button', { name: 'Refresh Data' }).waitFor();
  });

  it("shows the server's message when the movers call fails", async () => {
    const page = await userPage('MoversFail', '/favorites');
    await failRequests(page.context(), 'GET /api/v1/market/movers');
    await page.goto('/test/market-movers');
    await page.getByText('Injected test fault').waitFor();
  });
});
