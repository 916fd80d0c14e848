/**
 * Failed loads: the page asks once more at once, then shows the error with Try Again (no long
 * 'Loading…'); Try Again brings the data; a failed refresh keeps what the page shows.
 */
import type { Page } from '@playwright/test';
import { seriousViolations } from './axe';
import { appReady, screenshot } from './browser';
import { expect, test } from './fixtures';
import { aStockSymbol } from './market-support';
import { failRequests, signIn, uniqueUser } from './session';

const FAULT = 'Injected test fault';

/** Every request the browser makes for exactly this API path (not the paths below it). */
function requestsTo(page: Page, path: string): { count: () => number } {
  let count = 0;
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === `/api/v1${path}`) count += 1;
  });
  return { count: () => count };
}

test.describe('a failed load', () => {
  test('is tried once more, then shows its error with Try Again, which brings the data', async ({ page }) => {
    const symbol = await aStockSymbol();
    await page.goto('/');
    await appReady(page);
    const companyCalls = requestsTo(page, `/companies/${symbol}`);
    let firstFailureAt = 0;
    page.on('response', (response) => {
      if (response.status() === 500 && firstFailureAt === 0) firstFailureAt = Date.now();
    });
    await failRequests(page.context(), `GET /api/v1/companies/${symbol}`);
    // In the app, as a visitor goes: the Go to symbol box, then the stock page.
    await page.getByRole('textbox', { name: 'Go to symbol' }).fill(symbol);
    await page.getByRole('button', { name: 'Go', exact: true }).click();

    const failure = page.getByRole('alert').filter({ hasText: `Error: ${FAULT}` });
    await failure.waitFor();
    const shownAfterMs = Date.now() - firstFailureAt;
    test.info().annotations.push({ type: 'error shown after the first failing response (ms)', description: String(shownAfterMs) });
    const tryAgain = failure.getByRole('button', { name: 'Try Again' });
    // Idle again, having asked twice: the first call and one retry, never the three retries with backoff.
    await expect(tryAgain).toBeEnabled();
    expect(companyCalls.count()).toBe(2);
    await expect(page.getByText('Loading stock details...')).toHaveCount(0);
    await screenshot(page, 'load-error-stock');
    expect(await seriousViolations(page)).toEqual([]);

    await failRequests(page.context());
    await tryAgain.click();
    await expect(page.getByLabel('Key metrics')).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: FAULT })).toHaveCount(0);
    expect(companyCalls.count()).toBe(3);
  });

  test('of a client error (404) is not retried', async ({ page }) => {
    await page.goto('/');
    await appReady(page);
    const calls = requestsTo(page, '/companies/ZZZZ');
    await page.getByRole('textbox', { name: 'Go to symbol' }).fill('ZZZZ');
    await page.getByRole('button', { name: 'Go', exact: true }).click();
    await page.getByText('No stock or fund has the symbol ZZZZ.', { exact: false }).waitFor();
    expect(calls.count()).toBe(1);
  });
});

test.describe('a failed refresh', () => {
  test('keeps the data on screen with a note and Try Again', async ({ page }) => {
    const symbol = await aStockSymbol();
    await page.clock.install();
    await page.goto(`/stock/${symbol}`);
    await appReady(page);
    const metrics = page.getByLabel('Key metrics');
    await expect(metrics).toBeVisible();
    const price = await page.getByTestId('live-price').locator('.price').textContent();

    // The company is stale after 30 s; coming back to the tab refreshes it, and that fails.
    await failRequests(page.context(), `GET /api/v1/companies/${symbol}`, `GET /api/v1/stocks/${symbol}/price`);
    await page.clock.fastForward(31_000);
    await page.evaluate(() => window.dispatchEvent(new Event('visibilitychange')));
    const note = page.getByRole('status').filter({ hasText: `Could not refresh (${FAULT}); showing what was loaded before.` });
    await note.first().waitFor();
    await expect(metrics).toBeVisible();
    await expect(page.getByTestId('live-price').locator('.price')).toHaveText(price ?? '');
    await expect(page.getByText('Failed to fetch latest price')).toHaveCount(0);
    await screenshot(page, 'load-error-stale-note');

    await failRequests(page.context());
    await note.first().getByRole('button', { name: 'Try Again' }).click();
    await expect(note).toHaveCount(0);
    await expect(metrics).toBeVisible();
  });
});

test.describe('a page whose data failed on the server', () => {
  test('arrives as its error under the page header, answered 500, and Try Again in the browser loads it', async ({ page }) => {
    const symbol = await aStockSymbol();
    const filingsCalls = requestsTo(page, `/companies/${symbol}/filings`);
    await failRequests(page.context(), `GET /api/v1/companies/${symbol}/filings`);
    const response = await page.goto(`/stock/${symbol}/filings`);
    expect(response?.status()).toBe(500);
    await appReady(page);
    // The browser took the page over as the server drew it, without asking again.
    expect(filingsCalls.count()).toBe(0);
    // The page's own header and tabs stay; only the tab that needs the failed data says so.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(new RegExp(`^${symbol}: `));
    const failure = page.getByRole('alert').filter({ hasText: `Could not load the filings: ${FAULT}` });
    await expect(failure).toBeVisible();
    await expect(page.getByText('Loading filings…')).toHaveCount(0);
    await screenshot(page, 'load-error-server-render');

    await failRequests(page.context());
    await failure.getByRole('button', { name: 'Try Again' }).click();
    await expect(page.getByRole('region', { name: `${symbol} filings` })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
    expect(filingsCalls.count()).toBe(1);
  });

  test('of a filing that does not exist is a not-found page (404) under the page header', async ({ page }) => {
    const symbol = await aStockSymbol();
    const response = await page.goto(`/stock/${symbol}/filings/0000000000-00-000000`);
    expect(response?.status()).toBe(404);
    await appReady(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(new RegExp(`^${symbol}: `));
    await expect(page.getByText(`${symbol} has no filing 0000000000-00-000000.`)).toBeVisible();
    await expect(page.getByRole('link', { name: '← All filings' })).toBeVisible();
  });
});

test.describe('a signed-in page whose data failed', () => {
  test("says ERROR with the profile's failure and Try Again, which shows the profile", async ({ page }) => {
    const user = uniqueUser('Failing');
    await signIn(page, user);
    await failRequests(page.context(), 'GET /api/v1/auth/me');
    await page.goto('/profile');
    await appReady(page);
    await expect(page.getByRole('heading', { level: 1, name: 'ERROR' })).toBeVisible();
    const failure = page.getByRole('alert').filter({ hasText: `Failed to load profile: ${FAULT}` });
    await expect(failure).toBeVisible();
    await screenshot(page, 'load-error-profile');

    await failRequests(page.context());
    await failure.getByRole('button', { name: 'Try Again' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
    await expect(page.getByText(user.email).first()).toBeVisible();
  });
});
