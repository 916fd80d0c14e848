/**
 * States and errors a person can read: toasts in view wherever the page is scrolled, symbols
 * with ^ in the address, an unknown symbol's page, a fund opened as a stock, and hidden tickers
 * left out of the lists.
 */
import type { Page } from '@playwright/test';
import { seriousViolations } from './axe';
import { appReady, screenshot, toastRegion } from './browser';
import { aFundSymbol, apiGet, stockSymbols } from './market-support';
import { callApi, failRequests, signIn, uniqueUser } from './session';
import { expect, type NewContext, test } from './fixtures';

let symbol: string;

test.beforeAll(async () => {
  [symbol] = (await stockSymbols(1)) as [string];
});

/** A page in a context of its own at `width`×`height`, signed in as a new user when named. */
async function pageAt(newContext: NewContext, width: number, height: number, signedInAs?: string): Promise<Page> {
  const page = await (await newContext({ viewport: { width, height } })).newPage();
  if (signedInAs) await signIn(page, uniqueUser(signedInAs));
  return page;
}

/** True when the whole box of `locator` lies inside the viewport. */
async function inViewport(page: Page, selector: string): Promise<boolean> {
  return page.locator(selector).evaluate((element) => {
    const box = element.getBoundingClientRect();
    return box.height > 0 && box.top >= 0 && box.left >= 0 && box.bottom <= window.innerHeight && box.right <= window.innerWidth;
  });
}

test.describe('toasts', () => {
  for (const [width, height] of [
    [1280, 800],
    [390, 844],
  ] as const) {
    test(`show inside the viewport at ${width}x${height}, wherever the page is scrolled, and the footer keeps the latest`, async ({
      newContext,
    }) => {
      const page = await pageAt(newContext, width, height, 'Toaster');
      await page.clock.install();
      await page.goto(`/stock/${symbol}`);
      await appReady(page);
      // Time stands still from here (a minute on, past any timer due now): the toast stays for its
      // 4 s however long the checks below take on a busy machine.
      await page.clock.pauseAt(await page.evaluate(() => Date.now() + 60_000));
      const favorite = page.getByRole('group', { name: `${symbol} lists` }).getByRole('button', { name: 'Favorite' });
      await expect(favorite).toBeEnabled();
      await favorite.click();
      const toast = toastRegion(page).getByText('Added to favorites');
      await toast.waitFor();
      expect(await inViewport(page, '.toast-region li')).toBe(true);
      await expect(toastRegion(page).getByRole('status')).toHaveAttribute('aria-live', 'polite');
      await page.getByTestId('footer-toast').getByText('Added to favorites').waitFor();
      await screenshot(page, `toast-in-viewport-${width}`);
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      expect(await inViewport(page, '.toast-region li')).toBe(true);
      await page.getByRole('button', { name: 'Dismiss notification' }).click();
      await toast.waitFor({ state: 'detached' });
    });
  }
});

test.describe('in-app navigation', () => {
  test('marks the page being left as busy, then shows the loading text of the next one until its data arrives', async ({ newContext }) => {
    const page = await pageAt(newContext, 1280, 800);
    const [, other] = (await stockSymbols(2)) as [string, string];
    await page.goto('/about');
    await appReady(page);
    // The next page's data is held until its loading state has been seen.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(`**/api/v1/companies/${other}`, async (route) => {
      await held;
      await route.continue();
    });
    await page.evaluate((path) => {
      window.history.pushState({}, '', path);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, `/stock/${other}`);
    await page.locator('main[aria-busy="true"]').waitFor();
    await page.getByRole('status').getByText('Loading stock details...').waitFor();
    await screenshot(page, 'route-pending');
    release();
    await page.getByRole('heading', { level: 1, name: new RegExp(`^${other}: `) }).waitFor();
    await expect(page.locator('main[aria-busy="true"]')).toHaveCount(0);
  });
});

