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
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { OWN_RECORDINGS_DIR, type RecordedServer, startRecordedServer } from '../support/recorded-server';
import { type RealServer, startRealServer } from '../../scripts/support/real-server';
import { screenshot } from './browser';

let recorded: RecordedServer;
let server: RealServer;
let dataDir: string;
let browser: Browser;
let context: BrowserContext;
let page: Page;

async function syncFinished(baseUrl: string): Promise<void> {
  await vi.waitFor(
    async () => {
      const status = (await (await fetch(`${baseUrl}/api/v1/status`)).json()) as {
        sync: { state: string; lastFinishedAt: string | null } | null;
      };
      expect(status.sync, 'the background sync finished').toMatchObject({ state: 'idle', lastFinishedAt: expect.any(String) });
    },
    { timeout: 60_000, interval: 200 },
  );
}

beforeAll(async () => {
  recorded = await startRecordedServer([OWN_RECORDINGS_DIR]);
  dataDir = mkdtempSync(join(tmpdir(), 'terminal-keyless-'));
  server = await startRealServer({
    env: {
      DATABASE_URL: `file:${join(dataDir, 'keyless.db')}`,
      MARKET_DATA_PROVIDER: 'sec,yahoo',
      SEC_USER_AGENT: 'Research Terminal e2e e2e@example.test',
      SEC_DATA_BASE_URL: `${recorded.baseUrl}/sec/data.sec.gov`,
      SEC_WWW_BASE_URL: `${recorded.baseUrl}/sec/www.sec.gov`,
      YAHOO_BASE_URL: `${recorded.baseUrl}/yahoo`,
    },
  });
  await syncFinished(server.baseUrl);
  browser = await chromium.connect(inject('wsEndpoint'));
  context = await browser.newContext({ baseURL: server.baseUrl, viewport: { width: 1280, height: 800 } });
  page = await context.newPage();
}, 120_000);
afterAll(async () => {
  await context?.close();
  await browser?.close();
  await server?.stop();
  await recorded?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

describe('the keyless market (sec,yahoo) on screen', () => {
  it("Apple's overview names the 10-K its statements come from and Yahoo for its price, without the demo label", async () => {
    await page.goto('/stock/AAPL');
    await page.getByRole('heading', { level: 1, name: /^AAPL: Apple Inc\./ }).waitFor();
    await page.getByTestId('source-line').first().waitFor();
    const sources = await page.getByTestId('source-line').allTextContents();
    expect(sources).toContainEqual(expect.stringMatching(/^Source: Yahoo Finance · prices · as of \d{4}-\d\d-\d\d \d\d:\d\d UTC$/));
    expect(sources).toContainEqual(expect.stringMatching(/^Source: SEC EDGAR · statements · 10-K FY\d{4} · filed \d{4}-\d\d-\d\d$/));
    expect(await page.getByText('DEMO DATA').count()).toBe(0);
    await screenshot(page, 'keyless-stock-overview');
  });

  it('a statement cell shows its XBRL tag on keyboard focus', async () => {
    await page.goto('/stock/AAPL/statements?tab=income');
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
    expect(await page.getByTestId('source-line').textContent()).toMatch(/^Source: SEC EDGAR · 10-K FY\d{4} · filed /);
    await screenshot(page, 'keyless-statements-tag');
  });

  it('/status shows both providers with their calls and the finished sync: 6 of 6 companies', async () => {
    await page.goto('/status');
    await page.getByRole('row', { name: /SEC EDGAR/ }).waitFor();
    await page.getByRole('row', { name: /Yahoo Finance/ }).waitFor();
    const progress = page.getByTestId('sync-progress');
    await progress.getByText('6 of 6 companies').waitFor();
    expect(await progress.innerText()).toContain('IDLE');
    await screenshot(page, 'keyless-status');
  });
});
