/** The stock screener (/screen) on the real server: validation, URL state, sorting, paging. */
import type { Page } from '@playwright/test';
import { seriousViolations } from './axe';
import { appReady, screenshot, toastRegion } from './browser';
import { callApi, failRequests } from './session';
import { expect, type SignIn, test } from './fixtures';

async function screener(signedIn: SignIn, firstName: string, path = '/screen'): Promise<Page> {
  const session = await signedIn(firstName, path);
  await session.page.getByRole('button', { name: 'Apply Filters' }).waitFor();
  return session.page;
}

const field = (page: Page, label: string) => page.getByLabel(new RegExp(`^${label.replace(/[/]/g, '\\/')} \\(`));
const bodyRows = (page: Page) => page.locator('.screen-table tbody tr');
const status = (page: Page) => page.locator('.screen-status');
const toastLine = toastRegion;
const SERVER_FAILURE = 'Injected test fault';

async function applyExpectingError(
  page: Page,
  message: string,
  close: 'Escape' | 'Enter' | 'OK',
  whileOpen?: () => Promise<void>,
): Promise<void> {
  await page.getByRole('button', { name: 'Apply Filters' }).click();
  const dialog = page.getByRole('dialog', { name: 'Error' });
  await dialog.getByText(message, { exact: true }).waitFor();
  await whileOpen?.();
  if (close === 'OK') await dialog.getByRole('button', { name: 'OK' }).click();
  else await page.keyboard.press(close);
  await dialog.waitFor({ state: 'detached' });
}

