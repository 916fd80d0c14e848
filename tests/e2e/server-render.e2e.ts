/**
 * Server rendering: pages arrive as HTML with their data (readable before any script runs),
 * redirects and unknown addresses are answered by the server, the browser hydrates what the
 * server sent in any time zone (the conformance fixture fails a test on a failed hydration), and
 * text typed before the script runs is not lost.
 */
import { screenshot } from './browser';
import { expect, test } from './fixtures';
import { aStockSymbol } from './market-support';
import { signIn, uniqueUser } from './session';

let symbol: string;

test.beforeAll(async () => {
  symbol = await aStockSymbol();
});

test.describe('server rendering', () => {
  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('sends a stock page readable without JavaScript: header, title, price and metrics', async ({ page }) => {
      const response = await page.goto(`/stock/${symbol}`);
      expect(response?.status()).toBe(200);
      await expect(page).toHaveTitle(`${symbol} · Research Terminal`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(new RegExp(`^${symbol}: `));
      await expect(page.getByTestId('live-price')).toHaveText(/\$\d/);
      await expect(page.getByRole('link', { name: 'Login with Dev' })).toHaveCount(1);
      await screenshot(page, 'server-render-stock-no-js');
    });
  });

  test('answers a redirect and an unknown address itself', async ({ request, baseURL }) => {
    const redirect = await request.get(`/stock/${symbol.toLowerCase()}`, { maxRedirects: 0 });
    expect(redirect.status()).toBe(307);
    expect(new URL(redirect.headers().location!, baseURL).pathname).toBe(`/stock/${symbol}`);
    const missing = await request.get('/no/such/page');
    expect(missing.status()).toBe(404);
    expect(await missing.text()).toContain('404: Not Found');
  });

  test.describe('in the Pacific/Kiritimati time zone', () => {
    test.use({ timezoneId: 'Pacific/Kiritimati' });

    test("hydrates a signed-in page with dates in the visitor's time zone", async ({ page, context }) => {
      await signIn(page, uniqueUser('Kiri'), '/profile');
      const user = (await (await context.request.get('/api/v1/auth/me')).json()) as { createdAt: string };
      const expected = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Pacific/Kiritimati' }).format(
        new Date(user.createdAt),
      );
      await page.reload();
      const created = page.locator('dt:text-is("Created") + dd');
      // Node and Chromium may differ in the space before AM/PM (a narrow no-break space or not):
      // toHaveText compares with whitespace normalised.
      await expect(created).toHaveText(expected.replace(/\s/g, ' '));
    });
  });

  test('marks the page ready only once its innermost route runs, on a slow phone too', async ({ page }) => {
    // React takes over the server's page one Suspense boundary at a time, outer first, and the
    // router gives each route of a page its own; a four-times slower processor widens the gaps.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto(`/stock/${symbol}`);
    await expect(page.locator('html[data-ready]')).toBeAttached();
    const notTakenOver = await page.evaluate(() =>
      [...document.querySelectorAll('#root *')]
        .filter((element) => !Object.keys(element).some((key) => key.startsWith('__reactFiber$')))
        .map((element) => `${element.tagName.toLowerCase()}.${element.className}: ${element.textContent?.slice(0, 40)}`),
    );
    expect(notTakenOver).toEqual([]);
  });

  test('takes up text typed into the search box before the page came to life', async ({ signedIn }) => {
    const { context, page } = await signedIn('Early');
    // Scripts arrive late, as on a slow line: they are held until the text has been typed into
    // the server's HTML.
    let releaseScripts: () => void = () => undefined;
    const scriptsHeld = new Promise<void>((resolve) => (releaseScripts = resolve));
    await context.route('**/assets/*.js', async (route) => {
      await scriptsHeld;
      await route.continue();
    });
    await page.goto('/favorites', { waitUntil: 'commit' });
    const search = page.getByRole('combobox', { name: 'Search stocks and funds' });
    await search.fill('qqzzxx');
    await expect(page.locator('html[data-ready]')).toHaveCount(0);
    releaseScripts();
    await expect(page.getByText('No stocks or funds found for "qqzzxx"')).toBeVisible();
    await expect(search).toHaveValue('qqzzxx');
  });
});
