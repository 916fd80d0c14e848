/**
 * The Filings tab and the filing reader on the demo market: the tab lists the company's filings
 * newest first, a filing opens with its table of contents and one Item, a deep link to a passage
 * scrolls to it and marks it, a failed read offers Try Again; at 1280 x 800 and on a 390 px phone
 * without sideways scrolling, with nothing serious for axe.
 */
import type { Page } from '@playwright/test';
import { seriousViolations } from './axe';
import { appReady, screenshot } from './browser';
import { expect, test } from './fixtures';
import { apiGet, aStockSymbol, waitForPath } from './market-support';

interface Filings {
  filings: { accession: string; form: string; fiscalYear: number; fiscalPeriod: string }[];
}
interface Sections {
  sections: { key: string; item: string; title: string; passageIds: string[] }[];
}

let symbol = 'DEMO';
let accession = '';
let sections: Sections['sections'] = [];

test.beforeAll(async () => {
  symbol = await aStockSymbol();
  const { filings } = await apiGet<Filings>(`/companies/${symbol}/filings`);
  accession = filings[0]?.accession ?? '';
  ({ sections } = await apiGet<Sections>(`/companies/${symbol}/filings/${accession}/sections`));
});

/** The filing's Item `key` as the API lists it. */
function section(key: string) {
  const found = sections.find((candidate) => candidate.key === key);
  if (!found) throw new Error(`the demo filing has no Item ${key}`);
  return found;
}

async function noSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

