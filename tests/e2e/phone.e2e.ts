/**
 * Every screen on a 390 px phone: no page scrolls sideways (wide tables scroll in their own box),
 * no two chart axis labels overlap, and axe finds nothing serious. Each page is filled with data
 * first (favourites, messages, a token), since empty pages hide the wide cases.
 */
import type { BrowserContext, Page } from '@playwright/test';
import { seriousViolations } from './axe';
import { appReady, screenshot } from './browser';
import { expect, test as base } from './fixtures';
import { aFundSymbol, apiGet, stockSymbols } from './market-support';
import { callApi, signIn, uniqueUser } from './session';

interface PhoneUser {
  /** The signed-in user's cookies, for every test's context. */
  storageState: Awaited<ReturnType<BrowserContext['storageState']>>;
  stock: string;
  fund: string;
  index: string;
  messageId: string;
}

/** One user for the file, signed in once, with favourites, a hidden stock, messages and a token. */
const test = base.extend<object, { phoneUser: PhoneUser }>({
  phoneUser: [
    async ({ browser, server }, use) => {
      const context = await browser.newContext({ baseURL: server.baseUrl });
      const page = await context.newPage();
      await signIn(page, uniqueUser('Phone'));
      const symbols = await stockSymbols(4);
      for (const ticker of symbols.slice(0, 3)) await callApi(page, 'POST', '/user/favorites', { ticker });
      await callApi(page, 'POST', '/user/hidden', { ticker: symbols[3] });
      let messageId = '';
      for (let n = 1; n <= 3; n += 1) {
        const created = await callApi<{ id: string }>(page, 'POST', '/messages', {
          subject: `A rather long subject line number ${n} about quarterly results`,
          body: `Body ${n}: ${'the figures moved a lot this quarter and here is why. '.repeat(4)}`,
          priority: n === 1 ? 'high' : 'normal',
        });
        messageId = created.body.id;
      }
      await callApi(page, 'POST', '/user/tokens', { name: 'A nightly script with a long name' });
      const storageState = await context.storageState();
      await context.close();
      await use({
        storageState,
        stock: symbols[0]!,
        fund: await aFundSymbol(),
        index: (await apiGet<{ indices: { symbol: string }[] }>('/indices')).indices[0]!.symbol,
        messageId,
      });
    },
    { scope: 'worker' },
  ],
  storageState: async ({ phoneUser }, use) => {
    await use(phoneUser.storageState);
  },
});

test.use({ viewport: { width: 390, height: 844 } });

/** How far the page reaches past the right edge of the viewport, in px (0 when it does not scroll sideways). */
const sidewaysOverflow = (target: Page) =>
  target.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** Pairs of tick labels on one chart axis whose boxes overlap (bottom axes side by side, left axes one above the other). */
const overlappingAxisLabels = (target: Page) =>
  target.evaluate(() => {
    const clashes: string[] = [];
    for (const axis of document.querySelectorAll('.visx-axis')) {
      const horizontal = axis.classList.contains('visx-axis-bottom');
      const labels = [...axis.querySelectorAll('.visx-axis-tick text')].map((text) => ({
        text: text.textContent ?? '',
        box: text.getBoundingClientRect(),
      }));
      labels.sort((a, b) => (horizontal ? a.box.left - b.box.left : a.box.top - b.box.top));
      for (let i = 1; i < labels.length; i += 1) {
        const [before, after] = [labels[i - 1]!, labels[i]!];
        const overlap = horizontal ? before.box.right > after.box.left : before.box.bottom > after.box.top;
        if (overlap) clashes.push(`${before.text} | ${after.text}`);
      }
    }
    return clashes;
  });

const routes = ({ stock, fund, index, messageId }: PhoneUser) => [
  '/',
  '/screen',
  '/favorites',
  '/messages/all',
  `/messages/all/${messageId}`,
  '/profile',
  `/stock/${stock}`,
  `/stock/${stock}/details`,
  `/stock/${stock}/statements?tab=income`,
  `/stock/${stock}/visualize`,
  `/stock/${stock}/news`,
  `/fund/${fund}`,
  `/fund/${fund}/visualize`,
  `/10ks/${stock}`,
  `/ask/${stock}`,
  '/news',
  '/about',
  '/privacy',
  '/terms',
  '/typography',
  '/test/market-movers',
  '/stock/ZZZZ',
  `/stock/${index}`,
];

test.describe('at 390 px', () => {
  test('no page scrolls sideways, no chart labels overlap, and axe finds nothing serious', async ({ page, phoneUser }) => {
    test.setTimeout(240_000);
    const failures: string[] = [];
    for (const path of routes(phoneUser)) {
      await page.goto(path);
      await appReady(page);
      await page
        .getByText(/^Loading/)
        .first()
        .waitFor({ state: 'hidden' })
        .catch(() => undefined);
      if (path.includes('visualize') || path.includes('^') || path.includes('%5E')) await page.locator('.visx-axis-tick').first().waitFor();
      const overflow = await sidewaysOverflow(page);
      if (overflow > 0) failures.push(`${path}: the page is ${overflow} px wider than the screen`);
      const clashes = await overlappingAxisLabels(page);
      if (clashes.length > 0) failures.push(`${path}: chart labels overlap: ${clashes.join(', ')}`);
      const violations = await seriousViolations(page);
      if (violations.length > 0)
        failures.push(`${path}: axe: ${violations.map((v) => `${v.id} (${v.targets.slice(0, 2).join('; ')})`).join(', ')}`);
      await screenshot(page, `phone${path.replace(/[^a-z0-9]+/gi, '-')}`);
    }
    expect(failures).toEqual([]);
  });

  test('draws every price range without overlapping labels; intraday on trading time, in ET', async ({ page, phoneUser }) => {
    await page.goto(`/stock/${phoneUser.stock}/visualize`);
    await appReady(page);
    for (const range of ['1D', '2D', '5D', '1M', 'YTD', '1Y', '5Y', '10Y']) {
      await page.getByRole('group', { name: 'Chart range' }).getByRole('button', { name: range, exact: true }).click();
      await page.locator('.visx-axis-tick').first().waitFor();
      await page.getByText('Loading chart data...').waitFor({ state: 'hidden' });
      expect(await overlappingAxisLabels(page), range).toEqual([]);
      if (range === '1D' || range === '2D') {
        await page.getByText(/^Times ET/).waitFor();
        const labels = await page.locator('.chart-box').first().locator('.visx-axis-bottom .visx-axis-tick text').allTextContents();
        for (const label of labels) expect(label, range).toMatch(/^(\w{3} \d{1,2} )?\d{1,2}:\d{2} (AM|PM)$/);
      }
    }
    await screenshot(page, 'phone-chart-10y');
  });
});
