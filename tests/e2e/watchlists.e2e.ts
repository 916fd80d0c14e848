/** Favourite and Hide toggles on stock pages and /favorites, on the real server. */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './axe';
import { screenshot, toastRegion } from './browser';
import { stockSymbols } from './market-support';
import { callApi, failRequests } from './session';
import { browserSuite } from './suite';

const suite = browserSuite();
/** Three stocks of the demo market in alphabetical order, and the one the toggles are tried on. */
let A: string, B: string, C: string;

beforeAll(async () => {
  [A, B, C] = (await stockSymbols(3)) as [string, string, string];
});

async function userPage(firstName: string, path: string): Promise<Page> {
  const session = await suite.signedIn(firstName, path);
  return session.page;
}

const toastLine = toastRegion;
const toggle = (page: Page, name: 'Favorite' | 'Hide') => page.getByRole('group', { name: `${A} lists` }).getByRole('button', { name });

describe('favourite and hide toggles', () => {
  it('are optimistic, exclusive and announce themselves', async () => {
    const page = await userPage('Toggles', `/stock/${A}`);
    await toggle(page, 'Favorite').waitFor();
    expect(await toggle(page, 'Favorite').getAttribute('aria-pressed')).toBe('false');
    await toggle(page, 'Favorite').click();
    await toastLine(page).getByText('Added to favorites').waitFor();
    expect(await toggle(page, 'Favorite').getAttribute('aria-pressed')).toBe('true');
    expect(await toggle(page, 'Hide').isDisabled()).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'stock-toggles');
    await toggle(page, 'Favorite').click();
    await toastLine(page).getByText('Removed from favorites').waitFor();

    await toggle(page, 'Hide').click();
    await toastLine(page).getByText('Ticker hidden').waitFor();
    expect(await toggle(page, 'Favorite').isDisabled()).toBe(true);
    await toggle(page, 'Hide').click();
    await toastLine(page).getByText('Ticker unhidden').waitFor();
    expect((await callApi<{ hidden: unknown[] }>(page, 'GET', '/user/hidden')).body.hidden).toEqual([]);
  });

  it('revert when the server fails', async () => {
    const page = await userPage('ToggleFail', `/stock/${A}`);
    await toggle(page, 'Favorite').waitFor();
    await failRequests(page.context(), 'POST /api/v1/user/favorites', 'POST /api/v1/user/hidden');
    await toggle(page, 'Favorite').click();
    await toastLine(page).getByText('Failed to update favorites').waitFor();
    expect(await toggle(page, 'Favorite').getAttribute('aria-pressed')).toBe('false');
    await toggle(page, 'Hide').click();
    await toastLine(page).getByText('Failed to update hidden status').waitFor();
    expect(await toggle(page, 'Hide').getAttribute('aria-pressed')).toBe('false');
    await failRequests(page.context());
    expect((await callApi<{ favorites: string[] }>(page, 'GET', '/user/favorites')).body.favorites).toEqual([]);
  });
});

describe('/favorites', () => {
  it('lists favourites, sorts by header (saved as favoritesSort) and removes after the confirm', async () => {
    const page = await userPage('Favorites', '/favorites');
    await page.getByText("You haven't added any stocks to your favorites yet.").waitFor();
    await page.getByText('Use the "Favorite" toggle on any stock page to add it to your favorites.').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    for (const ticker of [B, A, C]) await callApi(page, 'POST', '/user/favorites', { ticker: ticker.toLowerCase() });
    await page.reload();
    const symbols = () => page.locator('tbody tr td:first-child').allTextContents();
    await expect.poll(symbols).toEqual([A, B, C]);
    for (const header of ['Symbol', 'Company Name', 'Daily Change']) await page.getByRole('button', { name: header }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'favorites');

    await page.getByRole('button', { name: 'Symbol' }).click();
    await expect.poll(symbols).toEqual([C, B, A]);
    const prefs = await callApi<Array<{ name: string; value: string }>>(page, 'GET', '/user/preferences');
    expect(prefs.body).toContainEqual({ name: 'favoritesSort', value: JSON.stringify({ key: 'symbol', direction: 'descending' }) });
    await page.reload();
    await expect.poll(symbols).toEqual([C, B, A]);

    await page.getByRole('button', { name: `Remove ${B}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Confirm Removal' });
    await dialog.getByText(`Are you sure you want to remove ${B} from your favorites?`).waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await symbols()).toEqual([C, B, A]);
    await page.getByRole('button', { name: `Remove ${B}` }).click();
    await dialog.getByRole('button', { name: 'Remove' }).click();
    await expect.poll(symbols).toEqual([C, A]);

    await page.locator('tbody tr').first().locator('td').nth(1).click();
    await page.waitForURL((url) => url.pathname.endsWith(`/${C}`));
  });

  it('puts the sort back when saving favoritesSort fails', async () => {
    const page = await userPage('FavoritesSortFail', '/favorites');
    for (const ticker of [B, A]) await callApi(page, 'POST', '/user/favorites', { ticker });
    await page.reload();
    const symbols = () => page.locator('tbody tr td:first-child').allTextContents();
    await expect.poll(symbols).toEqual([A, B]);
    const symbolHeader = page.getByRole('columnheader', { name: /Symbol/ });
    expect(await symbolHeader.getAttribute('aria-sort')).toBe('ascending');

    await failRequests(page.context(), 'PUT /api/v1/user/preferences');
    const refused = page.waitForResponse((response) => response.url().endsWith('/api/v1/user/preferences') && response.status() === 500);
    await page.getByRole('button', { name: 'Symbol' }).click();
    await refused;
    await expect.poll(() => symbolHeader.getAttribute('aria-sort')).toBe('ascending');
    expect(await symbols()).toEqual([A, B]);
    await failRequests(page.context());
    const prefs = await callApi<Array<{ name: string }>>(page, 'GET', '/user/preferences');
    expect(prefs.body.map((item) => item.name)).not.toContain('favoritesSort');
  });

  it("keeps each user's favourites and hidden tickers to that user", async () => {
    const alice = await userPage('AliceLists', '/favorites');
    await callApi(alice, 'POST', '/user/favorites', { ticker: A });
    await callApi(alice, 'POST', '/user/hidden', { ticker: B });
    const bob = await userPage('BobLists', '/favorites');
    await bob.getByText("You haven't added any stocks to your favorites yet.").waitFor();
    expect((await callApi<{ hidden: unknown[] }>(bob, 'GET', '/user/hidden')).body.hidden).toEqual([]);
    await bob.goto(`/stock/${A}`);
    expect(
      await bob
        .getByRole('group', { name: `${A} lists` })
        .getByRole('button', { name: 'Favorite' })
        .getAttribute('aria-pressed'),
    ).toBe('false');
  });
});