test.describe('filings', () => {
  // The visitor's three checks share one tab, each opening its own address (the failed read, which
  // leaves its route in place, comes last): far cheaper than a fresh browser context for each.
  test('the Filings tab lists the filings and opens one, a deep link opens its passage, and a failed read offers Try Again', async ({
    page,
  }) => {
    await test.step('the Filings tab lists the filings newest first and opens one at its first Item', async () => {
      await page.goto(`/stock/${symbol}`);
      await appReady(page);
      await page
        .getByRole('navigation', { name: `${symbol} sections` })
        .getByRole('link', { name: 'Filings' })
        .click();
      await waitForPath(page, new RegExp(`^/stock/${symbol}/filings$`));
      const table = page.getByRole('region', { name: `${symbol} filings` });
      const rows = table.locator('tbody tr');
      await rows.first().waitFor();
      expect(await rows.count()).toBeGreaterThan(1);
      await expect(rows.first().getByRole('rowheader')).toHaveText('10-K');
      const periods = await rows.locator('td:nth-child(2)').allInnerTexts();
      expect(periods.every((period) => /^(Q[1-3] )?FY\d{4}$/.test(period))).toBe(true);
      const years = periods.map((period) => Number(period.slice(-4)));
      expect(years).toEqual([...years].sort((a, b) => b - a));
      await expect(rows.first().getByRole('link', { name: /^Document of the 10-K FY\d{4}/ })).toHaveAttribute('href', /\/document$/);
      expect(await seriousViolations(page)).toEqual([]);
      await screenshot(page, 'filings-list');

      await rows
        .first()
        .getByRole('link', { name: /^Read the 10-K FY\d{4}$/ })
        .click();
      await waitForPath(page, new RegExp(`^/stock/${symbol}/filings/${accession}$`));
      await page.getByRole('heading', { level: 2, name: /^10-K FY\d{4}$/ }).waitFor();
      const contents = page.getByRole('navigation', { name: 'Table of contents' });
      const items = await contents.getByRole('link').allInnerTexts();
      expect(items).toEqual(sections.map((s) => `Item ${s.item} ${s.title}`));
      const first = section(sections[0]?.key ?? '');
      await page.getByRole('heading', { level: 3, name: `Item ${first.item}. ${first.title}` }).waitFor();
      await expect(contents.getByRole('link', { name: `Item ${first.item} ${first.title}` })).toHaveAttribute('aria-current', 'page');

      const risks = section('1A');
      await contents.getByRole('link', { name: `Item 1A ${risks.title}` }).click();
      await waitForPath(page, /\?item=1A$/);
      await page.getByRole('heading', { level: 3, name: `Item 1A. ${risks.title}` }).waitFor();
      await expect(page.locator('.filing-section .filing-passage')).toHaveCount(risks.passageIds.length);
      expect(await seriousViolations(page)).toEqual([]);
      await screenshot(page, 'filing-reader');
    });

    await test.step('a deep link to a passage opens its Item scrolled to the passage, marked and focused', async () => {
      const mdna = section('7');
      const passage = mdna.passageIds.at(-1) ?? '';
      await page.goto(`/stock/${symbol}/filings/${accession}?passage=${passage}`);
      await appReady(page);
      await page.getByRole('heading', { level: 3, name: `Item 7. ${mdna.title}` }).waitFor();
      // The passage goes into the fragment as well, which the router scrolls to.
      await expect(page).toHaveURL(new RegExp(`\\?passage=${passage}#${passage}$`));
      const target = page.locator(`[id="${passage}"]`);
      await expect(target).toHaveClass(/\btargeted\b/);
      await expect(target).toBeInViewport();
      await expect(target).toBeFocused();

      // Each passage links to itself; following another one moves the mark there.
      const other = mdna.passageIds[0] ?? '';
      await page.locator(`[id="${other}"]`).getByRole('link', { name: 'Link to paragraph 1' }).click();
      await expect(page).toHaveURL(new RegExp(`\\?item=7&passage=${other}#${other}$`));
      await expect(page.locator(`[id="${other}"]`)).toHaveClass(/\btargeted\b/);
      await expect(target).not.toHaveClass(/\btargeted\b/);
    });

    await test.step('a failed read says so and Try Again reads again', async () => {
      await page.goto(`/stock/${symbol}`);
      await appReady(page);
      let failing = true;
      await page.route(
        (url) => url.pathname === `/api/v1/companies/${symbol}/filings`,
        (route) =>
          failing
            ? route.fulfill({ status: 502, json: { error: { code: 'provider_error', message: 'SEC EDGAR is unreachable' } } })
            : route.continue(),
      );
      await page
        .getByRole('navigation', { name: `${symbol} sections` })
        .getByRole('link', { name: 'Filings' })
        .click();
      await page.getByRole('alert').getByText('Could not load the filings: SEC EDGAR is unreachable').waitFor();
      failing = false;
      await page.getByRole('button', { name: 'Try Again' }).click();
      await page
        .getByRole('region', { name: `${symbol} filings` })
        .locator('tbody tr')
        .first()
        .waitFor();
      await expect(page.getByRole('alert')).toHaveCount(0);
    });
  });

  test('a signed-in reader opens what changed against the year before and reads a new paragraph where it is', async ({ signedIn }) => {
    const { page } = await signedIn('Filer', `/stock/${symbol}/filings/${accession}`);
    await appReady(page);
    const changes = page.locator('details.filing-changes');
    await changes.getByText(/^What changed against the 10-K for FY\d{4}$/).click();
    await changes.getByRole('heading', { level: 4, name: `Item 1A. ${section('1A').title}` }).waitFor();
    await expect(changes.getByRole('heading', { level: 4 })).toHaveCount(2);
    const read = changes.getByRole('link', { name: 'Read in the 10-K' }).first();
    const href = (await read.getAttribute('href')) ?? '';
    const passage = new URL(href, page.url()).searchParams.get('passage') ?? '';
    expect(passage).not.toBe('');
    await read.click();
    const target = page.locator(`[id="${passage}"]`);
    await expect(target).toHaveClass(/\btargeted\b/);
    await expect(target).toBeInViewport();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'filing-changes');
    // On a phone the word diffs wrap: nothing scrolls sideways.
    await page.setViewportSize({ width: 390, height: 844 });
    await noSidewaysScroll(page);
    await screenshot(page, 'filing-changes-phone');
  });
});

test.describe('filings on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the list and the reader fit 390 px: tables scroll in their own box', async ({ page }) => {
    await page.goto(`/stock/${symbol}/filings`);
    await appReady(page);
    await page
      .getByRole('region', { name: `${symbol} filings` })
      .locator('tbody tr')
      .first()
      .waitFor();
    await noSidewaysScroll(page);
    await screenshot(page, 'filings-list-phone');

    // A passage far below the top of a phone's screen: the page scrolls down to it.
    const statements = section('8');
    const last = statements.passageIds.at(-1) ?? '';
    await page.goto(`/stock/${symbol}/filings/${accession}?passage=${last}`);
    await appReady(page);
    await page.getByRole('heading', { level: 3, name: `Item 8. ${statements.title}` }).waitFor();
    await expect(page.locator(`[id="${last}"]`)).toBeInViewport();
    await expect(page.getByRole('heading', { level: 2, name: /^10-K FY\d{4}$/ })).not.toBeInViewport();
    await noSidewaysScroll(page);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'filing-reader-phone');
  });
});
