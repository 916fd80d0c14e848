/** Saved screens on /screen: save in the UI, open by address, the same screen through the API. */
import { seriousViolations } from './axe';
import { appReady, screenshot } from './browser';
import { expect, test } from './fixtures';
import { callApi } from './session';

test.describe('saved screens', () => {
  test('saves the screen on show, opens it by its address, and runs it through the API', async ({ signedIn }) => {
    const { page } = await signedIn('Saver', '/screen?revenueGrowthMin=20&sortBy=roic&sortOrder=desc');
    const rows = page.locator('.screen-table tbody tr');
    await expect(rows.first()).toBeVisible();
    const shown = await rows.locator('a[href^="/stock/"]').allTextContents();

    const panel = page.getByRole('region', { name: 'Saved screens' });
    await expect(panel.getByText('No saved screens yet.')).toBeVisible();
    await panel.getByLabel('Save this screen as').fill('Growth at 20%');
    await panel.getByLabel('Alert me when companies enter or leave it').check();
    await panel.getByRole('button', { name: 'Save screen' }).click();
    await expect(panel.getByRole('link', { name: 'Growth at 20%' })).toBeVisible();
    await expect(panel.getByRole('button', { name: '[x] Alert' })).toHaveCount(1);

    // The API holds the same screen, and running it answers the rows on screen.
    const saved = await callApi<{
      screens: Array<{ id: string; filters: Record<string, number>; sortBy: string; alert: boolean; columns: string[] }>;
    }>(page, 'GET', '/screens');
    const screen = saved.body.screens[0];
    expect(screen).toMatchObject({ filters: { revenueGrowthMin: 0.2 }, sortBy: 'roic', alert: true });
    // The columns on show are saved with it (the column chooser's, key columns by default).
    expect(screen?.columns).toContain('roic');
    await expect(page.locator('.screen-table thead th').filter({ hasText: 'ROIC' })).not.toHaveCount(0);
    const run = await callApi<{ results: Array<{ ticker: string }> }>(page, 'GET', `/screens/${screen?.id}/results?limit=${shown.length}`);
    expect(run.body.results.map((row) => row.ticker)).toEqual(shown);

    // Another screen, then the saved one by its address: its filters, sort and rows come back.
    await page.goto('/screen?roicMin=50');
    await expect(page.getByRole('button', { name: 'Apply Filters' })).toBeVisible();
    await page.goto(`/screen?saved=${screen?.id}`);
    await appReady(page);
    await page.waitForURL((url) => url.searchParams.get('revenueGrowthMin') === '20');
    expect(new URL(page.url()).searchParams.get('sortBy')).toBe('roic');
    await expect(page.getByLabel(/^Revenue Growth Min/)).toHaveValue('20');
    // The same rows in the same order (either visit may have loaded more below the first page).
    await expect(rows.first()).toBeVisible();
    const again = await rows.locator('a[href^="/stock/"]').allTextContents();
    const common = Math.min(shown.length, again.length);
    expect(common).toBeGreaterThan(0);
    expect(again.slice(0, common)).toEqual(shown.slice(0, common));
    await screenshot(page, 'saved-screens-1280');
    expect(await seriousViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, 'saved-screens-390');

    // Deleting asks first.
    await panel.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog', { name: 'Delete saved screen' }).getByRole('button', { name: 'Delete' }).click();
    await expect(panel.getByText('No saved screens yet.')).toBeVisible();
  });
});
