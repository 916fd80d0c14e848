/**
 * On the demo market: a stock reporting in a currency other than the US dollar (OSTR reports
 * and trades in JPY) shows its statement figures with that currency's symbol on the overview
 * metrics, in the 10-year table and on Visualize; every panel says where its figures came from;
 * the public /status page lists the demo market.
 */
import { appReady, screenshot } from './browser';
import { apiGet } from './market-support';
import { expect, test } from './fixtures';

const SYMBOL = 'OSTR';

test.describe('a stock that reports in yen', () => {
  test('the API says so: statements in JPY', async () => {
    const company = await apiGet<{ reportingCurrency: string; profile: { currency: string }; fxRates: unknown }>(`/companies/${SYMBOL}`);
    expect(company).toMatchObject({
      reportingCurrency: 'JPY',
      profile: { currency: 'USD' },
      fxRates: [{ currency: 'JPY', usdPerUnit: 0.0067, provider: 'demo', label: 'Demo market' }],
    });
  });

  test('shows EPS and every money column of the 10-year table with ¥, and the source of prices and statements', async ({ page }) => {
    await page.goto(`/stock/${SYMBOL}`);
    const eps = page
      .locator('dl[aria-label="Key metrics"] .metric')
      .filter({ has: page.getByText('EPS', { exact: true }) })
      .locator('dd');
    await eps.waitFor();
    await expect(eps).toHaveText(/^\(?¥[\d,]+\.\d{2}\)?$/, { useInnerText: true });
    const rows = page.getByRole('region', { name: 'Historical Financial Data' }).locator('tbody tr');
    await rows.first().waitFor();
    const firstRow = await rows.first().locator('td').allInnerTexts();
    // Revenue, Net Income, EPS first; then shares without a currency.
    expect(firstRow.slice(0, 3).every((text) => text.includes('¥') || text === 'N/A')).toBe(true);
    expect(firstRow.join(' ')).not.toContain('$');
    await expect(page.getByTestId('fx-note')).toHaveText(
      /^Statements in JPY, price in USD: P\/E, Forward P\/E, SimpleDCF and Payback Time convert at 1 USD = 149\.25 JPY \(\d{4}-\d\d-\d\d, Demo market\)\.$/,
    );
    const sources = await page.getByTestId('source-line').allTextContents();
    expect(sources).toContainEqual(expect.stringMatching(/^Source: Demo market · prices · as of \d{4}-\d\d-\d\d \d\d:\d\d UTC$/));
    expect(sources).toContainEqual(expect.stringMatching(/^Source: Demo market · statements · as of /));
    await page.getByText('DEMO DATA').waitFor();
    await screenshot(page, 'stock-overview-jpy');
  });

  test('labels the Visualize axes, tooltip and table in yen', async ({ page }) => {
    await page.goto(`/stock/${SYMBOL}/visualize`);
    await appReady(page);
    await page.getByRole('heading', { name: 'Up to 10 Years' }).first().waitFor();
    const chart = page.getByRole('group', { name: /millions of JPY by year/ }).first();
    await chart.waitFor();
    const ticks = await chart.locator('svg text').allTextContents();
    expect(ticks.some((text) => text.startsWith('¥') || text.startsWith('-¥'))).toBe(true);
    expect(ticks.some((text) => text.includes('$'))).toBe(false);
    await chart.focus();
    await page.keyboard.press('ArrowRight');
    await expect(chart.getByRole('status')).toHaveText(/Revenue: -?¥/, { useInnerText: true });
    await page.getByText('Revenue, net income, book value and total debt (millions of JPY)').waitFor({ state: 'attached' });
    await screenshot(page, 'stock-visualize-jpy');
  });

  test('the statements tab keeps its yen and names its source', async ({ page }) => {
    await page.goto(`/stock/${SYMBOL}/statements?tab=income`);
    const revenue = page.getByRole('row', { name: /^Revenue / }).first();
    await revenue.waitFor();
    await expect(revenue).toContainText('¥', { useInnerText: true });
    await expect(page.getByTestId('source-line')).toHaveText(/^Source: Demo market · as of /);
  });
});

test.describe('the status page', () => {
  test('lists the demo market with its calls today, and says no background sync runs', async ({ page }) => {
    await page.goto('/status');
    await page.getByRole('heading', { name: 'Status', level: 1 }).waitFor();
    const row = page.getByRole('row', { name: /Demo market/ });
    await row.waitFor();
    await expect(row.locator('td').nth(2)).toHaveText(/^[\d,]+$/, { useInnerText: true });
    await page.getByText('The market is filled at start-up; no background sync runs.').waitFor();
    await screenshot(page, 'status-demo');
  });
});
