/** Saved screens on /screen: save in the UI, open by address, the same screen through the API. */
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './axe';
import { screenshot } from './browser';
import { callApi } from './session';
import { browserSuite } from './suite';

const suite = browserSuite();

describe('saved screens', () => {
  it('saves the screen on show, opens it by its address, and runs it through the API', async () => {
    const page = await suite.signedInPage('Saver', '/screen?revenueGrowthMin=20&sortBy=roic&sortOrder=desc');
    const rows = page.locator('.screen-table tbody tr');
    await rows.first().waitFor();
    const shown = await rows.locator('a[href^="/stock/"]').allTextContents();

    const panel = page.getByRole('region', { name: 'Saved screens' });
    await panel.getByText('No saved screens yet.').waitFor();
    await panel.getByLabel('Save this screen as').fill('Growth at 20%');
    await panel.getByLabel('Alert me when companies enter or leave it').check();
    await panel.getByRole('button', { name: 'Save screen' }).click();
    const link = panel.getByRole('link', { name: 'Growth at 20%' });
    await link.waitFor();
    await expect.poll(() => panel.getByRole('button', { name: '[x] Alert' }).count()).toBe(1);

    // The API holds the same screen, and running it answers the rows on screen.
    const saved = await callApi<{
      screens: Array<{ id: string; filters: Record<string, number>; sortBy: string; alert: boolean; columns: string[] }>;
    }>(page, 'GET', '/screens');
    const screen = saved.body.screens[0];
    expect(screen).toMatchObject({ filters: { revenueGrowthMin: 0.2 }, sortBy: 'roic', alert: true });
    // The columns on show are saved with it (the column chooser's, key columns by default).
    const headers = await page.locator('.screen-table thead th').allTextContents();
    expect(screen?.columns).toContain('roic');
    expect(headers.some((text) => text.includes('ROIC'))).toBe(true);
    const run = await callApi<{ results: Array<{ ticker: string }> }>(page, 'GET', `/screens/${screen?.id}/results?limit=${shown.length}`);
    expect(run.body.results.map((row) => row.ticker)).toEqual(shown);

    // Another screen, then the saved one by its address: its filters and sort come back.
    await page.goto('/screen?roicMin=50');
    await page.getByRole('button', { name: 'Apply Filters' }).waitFor();
    await page.goto(`/screen?saved=${screen?.id}`);
    await expect.poll(() => new URL(page.url()).searchParams.get('revenueGrowthMin')).toBe('20');
    expect(new URL(page.url()).searchParams.get('sortBy')).toBe('roic');
    await expect.poll(() => page.getByLabel(/^Revenue Growth Min/).inputValue()).toBe('20');
    await rows.first().waitFor();
    expect((await rows.locator('a[href^="/stock/"]').allTextContents()).slice(0, shown.length)).toEqual(shown);
    await screenshot(page, 'saved-screens-1280');
    expect(await seriousViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, 'saved-screens-390');

    // Deleting asks first.
    await panel.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog', { name: 'Delete saved screen' }).getByRole('button', { name: 'Delete' }).click();
    await panel.getByText('No saved screens yet.').waitFor();
  });
});
