import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPage, screenshot } from './browser';
import { aFundSymbol, waitForPath } from './market-support';

let browser: Browser;
let context: BrowserContext;
let page: Page;
let symbol = 'FUND';

beforeAll(async () => {
  ({ browser, context, page } = await openPage());
  symbol = await aFundSymbol();
});
afterAll(async () => {
  await context?.close();
  await browser?.close();
});

describe('fund pages without data', () => {
  it('shows the Ask AI placeholder', async () => {
    await page.goto(`/fund/${symbol}/ask-ai`);
    await page.getByText('AI chat interface will be implemented here.').waitFor();
  });

  it('sends /fund/{symbol}/old to the overview', async () => {
    await page.goto('/fund/anyfund/old');
    await waitForPath(page, /^\/fund\/ANYFUND$/);
  });
});

describe('fund overview', () => {
  it('shows the info panel, the top 10 holdings and both allocations', async () => {
    await page.goto(`/fund/${symbol}`);
    await page.getByRole('heading', { level: 1, name: new RegExp(`^${symbol}: .+`) }).waitFor();
    const tabs = await page
      .getByRole('navigation', { name: `${symbol} sections` })
      .getByRole('link')
      .allInnerTexts();
    expect(tabs).toEqual(['Overview', 'Visualize', 'News', 'Ask AI']);
    for (const label of ['ETF Company', 'Assets Under Management', 'Asset Class', 'Holdings Count', 'NAV', 'Inception Date', 'Website']) {
      await page.getByText(label, { exact: true }).waitFor();
    }
    const assets = await page.locator('.metric', { hasText: 'Assets Under Management' }).locator('dd').innerText();
    expect(assets).toMatch(/^(\$[\d,.]+[TBMK]?|N\/A)$/);
    const description = await page.locator('.description').innerText();
    expect(description).not.toMatch(/&(amp|quot|#\d+);/);

    const holdings = page.getByRole('table', { name: 'Top Holdings' }).locator('tbody tr');
    await holdings.first().waitFor();
    expect(await holdings.count()).toBeLessThanOrEqual(10);
    expect(await holdings.first().innerText()).toMatch(/^1\s.+\s\d+\.\d{3}%/);
    const ticker = holdings.first().getByRole('link');
    expect(await ticker.getAttribute('href')).toMatch(/^\/stock\/[A-Z0-9.^-]+$/);

    await page.getByRole('heading', { name: 'Sector Allocation' }).waitFor();
    await page.getByRole('heading', { name: 'Country Allocation' }).waitFor();
    await screenshot(page, 'fund-overview');
  });

  it("says 'Fund not found' for an unknown fund", async () => {
    await page.goto('/fund/NOSUCHFUND');
    await page.getByText('Fund not found').waitFor();
  });

  it('shows the price chart on Visualize', async () => {
    await page.goto(`/fund/${symbol}/visualize`);
    await page.getByRole('group', { name: 'Chart range' }).waitFor();
    await page
      .getByText(/Growth:|No data available/)
      .first()
      .waitFor();
    await screenshot(page, 'fund-visualize');
  });

  it('lists the fund news or says there is none', async () => {
    await page.goto(`/fund/${symbol}/news`);
    await page
      .getByText(/READ MORE|No news available for .+\./)
      .first()
      .waitFor();
  });
});
