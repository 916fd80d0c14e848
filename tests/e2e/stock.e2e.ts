import type { Page } from '@playwright/test';
import { appReady, screenshot } from './browser';
import { aSplitStockSymbol, aStockSymbol, scrollToBottom, waitForPath } from './market-support';
import { callApi } from './session';
import { expect, test } from './fixtures';

let symbol = 'DEMO';

test.beforeAll(async () => {
  symbol = await aStockSymbol();
});

/**
 * Clears what the page's app stored in the browser (local and session storage), so the next step
 * starts as a first visit would: the steps of a test share one tab, which costs far less than a
 * fresh browser context each. Nothing to clear before the tab has opened a page of the site.
 */
async function freshVisit(page: Page): Promise<void> {
  if (!page.url().startsWith('http')) return;
  await page.evaluate(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
}

test.describe('stock overview and details', () => {
  // The pages open one after the other in one tab, which costs far less than a fresh context each.
  test("shows a stock's overview and details, and says when there is no such stock", async ({ page }) => {
    await test.step("shows 'SYMBOL: name', the live price, the sub-tabs, the metrics and the yearly table", async () => {
      await page.goto(`/stock/${symbol}`);
      await page.getByRole('heading', { level: 1, name: new RegExp(`^${symbol}: .+`) }).waitFor();
      await page
        .getByTestId('live-price')
        .getByText(/^\$[\d,]+\.\d{2}$/)
        .waitFor();
      const tabs = await page
        .getByRole('navigation', { name: `${symbol} sections` })
        .getByRole('link')
        .allInnerTexts();
      expect(tabs).toEqual(['Overview', 'Company Details', 'Statements', 'Visualize', 'News', 'Filings', '10K Analysis', 'Ask AI']);
      const metrics = page.locator('dl[aria-label="Key metrics"]');
      for (const label of ['Market Cap', 'P/E', 'SimpleDCF', 'Margin of Safety (50% of SimpleDCF)', 'ROIC']) {
        await metrics.getByText(label, { exact: true }).waitFor();
      }
      await expect(metrics.getByText(/^Revenue Growth \(\dY CAGR\)$/)).toHaveCount(1);
      await page.getByRole('heading', { name: 'Historical Financial Data' }).waitFor();
      expect(await page.locator('table tbody tr').count()).toBeLessThanOrEqual(10);
      await page.getByText('DEMO DATA').waitFor();
      await screenshot(page, 'stock-overview');
    });

    await test.step("says 'No data found for {symbol}' for an unknown stock", async () => {
      await page.goto('/stock/NOSUCHCO');
      await page.getByText('No data found for NOSUCHCO').waitFor();
    });

    await test.step('shows the description, the facts grid and the key executives', async () => {
      await page.goto(`/stock/${symbol}/details`);
      await page.getByRole('heading', { name: 'Company Details' }).waitFor();
      for (const label of ['Sector', 'Industry', 'Exchange', 'IPO Date', 'Full Time Employees', 'Website', 'Country']) {
        await page.getByText(label, { exact: true }).first().waitFor();
      }
      await page.getByRole('heading', { name: 'Key Executives' }).waitFor();
      const headers = await page.locator('table thead th').allInnerTexts();
      expect(headers).toEqual(['Name', 'Title', 'DOB', 'Salary']);
      await screenshot(page, 'stock-details');
    });
  });
});

test.describe('statements', () => {
  // One tab for the four checks, its storage cleared before each: what one stored (a scale, a
  // period) cannot reach the next, at far less cost than a fresh browser context for each.
  test('keeps tab, scale and period in the address, and shows figures as the company reports them, split-adjusted', async ({ page }) => {
    await freshVisit(page);
    await test.step('keeps the tab and the scale in the address, Condensed and M by default', async () => {
      await page.goto(`/stock/${symbol}/statements`);
      await appReady(page);
      await waitForPath(page, /\?tab=condensed$/);
      await page.getByRole('columnheader', { name: 'Item' }).waitFor();
      for (const row of ['Gross Margin %', 'FCF', 'Net Debt', 'Interest Coverage (x)', 'Diluted EPS']) {
        await page.getByRole('rowheader', { name: row, exact: true }).waitFor();
      }
      await expect(page.getByRole('combobox', { name: 'Scale' })).toHaveValue('M');

      await page.getByRole('link', { name: 'Balance', exact: true }).click();
      await waitForPath(page, /\?tab=balance$/);
      await page.getByRole('rowheader', { name: 'Total Liab + Equity' }).waitFor();

      await page.getByRole('combobox', { name: 'Scale' }).selectOption('B');
      await waitForPath(page, /tab=balance&scale=B$/);
      await page.reload();
      await page.getByRole('rowheader', { name: 'Total Liab + Equity' }).waitFor();
      await expect(page.getByRole('combobox', { name: 'Scale' })).toHaveValue('B');
      await expect(page.getByRole('link', { name: 'Balance', exact: true })).toHaveAttribute('aria-current', 'page');
      await screenshot(page, 'stock-statements-balance');
    });

    await freshVisit(page);
    await test.step('shows figures with the currency symbol, negatives in parentheses, and YoY rows on request', async () => {
      await page.goto(`/stock/${symbol}/statements?tab=income`);
      await appReady(page);
      const revenue = page.getByRole('row', { name: /^Revenue / }).first();
      await revenue.waitFor();
      await expect(revenue).toHaveText(/[$€£¥]|C\$|A\$|CHF/, { useInnerText: true });
      await page.getByLabel('Show YoY %').check();
      await page.getByRole('rowheader', { name: 'Revenue YoY %' }).waitFor();
      const cells = await page.locator('td').allInnerTexts();
      const cell = /^(—|\(?(?:[$€£¥]|C\$|A\$|CHF )?[\d,]+(?:\.\d+)?%?\)?)$/;
      expect(cells.filter((text) => !cell.test(text))).toEqual([]);
      expect(cells.some((text) => text.includes('%'))).toBe(true);
      await screenshot(page, 'stock-statements-income');
    });

    await freshVisit(page);
    await test.step('switches between Annual, Quarterly and TTM, kept in the address; the last TTM of a fiscal year is that year', async () => {
      await page.goto(`/stock/${symbol}/statements?tab=income`);
      await appReady(page);
      const period = page.getByRole('navigation', { name: 'Period', exact: true });
      await expect(period.getByRole('link', { name: 'Annual' })).toHaveAttribute('aria-current', 'page');
      const revenueCells = async () => {
        const row = page.getByRole('row', { name: /^Revenue / }).first();
        await row.waitFor();
        return row.getByRole('cell').allInnerTexts();
      };
      const annualRevenue = await revenueCells();

      await period.getByRole('link', { name: 'Quarterly' }).click();
      await waitForPath(page, /\?tab=income&period=quarterly$/);
      const quarterHeading = page.getByRole('columnheader', { name: /^FY\d{4} Q[1-4]$/ });
      await quarterHeading.first().waitFor();
      expect(await quarterHeading.count()).toBeGreaterThanOrEqual(40);
      await expect(page.getByText(/^Income · Quarterly · /)).toBeVisible();
      await screenshot(page, 'stock-statements-quarterly');

      await period.getByRole('link', { name: 'TTM' }).click();
      await waitForPath(page, /\?tab=income&period=ttm$/);
      await page
        .getByRole('columnheader', { name: /^TTM FY\d{4} Q4$/ })
        .first()
        .waitFor();
      // The demo market's newest quarter closes its newest fiscal year, so the first TTM column is that year.
      expect((await revenueCells())[0]).toBe(annualRevenue[0]);
      await page.reload();
      await expect(period.getByRole('link', { name: 'TTM' })).toHaveAttribute('aria-current', 'page');

      await period.getByRole('link', { name: 'Annual' }).click();
      await waitForPath(page, /\?tab=income$/);
    });

    await freshVisit(page);
    await test.step("says a company's per-share figures are split-adjusted, with the value as reported on hover and focus", async () => {
      const split = await aSplitStockSymbol();
      await page.goto(`/stock/${split}/statements?tab=income`);
      await appReady(page);
      await expect(page.getByText(/^Per-share figures and share counts are adjusted for stock splits \([234]-for-1 on /)).toBeVisible();
      const adjusted = page
        .getByRole('row', { name: /^EPS Diluted / })
        .locator('td[data-as-reported]')
        .first();
      await adjusted.focus();
      await expect(adjusted).toHaveAttribute('title', /^As reported before stock splits: /);
      await screenshot(page, 'stock-statements-split');
    });
  });
});

test.describe('visualize', () => {
  // One tab for the four checks, its storage cleared before each: the range one stored cannot
  // reach the next, at far less cost than a fresh browser context for each.
  test('switches and remembers the range, draws the financial charts by year and quarter, and says when too small', async ({ page }) => {
    await freshVisit(page);
    await test.step('switches the price range, shows growth (with CAGR for 5Y) and remembers the range', async () => {
      await page.goto(`/stock/${symbol}/visualize`);
      await appReady(page);
      const group = page.getByRole('group', { name: 'Chart range' });
      await group.waitFor();
      expect(await group.getByRole('button').allInnerTexts()).toEqual(['1D', '2D', '5D', '1M', '3M', '6M', 'YTD', '1Y', '2Y', '5Y', '10Y']);
      await page.getByTestId('growth-line').waitFor();
      await expect(page.getByTestId('growth-line')).toHaveText(/^Growth: (-?[\d,]+\.\d{2}%|N\/A)$/, { useInnerText: true });

      await group.getByRole('button', { name: '5Y' }).click();
      await expect(group.getByRole('button', { name: '5Y' })).toHaveAttribute('aria-pressed', 'true');
      await page.getByTestId('growth-line').getByText(/CAGR:/).waitFor();
      await expect(page.getByTestId('growth-line')).toHaveText(/^Growth: .+ \/ CAGR: (-?[\d,]+\.\d{2}%|N\/A)$/, { useInnerText: true });

      await page.reload();
      await appReady(page);
      await expect(group.locator('[aria-pressed="true"]')).toHaveText('5Y');
      expect(await page.evaluate(() => window.localStorage.getItem('visualize-range'))).toBe('5Y');

      await group.getByRole('button', { name: '1D' }).click();
      await page
        .getByText(/Loading chart data\.\.\.|Growth:|No data available/)
        .first()
        .waitFor();
      await screenshot(page, 'stock-visualize');
    });

    await freshVisit(page);
    await test.step("titles both financial charts 'Up to 10 Years' and reads prices from the keyboard", async () => {
      await page.goto(`/stock/${symbol}/visualize`);
      await appReady(page);
      await page.getByRole('heading', { name: 'Up to 10 Years' }).nth(1).waitFor();
      await expect(page.getByRole('heading', { name: 'Up to 10 Years' })).toHaveCount(2);
      const chart = page.getByRole('group', { name: /price chart/ });
      await chart.focus();
      await page.keyboard.press('End');
      await expect(chart.getByRole('status')).toHaveText(/\$[\d,]+\.\d{2}/, { useInnerText: true });
    });

    await freshVisit(page);
    await test.step('draws the financial charts by fiscal quarter on request, labelled as the company labels its quarters', async () => {
      await page.goto(`/stock/${symbol}/visualize`);
      await appReady(page);
      await page.getByRole('heading', { name: 'Up to 10 Years' }).nth(1).waitFor();
      await page.getByRole('group', { name: 'Financial periods' }).getByRole('button', { name: 'Quarterly' }).click();
      await expect(page.getByRole('heading', { name: 'Up to 40 Quarters' })).toHaveCount(2);
      const bars = page.getByRole('group', { name: /^Grouped bar chart .* by quarter\./ });
      await bars.focus();
      await page.keyboard.press('ArrowLeft');
      await expect(bars.getByRole('status')).toHaveText(/^FY\d{4} Q[1-4]/, { useInnerText: true });
      await screenshot(page, 'stock-visualize-quarterly');
    });

    await freshVisit(page);
    await test.step("shows 'Chart too small to display' in a narrow window", async () => {
      await page.setViewportSize({ width: 200, height: 700 });
      await page.goto(`/stock/${symbol}/visualize`);
      await page.getByText('Chart too small to display').first().waitFor();
      await page.setViewportSize({ width: 1280, height: 800 });
    });
  });
});

test.describe('visualize for a signed-in user', () => {
  test("keeps the chosen range in preference 'visualize-range' and restores it without local storage", async ({ signedIn }) => {
    const { page } = await signedIn('Range', `/stock/${symbol}/visualize`);
    const group = page.getByRole('group', { name: 'Chart range' });
    await group.getByRole('button', { name: '3M' }).click();
    await expect(group.getByRole('button', { name: '3M' })).toHaveAttribute('aria-pressed', 'true');
    const savedRange = async () => {
      const { body } = await callApi<{ name: string; value: string }[]>(page, 'GET', '/user/preferences');
      return body.find((preference) => preference.name === 'visualize-range')?.value;
    };
    await expect.poll(savedRange).toBe('3M');

    await page.evaluate(() => window.localStorage.clear());
    await page.reload();
    await expect(group.locator('[aria-pressed="true"]')).toHaveText('3M');
    expect(await page.evaluate(() => window.localStorage.getItem('visualize-range'))).toBeNull();
  });
});

test.describe('news', () => {
  test('lists news with date, site, text cut at 400 characters and READ MORE links', async ({ page }) => {
    await page.goto(`/stock/${symbol}/news`);
    await page.getByRole('heading', { name: 'News', level: 2 }).waitFor();
    await page
      .getByText(/READ MORE|No news available for/)
      .first()
      .waitFor();
    const items = page.locator('.news-item');
    if ((await items.count()) > 0) {
      const link = items.first().getByRole('link', { name: /READ MORE/ });
      await expect(link).toHaveAttribute('target', '_blank');
      for (const text of await page.locator('.news-item p:not(.news-meta)').allInnerTexts()) {
        expect(text.length).toBeLessThanOrEqual(403);
      }
    }
    await screenshot(page, 'stock-news');
  });
});

test.describe('a demo news article', () => {
  test('opens from its READ MORE link with its title and the demo label; an address of no article is a 404 page', async ({ page }) => {
    await page.goto(`/stock/${symbol}/news`);
    const link = page
      .locator('.news-item')
      .first()
      .getByRole('link', { name: /READ MORE/ });
    const href = await link.getAttribute('href');
    expect(href).toMatch(/^\/demo-news\//);
    const title = await page.locator('.news-item').first().getByRole('heading').first().textContent();
    const response = await page.goto(href!);
    expect(response?.status()).toBe(200);
    await appReady(page);
    await expect(page.getByRole('note')).toContainText('DEMO NEWS');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title!.trim());

    const missing = await page.goto('/demo-news/no-such-article');
    expect(missing?.status()).toBe(404);
    await expect(page.getByText('404: Not Found')).toBeVisible();
  });
});

test.describe('news infinite scroll', () => {
  test("loads the second page of 20 as the page scrolls, then says 'No more news available.'", async ({ page }) => {
    // A demo company has a few stories: repeat them under new addresses so there are 25 in all.
    const total = 25;
    const requested: Array<{ limit: number; offset: number }> = [];
    const isNewsOfSymbol = (url: URL) => url.pathname === `/api/v1/companies/${symbol}/news`;
    await page.route(isNewsOfSymbol, async (route) => {
      const url = new URL(route.request().url());
      const limit = Number(url.searchParams.get('limit'));
      const offset = Number(url.searchParams.get('offset') ?? 0);
      requested.push({ limit, offset });
      url.searchParams.set('offset', '0');
      const response = await route.fetch({ url: url.href });
      const body = (await response.json()) as { news: Array<{ title: string; url: string }> };
      if (body.news.length === 0) throw new Error(`the demo market has no news for ${symbol}`);
      const news = Array.from({ length: Math.max(0, Math.min(limit, total - offset)) }, (_, i) => {
        const story = body.news[(offset + i) % body.news.length]!;
        return { ...story, title: `${offset + i + 1}. ${story.title}`, url: `${story.url}?copy=${offset + i + 1}` };
      });
      await route.fulfill({ response, json: { ...body, news } });
    });
    try {
      await page.goto(`/stock/${symbol}/news`);
      await appReady(page);
      const items = page.locator('.news-item');
      await items.nth(19).waitFor();
      await expect(items).toHaveCount(20);
      await expect(page.getByText('No more news available.')).toHaveCount(0);

      await scrollToBottom(page);
      await items.nth(total - 1).waitFor();
      await expect(items).toHaveCount(total);
      await page.getByText('No more news available.').waitFor();
      expect(requested).toEqual([
        { limit: 20, offset: 0 },
        { limit: 20, offset: 20 },
      ]);
      await screenshot(page, 'stock-news-end');
    } finally {
      await page.unroute(isNewsOfSymbol);
    }
  });
});
