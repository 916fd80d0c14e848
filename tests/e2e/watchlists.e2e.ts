/** Favourite and Hide toggles on stock pages and /favorites, on the real server. */
import type { Page } from '@playwright/test';
import { seriousViolations } from './axe';
import { appReady, screenshot, toastRegion } from './browser';
import { stockSymbols } from './market-support';
import { callApi, failRequests } from './session';
import { expect, type SignIn, test } from './fixtures';

/** Three stocks of the demo market in alphabetical order, and the one the toggles are tried on. */
let A: string, B: string, C: string;

test.beforeAll(async () => {
  [A, B, C] = (await stockSymbols(3)) as [string, string, string];
});

async function userPage(signedIn: SignIn, firstName: string, path: string): Promise<Page> {
  const session = await signedIn(firstName, path);
  return session.page;
}

const toastLine = toastRegion;
const toggle = (page: Page, name: 'Favorite' | 'Hide') => page.getByRole('group', { name: `${A} lists` }).getByRole('button', { name });

test.describe('favourite and hide toggles', () => {
  test('are optimistic, exclusive and announce themselves', async ({ signedIn }) => {
    const page = await userPage(signedIn, 'Toggles', `/stock/${A}`);
    await toggle(page, 'Favorite').waitFor();
    await expect(toggle(page, 'Favorite')).toHaveAttribute('aria-pressed', 'false');
    await toggle(page, 'Favorite').click();
    await toastLine(page).getByText('Added to favorites').waitFor();
    await expect(toggle(page, 'Favorite')).toHaveAttribute('aria-pressed', 'true');
    await expect(toggle(page, 'Hide')).toBeDisabled();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'stock-toggles');
    await toggle(page, 'Favorite').click();
    await toastLine(page).getByText('Removed from favorites').waitFor();

    await toggle(page, 'Hide').click();
    await toastLine(page).getByText('Ticker hidden').waitFor();
    await expect(toggle(page, 'Favorite')).toBeDisabled();
    await toggle(page, 'Hide').click();
    await toastLine(page).getByText('Ticker unhidden').waitFor();
    expect((await callApi<{ hidden: unknown[] }>(page, 'GET', '/user/hidden')).body.hidden).toEqual([]);
  });

  test('revert when the server fails', async ({ signedIn }) => {
    const page = await userPage(signedIn, 'ToggleFail', `/stock/${A}`);
    await toggle(page, 'Favorite').waitFor();
    await failRequests(page.context(), 'POST /api/v1/user/favorites', 'POST /api/v1/user/hidden');
    await toggle(page, 'Favorite').click();
    await toastLine(page).getByText('Failed to update favorites').waitFor();
    await expect(toggle(page, 'Favorite')).toHaveAttribute('aria-pressed', 'false');
    await toggle(page, 'Hide').click();
    await toastLine(page).getByText('Failed to update hidden status').waitFor();
    await expect(toggle(page, 'Hide')).toHaveAttribute('aria-pressed', 'false');
    await failRequests(page.context());
    expect((await callApi<{ favorites: string[] }>(page, 'GET', '/user/favorites')).body.favorites).toEqual([]);
  });
});

test.describe('/favorites', () => {
  test('lists favourites, sorts by header (saved as favoritesSort) and removes after the confirm', async ({ signedIn }) => {
    const page = await userPage(signedIn, 'Favorites', '/favorites');
    await page.getByText("You haven't added any stocks to your favorites yet.").waitFor();
    await page.getByText('Use the "Favorite" toggle on any stock page to add it to your favorites.').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    for (const ticker of [B, A, C]) await callApi(page, 'POST', '/user/favorites', { ticker: ticker.toLowerCase() });
    await page.reload();
    await appReady(page);
    const symbols = page.locator('tbody tr td:first-child');
    await expect(symbols).toHaveText([A, B, C]);
    for (const header of ['Symbol', 'Company Name', 'Daily Change']) await page.getByRole('button', { name: header }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'favorites');

    await page.getByRole('button', { name: 'Symbol' }).click();
    await expect(symbols).toHaveText([C, B, A]);
    const prefs = await callApi<Array<{ name: string; value: string }>>(page, 'GET', '/user/preferences');
    expect(prefs.body).toContainEqual({ name: 'favoritesSort', value: JSON.stringify({ key: 'symbol', direction: 'descending' }) });
    await page.reload();
    await appReady(page);
    await expect(symbols).toHaveText([C, B, A]);

    await page.getByRole('button', { name: `Remove ${B}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Confirm Removal' });
    await dialog.getByText(`Are you sure you want to remove ${B} from your favorites?`).waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await expect(symbols).toHaveText([C, B, A]);
    await page.getByRole('button', { name: `Remove ${B}` }).click();
    await dialog.getByRole('button', { name: 'Remove' }).click();
    await expect(symbols).toHaveText([C, A]);

    await page.locator('tbody tr').first().locator('td').nth(1).click();
    await page.waitForURL((url) => url.pathname.endsWith(`/${C}`));
  });

  test('puts the sort back when saving favoritesSort fails', async ({ signedIn }) => {
    const page = await userPage(signedIn, 'FavoritesSortFail', '/favorites');
    for (const ticker of [B, A]) await callApi(page, 'POST', '/user/favorites', { ticker });
    await page.reload();
    await appReady(page);
    const symbols = page.locator('tbody tr td:first-child');
    await expect(symbols).toHaveText([A, B]);
    const symbolHeader = page.getByRole('columnheader', { name: /Symbol/ });
    await expect(symbolHeader).toHaveAttribute('aria-sort', 'ascending');

    await failRequests(page.context(), 'PUT /api/v1/user/preferences');
    const refused = page.waitForResponse((response) => response.url().endsWith('/api/v1/user/preferences') && response.status() === 500);
    await page.getByRole('button', { name: 'Symbol' }).click();
    await refused;
    await expect(symbolHeader).toHaveAttribute('aria-sort', 'ascending');
    await expect(symbols).toHaveText([A, B]);
    await failRequests(page.context());
    const prefs = await callApi<Array<{ name: string }>>(page, 'GET', '/user/preferences');
    expect(prefs.body.map((item) => item.name)).not.toContain('favoritesSort');
  });

  test("keeps each user's favourites and hidden tickers to that user", async ({ signedIn }) => {
    const alice = await userPage(signedIn, 'AliceLists', '/favorites');
    await callApi(alice, 'POST', '/user/favorites', { ticker: A });
    await callApi(alice, 'POST', '/user/hidden', { ticker: B });
    const bob = await userPage(signedIn, 'BobLists', '/favorites');
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
