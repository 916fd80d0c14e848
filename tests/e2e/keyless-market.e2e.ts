/**
 * The keyless market on screen: a server of its own with MARKET_DATA_PROVIDER=sec,yahoo, pointed
 * at the local recorded-response server (recordings for Apple, 404 for the rest). Its background
 * sync lists the market at start; Apple's page then says where each panel's figures came from
 * (SEC EDGAR's 10-K for statements, Yahoo Finance for prices), a statement cell shows its XBRL
 * tag on keyboard focus, and /status shows both providers and the finished sync.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startRealServer } from '../../scripts/support/real-server';
import { OWN_RECORDINGS_DIR, keylessProviderSettings, startRecordedServer } from '../support/recorded-server';
import { appReady, screenshot } from './browser';
import { expect, test as base } from './fixtures';

interface SyncStatus {
  sync: { state: string; lastFinishedAt: string | null } | null;
}

/** A server of its own on the keyless market, once its background sync has finished; every page of this file opens on it. */
const test = base.extend<object, { keylessServer: string }>({
  keylessServer: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern
    async ({}, use) => {
      const recorded = await startRecordedServer([OWN_RECORDINGS_DIR]);
      const dataDir = mkdtempSync(join(tmpdir(), 'terminal-keyless-'));
      const server = await startRealServer({
        env: {
          DATABASE_URL: `file:${join(dataDir, 'keyless.db')}`,
          MARKET_DATA_PROVIDER: 'sec,yahoo',
          ...keylessProviderSettings(recorded.baseUrl, 'Research Terminal e2e e2e@example.test'),
        },
      });
      try {
        await expect
          .poll(async () => ((await (await fetch(`${server.baseUrl}/api/v1/status`)).json()) as SyncStatus).sync, {
            message: 'the background sync finished',
            timeout: 60_000,
          })
          .toMatchObject({ state: 'idle', lastFinishedAt: expect.any(String) });
        await use(server.baseUrl);
      } finally {
        await server.stop();
        await recorded.close();
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  baseURL: async ({ keylessServer }, use) => {
    await use(keylessServer);
  },
});

test.describe('the keyless market (sec,yahoo) on screen', () => {
  test("Apple's overview names the 10-K its statements come from and Yahoo for its price, without the demo label", async ({ page }) => {
    await page.goto('/stock/AAPL');
    await page.getByRole('heading', { level: 1, name: /^AAPL: Apple Inc\./ }).waitFor();
    await page.getByTestId('source-line').first().waitFor();
    const sources = await page.getByTestId('source-line').allTextContents();
    expect(sources).toContainEqual(expect.stringMatching(/^Source: Yahoo Finance · prices · as of \d{4}-\d\d-\d\d \d\d:\d\d UTC$/));
    expect(sources).toContainEqual(expect.stringMatching(/^Source: SEC EDGAR · statements · 10-K FY\d{4} · filed \d{4}-\d\d-\d\d$/));
    await expect(page.getByText('DEMO DATA')).toHaveCount(0);
    await screenshot(page, 'keyless-stock-overview');
  });

  test('a statement cell shows its XBRL tag on keyboard focus', async ({ page }) => {
    await page.goto('/stock/AAPL/statements?tab=income');
    await appReady(page);
    const revenueCell = page
      .getByRole('row', { name: /^Revenue / })
      .first()
      .locator('td.tagged')
      .first();
    await revenueCell.waitFor();
    const tag = await revenueCell.getAttribute('data-tag');
    expect(tag).toMatch(/^(Revenues|RevenueFromContractWithCustomerExcludingAssessedTax|SalesRevenueNet)$/);
    await revenueCell.focus();
    const shown = await revenueCell.evaluate((cell) => getComputedStyle(cell, '::after').content);
    expect(shown).toBe(`"${tag}"`);
    await expect(page.getByTestId('source-line')).toHaveText(/^Source: SEC EDGAR · 10-K FY\d{4} · filed /);
    await screenshot(page, 'keyless-statements-tag');
  });

  test('/status shows both providers with their calls and the finished sync: 6 of 6 companies', async ({ page }) => {
    await page.goto('/status');
    await page.getByRole('row', { name: /SEC EDGAR/ }).waitFor();
    await page.getByRole('row', { name: /Yahoo Finance/ }).waitFor();
    const progress = page.getByTestId('sync-progress');
    await progress.getByText('6 of 6 companies').waitFor();
    await expect(progress).toContainText('IDLE', { useInnerText: true });
    await screenshot(page, 'keyless-status');
  });
});
