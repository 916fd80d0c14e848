import { screenshot } from './browser';
import { expect, test } from './fixtures';
import { aFundSymbol, waitForPath } from './market-support';

let symbol: string;

test.beforeAll(async () => {
  symbol = await aFundSymbol();
});

// Each step opens its own address: the steps of a test share one tab, which costs far less than a
// fresh browser context for each.
test.describe('fund pages without data', () => {
  test('shows the Ask AI placeholder and sends /fund/{symbol}/old to the overview', async ({ page }) => {
    await test.step('shows the Ask AI placeholder', async () => {
      await page.goto(`/fund/${symbol}/ask-ai`);
      await expect(page.getByText('AI chat interface will be implemented here.')).toBeVisible();
    });

    await test.step('sends /fund/{symbol}/old to the overview', async () => {
      await page.goto('/fund/anyfund/old');
      await waitForPath(page, /^\/fund\/ANYFUND$/);
    });
  });
});

test.describe('fund overview', () => {
  test('shows the overview, Visualize and News of a fund, and says when there is none', async ({ page }) => {
    await test.step('shows the info panel, the top 10 holdings and both allocations', async () => {
      await page.goto(`/fund/${symbol}`);
      await expect(page.getByRole('heading', { level: 1, name: new RegExp(`^${symbol}: .+`) })).toBeVisible();
      await expect(page.getByRole('navigation', { name: `${symbol} sections` }).getByRole('link')).toHaveText([
        'Overview',
        'Visualize',
        'News',
        'Ask AI',
      ]);
      for (const label of ['ETF Company', 'Assets Under Management', 'Asset Class', 'Holdings Count', 'NAV', 'Inception Date', 'Website']) {
        await expect(page.getByText(label, { exact: true })).toBeVisible();
      }
      await expect(page.locator('.metric', { hasText: 'Assets Under Management' }).locator('dd')).toHaveText(/^(\$[\d,.]+[TBMK]?|N\/A)$/);
      await expect(page.locator('.description')).not.toHaveText(/&(amp|quot|#\d+);/);

      const holdings = page.getByRole('table', { name: 'Top Holdings' }).locator('tbody tr');
      await expect(holdings.first()).toHaveText(/^1\s.+\s\d+\.\d{3}%/, { useInnerText: true });
      expect(await holdings.count()).toBeLessThanOrEqual(10);
      await expect(holdings.first().getByRole('link')).toHaveAttribute('href', /^\/stock\/[A-Z0-9.^-]+$/);

      await expect(page.getByRole('heading', { name: 'Sector Allocation' })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Country Allocation' })).toBeVisible();
      await screenshot(page, 'fund-overview');
    });

    await test.step("says 'Fund not found' for an unknown fund", async () => {
      await page.goto('/fund/NOSUCHFUND');
      await expect(page.getByText('Fund not found')).toBeVisible();
    });

    await test.step('shows the price chart on Visualize', async () => {
      await page.goto(`/fund/${symbol}/visualize`);
      await expect(page.getByRole('group', { name: 'Chart range' })).toBeVisible();
      await expect(page.getByText(/Growth:|No data available/).first()).toBeVisible();
      await screenshot(page, 'fund-visualize');
    });

    await test.step('lists the fund news or says there is none', async () => {
      await page.goto(`/fund/${symbol}/news`);
      await expect(page.getByText(/READ MORE|No news available for .+\./).first()).toBeVisible();
    });
  });
});