test.describe('the ten-year table', () => {
  test('shows every column at 1280 px, and on a phone says that more lie to the side', async ({ newContext }) => {
    const laptop = await pageAt(newContext, 1280, 800);
    await laptop.goto(`/stock/${symbol}`);
    const table = laptop.getByRole('region', { name: 'Historical Financial Data' });
    for (const header of ['Total Debt', 'ROIC']) {
      const box = await table.getByRole('columnheader', { name: header }).boundingBox();
      expect(box!.x + box!.width, header).toBeLessThanOrEqual(1280);
    }
    expect(await table.evaluate((element) => element.scrollWidth - element.clientWidth)).toBeLessThanOrEqual(1);
    await expect(laptop.getByText('Scroll sideways for more columns →')).toHaveCount(0);

    const phone = await pageAt(newContext, 390, 844);
    await phone.goto(`/stock/${symbol}`);
    await appReady(phone);
    await phone.getByText('Scroll sideways for more columns →').first().waitFor();
    const box = phone.getByRole('region', { name: 'Historical Financial Data' });
    await expect(box).toHaveAttribute('data-more', 'right');
    await expect(box).toHaveAttribute('tabindex', '0');
    await box.evaluate((element) => element.scrollTo(element.scrollWidth, 0));
    await expect(box).toHaveAttribute('data-more', 'left');
    // The row labels (years) stay in view when scrolled sideways.
    const year = await box.locator('tbody tr').first().locator('th, td').first().boundingBox();
    expect(year!.x).toBeLessThan(40);
  });
});

test.describe('intraday charts', () => {
  test('run on trading time at 1280 px: two sessions side by side with the closed night marked, times in ET', async ({ newContext }) => {
    const page = await pageAt(newContext, 1280, 800);
    await page.goto(`/stock/${symbol}/visualize`);
    // The server's page answers clicks once the app has taken it over.
    await appReady(page);
    await page.getByRole('group', { name: 'Chart range' }).getByRole('button', { name: '2D', exact: true }).click();
    await page.getByText(/^Times ET/).waitFor();
    const labels = await page.locator('.chart-box').first().locator('.visx-axis-bottom .visx-axis-tick text').allTextContents();
    // Two sessions date each start ('Nov 20 9:30 AM'); one only when the weekday before was a holiday.
    const sessions = Math.max(1, labels.filter((label) => /^\w{3} \d{1,2} 9:30 AM$/.test(label)).length);
    expect(labels.some((label) => /9:30 AM$/.test(label))).toBe(true);
    expect(await page.locator('.session-boundary').count()).toBe(sessions - 1);
    // Trading time: an hour takes the same width in both sessions, and the closed night between
    // them none, only the step between two bars. (Today's session may still be running, or be
    // an early close, so the two sessions need not be equally wide.)
    if (sessions === 2) {
      const ticks = page.locator('.chart-box').first().locator('.visx-axis-bottom .visx-axis-tick text');
      const tickX = async (index: number) => {
        const box = (await ticks.nth(index).boundingBox())!;
        return box.x + box.width / 2;
      };
      const secondOpen = labels.findIndex((label, index) => index > 0 && /^\w{3} \d{1,2} 9:30 AM$/.test(label));
      const hour = (await tickX(1)) - (await tickX(0));
      if (labels[secondOpen + 1] === '10:30 AM')
        expect(Math.abs((await tickX(secondOpen + 1)) - (await tickX(secondOpen)) - hour)).toBeLessThan(2);
      const boundary = (await page.locator('.session-boundary').boundingBox())!;
      const nightWidth = (await tickX(secondOpen)) - boundary.x;
      expect(nightWidth).toBeGreaterThan(0);
      expect(nightWidth).toBeLessThan(hour / 2);
    }
    await page.locator('.chart-box').first().focus();
    await page.keyboard.press('End');
    await page
      .getByRole('status')
      .filter({ hasText: / ET \$/ })
      .waitFor();
    await screenshot(page, 'chart-2d-trading-time');
  });

  test('shows the same sessions where the calendar day is not New York’s (the market day is New York’s), under an installed clock too', async ({
    newContext,
  }) => {
    const twoDayChartIn = async (timezoneId: string) => {
      const page = await (await newContext({ timezoneId, viewport: { width: 1280, height: 800 } })).newPage();
      // Tests install Playwright's clock on pages; its Date builds plain Dates, which a Date
      // subclass's own time zone (TZDate) silently loses: the market day must not depend on one.
      await page.clock.install();
      const asked: string[] = [];
      page.on('request', (request) => {
        const url = new URL(request.url());
        if (url.pathname.endsWith('/chart/intraday'))
          asked.push(`${url.searchParams.get('startDate')}..${url.searchParams.get('endDate')}`);
      });
      await page.goto(`/stock/${symbol}/visualize`);
      await appReady(page);
      await page.getByRole('group', { name: 'Chart range' }).getByRole('button', { name: '2D', exact: true }).click();
      await page.getByText(/^Times ET/).waitFor();
      const labels = await page.locator('.chart-box').first().locator('.visx-axis-bottom .visx-axis-tick text').allTextContents();
      await screenshot(page, `chart-2d-${timezoneId.replace('/', '-')}`);
      return {
        asked,
        sessionDays: labels.filter((label) => /^\w{3} \d{1,2} /.test(label)).map((label) => label.split(' ').slice(0, 2).join(' ')),
      };
    };
    const inNewYork = await twoDayChartIn('America/New_York');
    const elsewhere = await twoDayChartIn(zoneOnAnotherDayThanNewYork());
    expect(inNewYork.sessionDays.length).toBeGreaterThan(0);
    expect(elsewhere).toEqual(inNewYork);
  });
});