test.describe('screener', () => {
  test('asks anonymous visitors to log in', async ({ page }) => {
    await page.goto('/screen');
    await page.getByText('Please log in to access the stock screening tool.').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('goes on with the default screen when the preferences fail to load', async ({ signedIn }) => {
    const session = await signedIn('NoPrefs');
    const { page } = session;
    await failRequests(session.context, 'GET /api/v1/user/preferences');
    await page.goto('/screen');
    await bodyRows(page).first().waitFor();
    await expect(field(page, 'Market Cap Min')).toHaveValue('');
    await page.waitForURL((url) => url.searchParams.get('sortBy') === 'market_cap');
  });

  test('shows the first 8 matches with the key columns in view at 1280 px, more on request, and loads more while scrolling its box', async ({
    signedIn,
  }) => {
    const page = await screener(signedIn, 'Screen');
    await bodyRows(page).nth(7).waitFor();
    const headers = async () =>
      (await page.locator('.screen-table thead th').allTextContents()).map((text) => text.replace(/[▲▼]/g, '').trim());
    expect(await headers()).toEqual([
      '★Favorite',
      'Company Name',
      'Symbol',
      'Price',
      'Market Cap',
      'P/E',
      'Fwd P/E',
      'EPS Growth',
      'FCF Growth',
      'Rev. Growth',
      'ROIC',
      'D/E Ratio',
    ]);
    // Every key column is on screen without scrolling sideways.
    for (const header of await page.locator('.screen-table thead th').all()) {
      const box = await header.boundingBox();
      expect(box!.x + box!.width).toBeLessThanOrEqual(1280);
    }
    await status(page)
      .getByText(/^\d+ companies match your filters \((showing \d+, scroll for more|all results shown)\)$/)
      .waitFor();
    await expect(page.locator('th[aria-sort="descending"]')).toContainText('Market Cap');
    // Every demo stock trades in dollars; the P/E of a company reporting in another currency names the dated rate it used.
    await expect(page.getByTestId('screen-currency-note')).toHaveText(
      /^Price and Market Cap in US dollars \(USD\); growth, ROIC and ratios from each company's own statements\.( Converted figures \(.*\) use (1 [A-Z]{3} = [\d.,]+ [A-Z]{3} \(\d{4}-\d\d-\d\d, Demo market\)(; )?)+\.)?$/,
    );
    expect(new URL(page.url()).searchParams.get('sortBy')).toBe('market_cap');
    // A P/E, a growth rate and a ROIC name the period they are measured over on hover.
    const firstRow = bodyRows(page).first();
    await expect(firstRow.locator('td').nth(5)).toHaveAttribute('title', /^Diluted EPS (TTM )?FY\d{4}( Q[1-4])?$/);
    await expect(firstRow.locator('td').nth(9)).toHaveAttribute('title', /^Yearly growth to (TTM )?FY\d{4}( Q[1-4])?$/);
    await expect(firstRow.locator('td').nth(10)).toHaveAttribute(
      'title',
      /^Operating income (TTM )?FY\d{4}( Q[1-4])?, with the balance sheet at its end$/,
    );
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'screen');

    // The column chooser adds the rest, saved in preference screen_columns.
    await page.getByText(/^Columns \(11 of 14\)$/).click();
    for (const name of ['Sector', 'Industry', 'Exchange']) await page.getByRole('checkbox', { name }).check();
    await expect
      .poll(headers)
      .toEqual([
        '★Favorite',
        'Company Name',
        'Symbol',
        'Sector',
        'Industry',
        'Exchange',
        'Price',
        'Market Cap',
        'P/E',
        'Fwd P/E',
        'EPS Growth',
        'FCF Growth',
        'Rev. Growth',
        'ROIC',
        'D/E Ratio',
      ]);
    await expect(page.getByRole('checkbox', { name: 'Company Name' })).toBeDisabled();
    await expect
      .poll(async () => (await callApi<Array<{ name: string; value: string }>>(page, 'GET', '/user/preferences')).body)
      .toContainEqual({
        name: 'screen_columns',
        value:
          'sector,industry,exchange,price,market_cap,pe_ratio,forward_pe_ratio,eps_growth,fcf_growth,revenue_growth,roic,debt_to_equity',
      });
    await page.reload();
    await appReady(page);
    await expect(page.locator('.screen-table thead th')).toHaveCount(15);

    // The table scrolls in its own box: its header and the name column stay put, more rows load.
    const box = page.getByRole('region', { name: 'Screener results' });
    const before = await bodyRows(page).count();
    // Measured from the box's top: the currency note above the box may gain a line as rows in
    // another currency come in, moving the box itself.
    // Both read in one layout: between two separate reads the note could move the box.
    const headerInBox = () =>
      box.evaluate((element) => element.querySelectorAll('thead th')[1]!.getBoundingClientRect().top - element.getBoundingClientRect().top);
    const headerTop = await headerInBox();
    await box.evaluate((element) => element.scrollTo(element.scrollWidth, element.scrollHeight));
    await expect(bodyRows(page).nth(before)).toBeAttached();
    expect(await headerInBox()).toBeCloseTo(headerTop, 0);
    const nameCell = (await bodyRows(page)
      .nth(before - 1)
      .locator('td')
      .nth(1)
      .boundingBox())!;
    expect(nameCell.x).toBeLessThan(200);
    await screenshot(page, 'screen-scrolled');
    await box.evaluate((element) => element.scrollTo(0, 0));
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.getByRole('button', { name: '↑ Back to top' }).click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

    const popup = page.waitForEvent('popup');
    await bodyRows(page).first().locator('td').nth(1).click();
    const opened = await popup;
    expect(new URL(opened.url()).pathname).toMatch(/^\/stock\/[A-Z0-9.^=-]+$/);
    await opened.close();
  });

  test('loads on a phone without moving what it has painted (the header grows when auth settles)', async ({ signedIn }) => {
    const session = await signedIn('Phone');
    const { page } = session;
    await page.setViewportSize({ width: 412, height: 823 });
    await page.goto('/screen');
    await bodyRows(page).nth(7).waitFor();
    // Every layout shift so far: a buffered observer holds them at once, none to wait for.
    const shift = await page.evaluate(() => {
      const observer = new PerformanceObserver(() => undefined);
      observer.observe({ type: 'layout-shift', buffered: true });
      const entries = observer.takeRecords() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[];
      observer.disconnect();
      return entries.filter((entry) => !entry.hadRecentInput).reduce((sum, entry) => sum + entry.value, 0);
    });
    expect(shift).toBeLessThan(0.05);
  });

  test('sorts by header: a new column descending, the same column flips; kept in the URL and local storage', async ({ signedIn }) => {
    const page = await screener(signedIn, 'Sort');
    await bodyRows(page).first().waitFor();
    await page.getByRole('button', { name: 'Symbol' }).click();
    await page.waitForURL((url) => url.searchParams.get('sortBy') === 'symbol' && url.searchParams.get('sortOrder') === 'desc');
    await page.getByRole('button', { name: 'Symbol' }).click();
    await page.waitForURL((url) => url.searchParams.get('sortOrder') === 'asc');
    await expect(page.locator('th[aria-sort="ascending"]')).toContainText('Symbol');
    const symbols = await page.locator('.screen-table tbody tr td:nth-child(3)').allTextContents();
    expect(symbols).toEqual([...symbols].sort());
    expect(await page.evaluate(() => [localStorage.getItem('screen_sortBy'), localStorage.getItem('screen_sortOrder')])).toEqual([
      'symbol',
      'asc',
    ]);
    // A new visit to /screen (rendered by the server with the default sort) takes up the stored one
    // once the browser has taken the page over (a failed hydration fails the file).
    await page.goto('/screen');
    await page.waitForURL((url) => url.searchParams.get('sortBy') === 'symbol' && url.searchParams.get('sortOrder') === 'asc');
    await expect.poll(() => page.locator('th[aria-sort="ascending"]').textContent()).toContain('Symbol');
  });

  // The form's checks, one after the other on one signed-in page, as a person corrects one field
  // and gets the next wrong: a rejected screen is neither run nor saved, and clearing the field
  // leaves the form as it was. A fresh browser context and sign-in for each cost far more.
  test('rejects what no screen can run, each with its message, and resets every field and error', async ({ signedIn }) => {
    const page = await screener(signedIn, 'Invalid');
    // The page opened afresh, for the check of a range after Apply has run a screen.
    const cleanForm = async () => {
      await page.reload();
      await page.getByRole('button', { name: 'Apply Filters' }).waitFor();
      await appReady(page);
    };
    for (const [label, value, message] of [
      ['Market Cap Min', '-1', 'Please enter a valid Market Cap Min value (must be a positive number)'],
      ['Market Cap Max', '-2', 'Please enter a valid Market Cap Max value (must be a positive number)'],
      ['Revenue Growth Min', '101', 'Please enter a valid Revenue Growth Min value (must be a positive number)'],
      ['EPS Growth Min', '-5', 'Please enter a valid EPS Growth Min value (must be a positive number)'],
      ['FCF Growth Min', '-5', 'Please enter a valid FCF Growth Min value (must be a positive number)'],
      ['ROIC Min', '-0.5', 'Please enter a valid ROIC Min value (must be a positive number)'],
      ['Debt-to-Equity Max', '11', 'Please enter a valid Debt-to-Equity Ratio Max value (must be a positive number)'],
      ['P/E Max', '-3', 'Please enter a valid P/E Max value (must be a positive number)'],
      ['Forward P/E Max', '-3', 'Please enter a valid Forward P/E Max value (must be a positive number)'],
    ] as const) {
      await test.step(`rejects ${label} = ${value} with its message`, async () => {
        await field(page, label).fill(value);
        await applyExpectingError(page, message, 'Escape');
        await expect(field(page, label)).toHaveAttribute('aria-invalid', 'true');
      });
      await field(page, label).fill('');
    }

    await test.step("names text that is no number ('1e') instead of dropping it", async () => {
      await field(page, 'ROIC Min').pressSequentially('1e');
      await applyExpectingError(page, 'Please enter a valid ROIC Min value (must be a positive number)', 'Escape');
      await expect(field(page, 'ROIC Min')).toHaveAttribute('aria-invalid', 'true');
    });
    await field(page, 'ROIC Min').fill('');

    await test.step('resets every field and every error, also text that is no number', async () => {
      await field(page, 'Market Cap Min').fill('2');
      await field(page, 'ROIC Min').pressSequentially('1e');
      await applyExpectingError(page, 'Please enter a valid ROIC Min value (must be a positive number)', 'Escape');
      await page.getByRole('button', { name: 'Reset to Defaults' }).click();
      for (const input of await page.locator('.filter-panel input').all()) {
        await expect(input).toHaveValue('');
        await expect(input).not.toHaveAttribute('aria-invalid');
        expect(await input.evaluate((element: HTMLInputElement) => element.validity.badInput)).toBe(false);
      }
      // Applying now runs the default screen: no error comes back.
      await page.getByRole('button', { name: 'Apply Filters' }).click();
      await bodyRows(page).first().waitFor();
      await expect(page.getByRole('dialog', { name: 'Error' })).toHaveCount(0);
      await expect(page.locator('.screen-page p.error')).toHaveCount(0);
    });
    await cleanForm();

    await test.step('checks the market-cap range, closing the error with Enter or OK', async () => {
      await field(page, 'Market Cap Min').fill('50');
      await field(page, 'Market Cap Max').fill('10');
      await applyExpectingError(
        page,
        'Market Cap Min cannot be greater than Market Cap Max. Please adjust your values.',
        'Enter',
        async () => {
          expect(await seriousViolations(page)).toEqual([]);
        },
      );
      await field(page, 'Market Cap Max').fill('50');
      await applyExpectingError(
        page,
        'Market Cap Min and Max cannot be the same value. Please use different values to define a range.',
        'OK',
      );
      expect(await seriousViolations(page)).toEqual([]);
    });
  });

  test('shows its first rows without scrolling at 1280 x 800', async ({ signedIn }) => {
    const page = await screener(signedIn, 'Fold');
    // The user's saved screens sit below the results, however many there are.
    for (const name of ['One', 'Two', 'Three']) {
      const saved = await callApi(page, 'POST', '/screens', { name, filters: {}, sortBy: 'market_cap', sortOrder: 'desc', alert: false });
      expect(saved.status).toBe(201);
    }
    await page.reload();
    await appReady(page);
    await bodyRows(page).nth(2).waitFor();
    for (const row of [0, 1, 2]) await expect(bodyRows(page).nth(row)).toBeInViewport();
    await screenshot(page, 'screen-first-rows-1280');
  });

  test('says a deleted or unknown saved screen was not found, and shows the default screen', async ({ signedIn }) => {
    const page = await screener(signedIn, 'Unknown');
    await page.goto('/screen?saved=00000000-0000-4000-8000-000000000000');
    await appReady(page);
    await page.getByText(/^Saved screen not found/).waitFor();
    await bodyRows(page).first().waitFor();
    await expect(page.getByRole('button', { name: 'Apply Filters' })).toBeVisible();
    await expect(field(page, 'Market Cap Min')).toHaveValue('');
    expect(new URL(page.url()).searchParams.has('saved')).toBe(false);
    await expect(page.getByText('Error: Saved screen not found')).toHaveCount(0);
    await screenshot(page, 'screen-saved-not-found');
  });

  test('puts applied filters in the URL and preferences, restores them, and resets', async ({ signedIn }) => {
    const page = await screener(signedIn, 'Filters');
    await field(page, 'Market Cap Min').fill('1');
    await field(page, 'ROIC Min').fill('5');
    await page.getByRole('button', { name: 'Apply Filters' }).click();
    await page.waitForURL((url) => url.searchParams.get('marketCapMin') === '1' && url.searchParams.get('roicMin') === '5');
    await status(page)
      .getByText(/companies match your filters|No companies match your filters/)
      .waitFor();
    const prefs = await callApi<Array<{ name: string; value: string }>>(page, 'GET', '/user/preferences');
    expect(prefs.body).toEqual(
      expect.arrayContaining([
        { name: 'screen_marketCapMin', value: '1' },
        { name: 'screen_roicMin', value: '5' },
      ]),
    );

    // A shared address shows the same screen; a visit without one restores the saved filters.
    await page.goto(`/screen?marketCapMin=2&sortBy=roic&sortOrder=asc`);
    await expect(field(page, 'Market Cap Min')).toHaveValue('2');
    await expect(field(page, 'ROIC Min')).toHaveValue('');
    await page.goto('/screen');
    await appReady(page);
    await page.waitForURL((url) => url.searchParams.get('marketCapMin') === '1');
    await expect(field(page, 'ROIC Min')).toHaveValue('5');

    await page.getByRole('button', { name: 'Reset to Defaults' }).click();
    await expect(field(page, 'Market Cap Min')).toHaveValue('');
    await expect(bodyRows(page)).toHaveCount(0);
    await page.waitForURL((url) => !url.searchParams.has('marketCapMin'));
  });

  test('shows the inputs of the screen in the address after back and forward', async ({ signedIn }) => {
    const page = await screener(signedIn, 'History');
    await field(page, 'Market Cap Min').fill('1');
    await page.getByRole('button', { name: 'Apply Filters' }).click();
    await page.waitForURL((url) => url.searchParams.get('marketCapMin') === '1');
    await field(page, 'Market Cap Min').fill('');
    await field(page, 'ROIC Min').fill('7');
    await page.getByRole('button', { name: 'Apply Filters' }).click();
    await page.waitForURL((url) => url.searchParams.get('roicMin') === '7' && !url.searchParams.has('marketCapMin'));

    await page.goBack();
    await page.waitForURL((url) => url.searchParams.get('marketCapMin') === '1');
    await expect(field(page, 'Market Cap Min')).toHaveValue('1');
    await expect(field(page, 'ROIC Min')).toHaveValue('');
    await page.goForward();
    await page.waitForURL((url) => url.searchParams.get('roicMin') === '7');
    await expect(field(page, 'ROIC Min')).toHaveValue('7');
    await expect(field(page, 'Market Cap Min')).toHaveValue('');

    // Reset hides the results; going back to a filtered screen shows its rows again.
    await page.getByRole('button', { name: 'Reset to Defaults' }).click();
    await page.waitForURL((url) => !url.searchParams.has('roicMin'));
    await page.goBack();
    await page.waitForURL((url) => url.searchParams.get('roicMin') === '7');
    await status(page)
      .getByText(/companies match your filters|No companies match your filters/)
      .waitFor();
  });

  test('shows the server failure in red with a toast naming the action (initial load, filter, sort)', async ({ signedIn }) => {
    const session = await signedIn('ScreenFault');
    const { page } = session;
    await failRequests(session.context, 'GET /api/v1/screen');
    await page.goto('/screen');
    await appReady(page);
    await page.locator('p.error').getByText(SERVER_FAILURE, { exact: true }).waitFor();
    await toastLine(page).getByText(`Initial load error: ${SERVER_FAILURE}`).waitFor();
    expect(await page.locator('p.error').evaluate((element) => getComputedStyle(element).color)).toMatch(/^rgb\(\s*2[0-9][0-9],/);

    await field(page, 'ROIC Min').fill('3');
    await page.getByRole('button', { name: 'Apply Filters' }).click();
    await toastLine(page).getByText(`Filter error: ${SERVER_FAILURE}`).waitFor();

    // Sorting needs the table: load it, then let the next fetch fail.
    await failRequests(session.context);
    await page.getByRole('button', { name: 'Reset to Defaults' }).click();
    await page.getByRole('button', { name: 'Apply Filters' }).click();
    await bodyRows(page).first().waitFor();
    await failRequests(session.context, 'GET /api/v1/screen');
    await page.getByRole('button', { name: 'Symbol' }).click();
    await toastLine(page).getByText(`Sort error: ${SERVER_FAILURE}`).waitFor();
    await page.locator('p.error').getByText(SERVER_FAILURE, { exact: true }).waitFor();
    await screenshot(page, 'screen-server-error');

    // A later action that succeeds does not re-announce the failure under its own name.
    await failRequests(session.context);
    await field(page, 'Market Cap Min').fill('1');
    await page.getByRole('button', { name: 'Apply Filters' }).click();
    await bodyRows(page).first().waitFor();
    expect(await page.getByTestId('footer-toast').textContent()).not.toContain('Filter error');
  });

  test('shows the empty text when nothing matches, and remembers the collapsed panel', async ({ signedIn }) => {
    const page = await screener(signedIn, 'Empty', '/screen?marketCapMin=999999');
    await page.getByText('No companies found. Try adjusting your filters.').waitFor();
    await status(page).getByText('No companies match your filters').waitFor();
    await page.getByRole('button', { name: /FILTER PARAMETERS/ }).click();
    await expect(page.getByRole('button', { name: 'Apply Filters' })).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem('screen_showFilters'))).toBe('false');
    await page.reload();
    await page.getByRole('button', { name: /FILTER PARAMETERS/ }).waitFor();
    await expect(page.getByRole('button', { name: 'Apply Filters' })).toBeHidden();
  });

  test('reaches the end line after every page', async ({ signedIn }) => {
    const page = await screener(signedIn, 'End', '/screen?marketCapMin=100');
    await status(page)
      .getByText(/match your filters/)
      .waitFor();
    const total = Number((await status(page).textContent())?.match(/(\d+) companies/)?.[1] ?? '0');
    expect(total).toBeGreaterThan(0);
    const box = page.getByRole('region', { name: 'Screener results' });
    // Scroll to the bottom until the last page has come in.
    await expect
      .poll(
        async () => {
          await box.evaluate((element) => element.scrollTo(0, element.scrollHeight));
          return page.getByText(/^End of results/).count();
        },
        { timeout: 30_000, intervals: [400] },
      )
      .toBe(1);
    await page.getByText(`End of results - ${total} of ${total} companies shown`).waitFor();
    await status(page).getByText(`${total} companies match your filters (all results shown)`).waitFor();
  });
});
