/** The header search dropdown and the /test/market-movers page on the real server. */
import type { Page } from '@playwright/test';
import { seriousViolations } from './axe';
import { screenshot } from './browser';
import { callApi, failRequests } from './session';
import { expect, type SignIn, test } from './fixtures';

async function userPage(signedIn: SignIn, firstName: string, path: string): Promise<Page> {
  const session = await signedIn(firstName, path);
  return session.page;
}

const search = (page: Page) => page.getByRole('combobox', { name: 'Search stocks and funds' });
const options = (page: Page) => page.getByRole('listbox', { name: 'Search results' }).getByRole('option');

interface Mover {
  symbol: string;
  name: string;
}

test.describe('header search', () => {
  test('suggests from 2 characters, moves with wrap and opens the pick through /ticker', async ({ signedIn }) => {
    const page = await userPage(signedIn, 'Search', '/favorites');
    const movers = await callApi<{ mostActive: Mover[] }>(page, 'GET', '/market/movers');
    const target = movers.body.mostActive[0]!;
    const searched: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === '/api/v1/search') searched.push(url.searchParams.get('q') ?? '');
    });
    // One character: the box does not even start searching (from two it says 'Searching...' at once).
    await search(page).fill(target.symbol.slice(0, 1));
    await expect(search(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByText('Searching...')).toHaveCount(0);
    await search(page).fill(target.symbol);
    await options(page).first().waitFor();
    expect(searched.every((q) => q.length >= 2)).toBe(true);
    await expect(options(page).first()).toContainText(target.symbol);
    await expect(options(page).first()).toHaveText(/STOCK|ETF|FUND$/);
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
    await expect(options(page).first()).toHaveAttribute('aria-selected', 'true');

    await search(page).press('Enter');
    await page.waitForURL((url) => url.pathname === `/stock/${target.symbol}` || url.pathname === `/fund/${target.symbol}`);
    await expect(search(page)).toHaveValue('');
  });

  test('lets Enter typed before the debounce settles open a result for the new text, not the old', async ({ signedIn }) => {
    const page = await userPage(signedIn, 'SearchRace', '/favorites');
    const movers = await callApi<{ mostActive: Mover[] }>(page, 'GET', '/market/movers');
    const [first, second] = movers.body.mostActive;
    await search(page).fill(first!.symbol);
    await options(page).first().waitFor();
    await expect(options(page).first()).toContainText(first!.symbol);
    await search(page).fill(second!.symbol);
    await search(page).press('Enter');
    await page.waitForURL((url) => url.pathname === `/stock/${second!.symbol}` || url.pathname === `/fund/${second!.symbol}`);
    await expect(search(page)).toHaveValue('');
  });

  test('closes on Escape (clearing) and on a click outside; says when nothing matches or the search fails', async ({ signedIn }) => {
    const page = await userPage(signedIn, 'SearchStates', '/favorites');
    await search(page).fill('qqzzxx');
    await page.getByText('No stocks or funds found for "qqzzxx"').waitFor();
    await search(page).press('Escape');
    await expect(search(page)).toHaveValue('');
    await expect(search(page)).toHaveAttribute('aria-expanded', 'false');

    await failRequests(page.context(), 'GET /api/v1/search');
    await search(page).fill('zq');
    await page.getByText('Search failed. Please try again.').waitFor();
    await page.getByRole('heading', { name: 'Your Favorite Stocks' }).click();
    await expect(search(page)).toHaveAttribute('aria-expanded', 'false');
  });
});

test.describe('/test/market-movers', () => {
  test('shows the three lists, the times and the raw response, and refreshes', async ({ signedIn }) => {
    const page = await userPage(signedIn, 'Movers', '/test/market-movers');
    for (const title of ['Biggest Gainers', 'Biggest Losers', 'Most Active']) {
      await page.getByRole('heading', { name: title }).waitFor();
    }
    await page.getByRole('heading', { name: 'Raw Response' }).waitFor();
    await expect(page.locator('.raw-dump')).toContainText('"biggestGainers"');
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

  test("shows the server's message when the movers call fails", async ({ signedIn }) => {
    const page = await userPage(signedIn, 'MoversFail', '/favorites');
    await failRequests(page.context(), 'GET /api/v1/market/movers');
    await page.goto('/test/market-movers');
    await page.getByText('Injected test fault').waitFor();
  });
});