/** A zone whose calendar day differs from New York's now: Kiritimati (18-19 h ahead) from 6:00 New York time, else Pago Pago (6-7 h behind). */
function zoneOnAnotherDayThanNewYork(): string {
  const hour = Number(
    new Intl.DateTimeFormat('en-US', { timeZone: 'America/New_York', hour: 'numeric', hourCycle: 'h23' }).format(new Date()),
  );
  return hour >= 6 ? 'Pacific/Kiritimati' : 'Pacific/Pago_Pago';
}

test.describe('symbols in the address', () => {
  test('opens index symbols (^) on every symbol route without a redirect loop, encoded once, as the index', async ({ newContext }) => {
    const page = await pageAt(newContext, 1280, 800);
    const { symbol: index, name } = (await apiGet<{ indices: { symbol: string; name: string }[] }>('/indices')).indices[0]!;
    expect(index.startsWith('^')).toBe(true);
    for (const path of [`/stock/${index}`, `/fund/${index}`, `/stock/${index}/visualize`, `/ticker/${index}`, `/10ks/${index}`]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      await page.getByRole('heading', { level: 1, name: `${index}: ${name}` }).waitFor();
      expect(new URL(page.url()).pathname, path).toMatch(/%5E/);
    }
    await page.getByText(`${index} is a market index, not a stock or fund`).waitFor();
    await page.getByRole('group', { name: 'Chart range' }).waitFor();
    await screenshot(page, 'market-index');
    // The API calls the page made carry the symbol encoded once (%5E, never %255E).
    const calls: string[] = [];
    page.on('request', (request) => calls.push(request.url()));
    await page.goto(`/stock/${encodeURIComponent(index)}`);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.goto('/');
    await appReady(page);
    await page.getByRole('link', { name: 'About' }).first().click();
    expect(calls.filter((url) => url.includes('%255E'))).toEqual([]);
  });

  test('says the index list failed, with a retry, instead of calling an index unknown; the retry then shows it', async ({ newContext }) => {
    const context = await newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    const { symbol: index, name } = (await apiGet<{ indices: { symbol: string; name: string }[] }>('/indices')).indices[0]!;
    // Fails for the server's render and the browser alike (the server forwards the header to its API calls).
    await failRequests(context, 'GET /api/v1/indices');
    const response = await page.goto(`/stock/${encodeURIComponent(index)}`);
    expect(response?.status()).toBe(200);
    await appReady(page);
    await page.getByRole('alert').getByText('Error: Injected test fault').waitFor();
    await expect(page.getByText(/No stock or fund has the symbol|No data found/)).toHaveCount(0);
    await screenshot(page, 'market-index-list-failed');
    await failRequests(context);
    await page.getByRole('button', { name: 'Try Again' }).click();
    await page.getByRole('heading', { level: 1, name: `${index}: ${name}` }).waitFor();
  });
});

