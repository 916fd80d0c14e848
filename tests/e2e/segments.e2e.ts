/**
 * The Segments view on the stock's Statements page: revenue by segment (with operating income),
 * by product or service and by region, each figure tagged with its concept, member and filing,
 * the period kept in the address; at 1280 x 800 and on a 390 px phone without sideways scrolling.
 */
import type { Page } from '@playwright/test';
import { seriousViolations } from './axe';
import { appReady, screenshot } from './browser';
import { expect, test } from './fixtures';
import { aStockSymbol, waitForPath } from './market-support';

let symbol = 'DEMO';

test.beforeAll(async () => {
  symbol = await aStockSymbol();
});

async function segmentsShown(page: Page) {
  const section = page.getByRole('region', { name: 'Segments' });
  await section.getByRole('heading', { name: 'By segment' }).waitFor();
  return section;
}

test.describe('segments', () => {
  test('shows revenue by segment, product and region with the filing each figure comes from', async ({ page }) => {
    await page.goto(`/stock/${symbol}/statements`);
    await appReady(page);
    const section = await segmentsShown(page);
    for (const heading of ['By segment', 'By product or service', 'By region'])
      await section.getByRole('heading', { name: heading }).waitFor();
    await section.getByRole('rowheader', { name: 'Services', exact: true }).waitFor();
    // The operating-income rows sit under a section heading row, as on the statement tables.
    await section.getByRole('columnheader', { name: 'Operating income', exact: true }).waitFor();
    const headers = await section.getByRole('region', { name: 'Revenue by product or service' }).locator('thead th').allInnerTexts();
    expect(headers[0]).toBe('Product or service');
    expect(headers.slice(1).every((text) => /^FY\d{4}$/.test(text))).toBe(true);
    // Whole numbers on the K and M scales, a tenth on the B scale.
    const cells = await section.locator('td').allInnerTexts();
    expect(cells.length).toBeGreaterThan(0);
    expect(cells.filter((text) => !/^(—|\(?(?:[$€£¥]|C\$|A\$|CHF )?[\d,]+(?:\.\d)?\)?)$/.test(text))).toEqual([]);
    await expect(section.locator('td[data-tag]').first()).toHaveAttribute(
      'data-tag',
      /^us-gaap:Revenues · .+Member · 10-K \d{10}-\d{2}-\d{6}$/,
    );
    await expect(section.getByTestId('segment-source').first()).toHaveText(/^Source: 10-K \d{10}-\d{2}-\d{6} filed \d{4}-\d{2}-\d{2}/);
    await screenshot(page, 'stock-segments');

    await section.getByRole('link', { name: 'Quarterly', exact: true }).click();
    await waitForPath(page, /segments=quarterly/);
    // The demo's 10-Qs carry their quarter's figures.
    await section
      .getByRole('columnheader', { name: /^Q[1-3] FY\d{4}$/ })
      .first()
      .waitFor();
    await expect(section.locator('td[data-tag]').first()).toHaveAttribute(
      'data-tag',
      /^us-gaap:Revenues · .+Member · 10-Q \d{10}-\d{2}-\d{6}$/,
    );
    await screenshot(page, 'stock-segments-quarterly');
  });

  test('fits a 390 px phone: the tables scroll in their own box, nothing serious for axe', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/stock/${symbol}/statements`);
    await appReady(page);
    await segmentsShown(page);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'stock-segments-phone');
  });
});