test.describe('an unknown symbol', () => {
  test('gets a page that says so in a sentence, with a box to open another symbol, answered 404', async ({ newContext }) => {
    const page = await pageAt(newContext, 1280, 800);
    for (const path of ['/stock/ZZZZ', '/stock/ZZZZ/visualize', '/fund/ZZZZ', '/10ks/ZZZZ', '/ask/ZZZZ']) {
      const response = await page.goto(path);
      await appReady(page);
      expect(response?.status(), path).toBe(404);
      await page.getByText('No stock or fund has the symbol ZZZZ. Check the spelling, or look for the company below.').waitFor();
      expect(await page.locator('body').innerText()).not.toMatch(/HTTP \d{3}/);
    }
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'unknown-symbol');
    await page.getByRole('textbox', { name: 'Go to symbol' }).fill(symbol.toLowerCase());
    await page.getByRole('button', { name: 'Go', exact: true }).click();
    await page.waitForURL((url) => url.pathname === `/stock/${symbol}`);
  });

  // One signed-in user for both, which costs far less than a fresh context and sign-in for each.
  test('offers signed-in users the search by name, and cannot be favourited or hidden (the API answers 404 with a sentence)', async ({
    newContext,
  }) => {
    const page = await pageAt(newContext, 1280, 800, 'Lost');
    await test.step('offers signed-in users the search by name', async () => {
      await page.goto('/stock/ZZZZ');
      await appReady(page);
      const search = page.getByRole('combobox', { name: 'Search for a company or fund' });
      await search.fill(symbol);
      await page.getByRole('option').first().click();
      await page.waitForURL((url) => url.pathname === `/stock/${symbol}`);
    });

    await test.step('cannot be favourited or hidden (the API answers 404 with a sentence)', async () => {
      for (const path of ['/user/favorites', '/user/hidden']) {
        const answer = await callApi<{ error: { message: string } }>(page, 'POST', path, { ticker: 'ZZZZ' });
        expect(answer).toEqual({ status: 404, body: { error: { code: 'not_found', message: 'No stock or fund has the symbol ZZZZ.' } } });
      }
    });
  });
});

test.describe('type-aware pages', () => {
  test('sends a fund opened under /stock to /fund, and offers no 10-K analysis for it', async ({ newContext }) => {
    const fund = await aFundSymbol();
    const page = await pageAt(newContext, 1280, 800, 'Funder');
    await page.goto(`/stock/${fund}`);
    await page.waitForURL((url) => url.pathname === `/fund/${fund}`);
    await page.goto(`/stock/${fund}/visualize`);
    await page.waitForURL((url) => url.pathname === `/fund/${fund}/visualize`);
    await page.goto(`/10ks/${fund}`);
    await page
      .getByText(new RegExp(`^${fund} is an? (ETF|mutual fund): funds do not file 10-K annual reports, so there is no 10-K to analyse`))
      .waitFor();
    await expect(page.getByRole('button', { name: 'Start 10-K Analysis' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Statements' })).toHaveCount(0);
    await screenshot(page, 'tenk-fund');
  });
});

test.describe('hidden tickers', () => {
  test('are left out of the screener and search for the user who hid them', async ({ newContext }) => {
    const page = await pageAt(newContext, 1280, 800, 'Hider');
    await page.goto('/screen');
    const firstSymbolCell = page.locator('tbody tr').first().locator('td').nth(2);
    await firstSymbolCell.waitFor();
    const first = (await firstSymbolCell.innerText()).trim();
    await page.goto(`/stock/${first}`);
    await appReady(page);
    const hide = page.getByRole('group', { name: `${first} lists` }).getByRole('button', { name: 'Hide' });
    await expect(hide).toBeEnabled();
    await hide.click();
    await toastRegion(page).getByText('Ticker hidden').waitFor();
    await page.goto('/screen');
    await appReady(page);
    await page.locator('tbody tr').first().waitFor();
    expect(await page.locator('tbody tr td:nth-child(3)').allInnerTexts()).not.toContain(first);
    const searched = page.waitForResponse((response) => response.url().includes('/api/v1/search?') && response.ok());
    await page.getByRole('combobox', { name: 'Search stocks and funds' }).fill(first);
    await searched;
    await expect(page.getByText('Searching...')).toHaveCount(0);
    expect(await page.locator('.search-symbol').allInnerTexts()).not.toContain(first);
  });
});
