/**
 * Sign-in and sign-out, login-required routes, the feedback and onboarding modals and the
 * keyboard behaviour of the signed-in shell, on the real server in Chromium.
 */
import type { Page } from '@playwright/test';
import { seriousViolations } from './axe';
import { appReady, screenshot } from './browser';
import { stockSymbols } from './market-support';
import { callApi, failRequests, setFlagFor, signInOnScreen, uniqueUser } from './session';
import { expect, type SignIn, test } from './fixtures';

async function newUserPage(signedIn: SignIn, firstName: string, path = '/'): Promise<Page> {
  const session = await signedIn(firstName, path);
  return session.page;
}

async function preferences(page: Page): Promise<Record<string, string>> {
  return page.evaluate(async () => {
    const response = await fetch('/api/v1/user/preferences', { credentials: 'include' });
    const list = (await response.json()) as Array<{ name: string; value: string }>;
    return Object.fromEntries(list.map((item) => [item.name, item.value]));
  });
}

test.describe('sign-in and sign-out', () => {
  test('returns to the page the user was on, with its search params', async ({ page }) => {
    await page.goto('/favorites');
    await appReady(page);
    await page.getByText('Authentication Required').waitFor();
    await page.getByText('Please log in to access this feature.').waitFor();
    const login = page.getByRole('main').getByRole('link', { name: 'Login with Dev' });
    await expect(login).toHaveAttribute('href', '/login/dev?redirect=%2Ffavorites');
    await login.click();
    await page.locator('#email').fill(uniqueUser('Redirect').email);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('heading', { name: 'Your Favorite Stocks' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/favorites');
    await page.waitForFunction(() => sessionStorage.getItem('authRedirectURL') === null);
  });

  test('restores the stored authRedirectURL about 100 ms after sign-in', async ({ page }) => {
    const user = uniqueUser('Restore');
    await signInOnScreen(page, user, '/');
    // Let the first restore (back to '/') finish before storing another address.
    await page.waitForFunction(() => sessionStorage.getItem('authRedirectURL') === null);
    await page.evaluate(() => sessionStorage.setItem('authRedirectURL', '/profile'));
    await page.reload();
    await page.waitForURL((url) => url.pathname === '/profile');
    await page.getByRole('heading', { name: 'Your Profile' }).waitFor();
    expect(await page.evaluate(() => sessionStorage.getItem('authRedirectURL'))).toBeNull();
  });

  test('does not replay the stored address on a page opened right after sign-in', async ({ page }) => {
    // The return to the stored address runs on a timer: a controlled clock runs a pending one on demand.
    await page.clock.install();
    await signInOnScreen(page, uniqueUser('Leaves'), '/');
    // Straight on, within the 100 ms: the stored '/' was taken out as soon as the user was known.
    await page.goto('/about');
    await expect(page.getByRole('heading', { name: 'About', exact: true })).toBeVisible();
    await appReady(page);
    await page.clock.runFor(1_000);
    expect(new URL(page.url()).pathname).toBe('/about');
    expect(await page.evaluate(() => sessionStorage.getItem('authRedirectURL'))).toBeNull();
  });

  test('asks before logging out and clears everything afterwards', async ({ signedIn }) => {
    const page = await newUserPage(signedIn, 'Logout', '/profile');
    await page.evaluate(() => sessionStorage.setItem('authRedirectURL', '/favorites'));
    await page.getByRole('button', { name: 'Logout' }).click();
    const dialog = page.getByRole('dialog', { name: 'Confirm Logout' });
    await dialog.getByText('Are you sure you want to log out?').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();

    await page.getByRole('button', { name: 'Logout' }).click();
    await dialog.getByRole('button', { name: 'Logout' }).click();
    await page.getByRole('banner').getByRole('link', { name: 'Login with Dev' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    expect(await page.evaluate(() => sessionStorage.getItem('authRedirectURL'))).toBeNull();
    await expect(page.getByRole('link', { name: /Profile/ })).toHaveCount(0);
    const me = await page.evaluate(async () => (await fetch('/api/v1/auth/me')).status);
    expect(me).toBe(401);
  });

  // The three addresses open one after the other in one tab, which costs far less than a fresh
  // browser context each.
  test('shows Authentication Required on each signed-in page when signed out', async ({ page }) => {
    for (const path of ['/favorites', '/test/market-movers', '/news']) {
      await test.step(`shows Authentication Required on ${path} when signed out`, async () => {
        await page.goto(path);
        await page.getByText('Authentication Required').waitFor();
        await page.getByText('Please log in to access this feature.').waitFor();
        expect(await seriousViolations(page)).toEqual([]);
      });
    }
  });

  test('leaves nothing of the signed-out user for the next one: favourites, hidden, preferences', async ({ signedIn }) => {
    const page = await newUserPage(signedIn, 'First', '/favorites');
    const [favourite, hidden] = (await stockSymbols(2)) as [string, string];
    await callApi(page, 'POST', '/user/favorites', { ticker: favourite });
    await callApi(page, 'POST', '/user/hidden', { ticker: hidden });
    await callApi(page, 'PUT', '/user/preferences', [
      { name: 'screen_marketCapMin', value: '5' },
      { name: 'favoritesSort', value: JSON.stringify({ key: 'symbol', direction: 'descending' }) },
    ]);
    await page.goto('/screen');
    await appReady(page);
    await page.waitForURL((url) => url.searchParams.get('marketCapMin') === '5');
    await page.getByRole('link', { name: 'Favorites' }).click();
    await page.getByRole('cell', { name: favourite, exact: true }).waitFor();

    await page.getByRole('button', { name: 'Logout' }).click();
    await page.getByRole('dialog', { name: 'Confirm Logout' }).getByRole('button', { name: 'Logout' }).click();
    await page.getByRole('banner').getByRole('link', { name: 'Login with Dev' }).waitFor();
    // Same tab, no reload: the signed-out app shows none of the cached lists.
    await page.evaluate(() => {
      window.history.pushState({}, '', '/favorites');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await page.getByText('Authentication Required').waitFor();
    await expect(page.getByText(favourite, { exact: true })).toHaveCount(0);

    // The same tab signs in as someone else: cookies, storage and the HTTP cache stay as they are.
    await signInOnScreen(page, uniqueUser('Second'), '/favorites');
    await page.getByText("You haven't added any stocks to your favorites yet.").waitFor();
    await page.goto(`/stock/${hidden}`);
    const lists = page.getByRole('group', { name: `${hidden} lists` });
    // The toggles stay disabled while the favourites and hidden lists load; Favorite is enabled
    // once they have loaded and only if that stock is not hidden (the first user's hidden list is gone).
    await expect(lists.getByRole('button', { name: 'Favorite' })).toBeEnabled();
    await expect(lists.getByRole('button', { name: 'Hide' })).toHaveAttribute('aria-pressed', 'false');
    await page.goto('/screen');
    await page.getByRole('button', { name: 'Apply Filters' }).waitFor();
    await page.waitForURL((url) => url.searchParams.has('sortBy'));
    expect(new URL(page.url()).searchParams.has('marketCapMin')).toBe(false);
    await expect(page.getByLabel(/^Market Cap Min \(/)).toHaveValue('');
    const saved = await preferences(page);
    expect([saved.screen_marketCapMin, saved.favoritesSort]).toEqual([undefined, undefined]);
  });

  test('sends signed-out visitors of /messages home and shows ACCESS DENIED on /profile', async ({ page }) => {
    await page.goto('/messages/unread');
    await page.waitForURL((url) => url.pathname === '/');
    await page.goto('/profile');
    await page.getByText('ACCESS DENIED').waitFor();
    await page.getByText('Please log in to view your profile.').waitFor();
  });
});

test.describe('two users', () => {
  test("do not see each other's screen filters, price alerts or profile names", async ({ signedIn }) => {
    const alice = await newUserPage(signedIn, 'AliceShell', '/profile');
    await callApi(alice, 'PUT', '/user/preferences', [{ name: 'screen_roicMin', value: '12' }]);
    await callApi(alice, 'PUT', '/user/price-alerts', { enabled: true, threshold: 12.5, onlyPositive: true, onlyNegative: false });
    expect((await callApi(alice, 'PUT', '/user/profile', { firstName: 'Alicia', lastName: 'Secret' })).status).toBe(200);

    const bob = await newUserPage(signedIn, 'BobShell', '/profile');
    await bob.getByRole('heading', { name: 'Price Alerts' }).waitFor();
    await bob.getByRole('banner').getByRole('link', { name: "BobShell's Profile" }).waitFor();
    await expect(bob.getByText('Alicia')).toHaveCount(0);
    await expect(bob.getByText('Secret')).toHaveCount(0);
    await expect(bob.getByLabel('Enable price alerts')).not.toBeChecked();
    await expect(bob.getByLabel('Threshold')).toHaveValue('5');
    await bob.goto('/screen');
    await bob.getByRole('button', { name: 'Apply Filters' }).waitFor();
    await bob.waitForURL((url) => url.searchParams.has('sortBy'));
    expect(new URL(bob.url()).searchParams.has('roicMin')).toBe(false);
    await expect(bob.getByLabel(/^ROIC Min \(/)).toHaveValue('');

    // And the other way round: Bob's changes stay Bob's.
    await callApi(bob, 'PUT', '/user/preferences', [{ name: 'screen_roicMin', value: '3' }]);
    await alice.goto('/screen');
    await alice.waitForURL((url) => url.searchParams.get('roicMin') === '12');
    await alice.goto('/profile');
    await alice.getByRole('banner').getByRole('link', { name: "Alicia's Profile" }).waitFor();
    await expect(alice.getByLabel('Enable price alerts')).toBeChecked();
    await expect(alice.getByLabel('Threshold')).toHaveValue('12.5');
  });
});

// One user for both checks, the page opened afresh between them (which costs far less than a
// fresh browser context and sign-in for each).
test.describe('keyboard', () => {
  test("focuses the header search with '/' unless typing, and keeps focus inside a dialog", async ({ signedIn }) => {
    const page = await newUserPage(signedIn, 'Keys', '/favorites');
    await test.step("focuses the header search with '/' unless typing", async () => {
      await page.locator('body').press('/');
      expect(await page.evaluate(() => document.activeElement?.id)).toBe('header-search');
      await page.keyboard.type('ab/');
      await expect(page.locator('#header-search')).toHaveValue('ab/');
    });

    await page.reload();
    await page.getByRole('button', { name: 'Logout' }).waitFor();
    await appReady(page);
    await test.step('keeps focus inside a dialog and closes it with Escape', async () => {
      const opener = page.getByRole('button', { name: 'Logout' });
      await opener.focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog');
      await dialog.waitFor();
      for (let i = 0; i < 5; i += 1) {
        await page.keyboard.press('Tab');
        expect(await page.evaluate(() => Boolean(document.activeElement?.closest('dialog[open]')))).toBe(true);
      }
      await page.keyboard.press('Shift+Tab');
      expect(await page.evaluate(() => Boolean(document.activeElement?.closest('dialog[open]')))).toBe(true);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Logout');
    });
  });
});

// One user for both, the page opened afresh between them (which costs far less than a fresh
// browser context and sign-in for each); the failing server comes second.
test.describe('feedback modal', () => {
  test("sends feedback and thanks the user; shows 'Feedback Failed' when the server fails", async ({ signedIn }) => {
    const page = await newUserPage(signedIn, 'Feedback', '/favorites');
    await test.step('sends feedback and thanks the user', async () => {
      await page.getByRole('button', { name: 'Submit Feedback' }).click();
      const dialog = page.getByRole('dialog', { name: 'Submit Feedback' });
      await dialog.waitFor();
      await expect(dialog.getByRole('button', { name: 'Submit' })).toBeDisabled();
      await dialog.getByLabel('Summary (required)').fill('The screener is great');
      await dialog.getByLabel('Details (optional)').fill('More columns please.');
      expect(await seriousViolations(page)).toEqual([]);
      await screenshot(page, 'feedback-form');
      await dialog.getByRole('button', { name: 'Submit' }).click();
      const thanks = page.getByRole('dialog', { name: 'Thank You' });
      await thanks.getByText('Feedback submitted. Thank you!', { exact: true }).waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      await thanks.getByRole('button', { name: 'Close' }).click();
      await thanks.waitFor({ state: 'detached' });
    });

    await page.reload();
    await page.getByRole('button', { name: 'Logout' }).waitFor();
    await appReady(page);
    await test.step("shows 'Feedback Failed' when the server fails", async () => {
      await failRequests(page.context(), 'POST /api/v1/feedback');
      await page.getByRole('button', { name: 'Submit Feedback' }).click();
      await page.getByLabel('Summary (required)').fill('Broken');
      await page.getByRole('button', { name: 'Submit', exact: true }).click();
      const failed = page.getByRole('dialog', { name: 'Feedback Failed' });
      await failed.getByText('Injected test fault').waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      await page.keyboard.press('Escape');
      await failed.waitFor({ state: 'detached' });
    });
  });
});

test.describe('onboarding modal', () => {
  async function onboardingPage(signedIn: SignIn, firstName: string): Promise<Page> {
    const { page, user } = await signedIn(firstName, '/favorites');
    await setFlagFor(user, 'show_new_user_modal', true);
    await page.reload();
    await page.getByRole('dialog', { name: /Welcome: Welcome \(step 1 of 4\)/ }).waitFor();
    return page;
  }

  test('walks four steps, needs both acknowledgements and saves the flags with ISO timestamps', async ({ signedIn }) => {
    const page = await onboardingPage(signedIn, 'Onboard');
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('hidden');
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('button', { name: 'Prev' })).toBeDisabled();
    await dialog.getByRole('heading', { name: 'Welcome to Research Terminal' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'onboarding-step-1');
    await dialog.getByRole('button', { name: 'Next' }).click();
    await dialog.getByRole('heading', { name: 'Features', exact: true }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Next' }).click();
    await dialog.getByRole('heading', { name: 'How the AI works' }).waitFor();
    await expect(dialog.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByLabel('I acknowledge the terms.').check();
    await dialog.getByRole('button', { name: 'Next' }).click();
    await dialog.getByRole('heading', { name: 'Terms of Service' }).first().waitFor();
    const finalize = dialog.getByRole('button', { name: 'Finalize' });
    await expect(finalize).toBeDisabled();
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByLabel('I agree to the Terms of Service.').check();
    await screenshot(page, 'onboarding-step-4');
    // A slow save shows 'Finalizing...' until the server answers: the save is held until it has been seen.
    let releaseSave: () => void = () => undefined;
    const saveHeld = new Promise<void>((resolve) => (releaseSave = resolve));
    await page.route('**/api/v1/user/preferences', async (route) => {
      if (route.request().method() === 'PUT') await saveHeld;
      await route.continue();
    });
    await finalize.click();
    await dialog.getByRole('button', { name: 'Finalizing...' }).waitFor();
    releaseSave();
    await dialog.waitFor({ state: 'detached' });
    await page.unroute('**/api/v1/user/preferences');
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('');
    const saved = await preferences(page);
    expect(saved.acknowledgement_1).toBe('true');
    expect(saved.onboarding_completed).toBe('true');
    for (const key of ['acknowledgement_1_date', 'onboarding_completed_date']) {
      expect(new Date(saved[key] ?? '').toISOString()).toBe(saved[key]);
    }
    // The page arrives rendered with the user's preferences and flags: once the app has taken it
    // over, whether the modal shows is decided.
    await page.reload();
    await page.getByRole('heading', { name: 'Your Favorite Stocks' }).waitFor();
    await appReady(page);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('closes on finalize even when saving fails', async ({ signedIn }) => {
    const page = await onboardingPage(signedIn, 'OnboardFail');
    await failRequests(page.context(), 'PUT /api/v1/user/preferences');
    const dialog = page.getByRole('dialog');
    for (let step = 1; step < 4; step += 1) {
      if (step === 3) await dialog.getByLabel('I acknowledge the terms.').check();
      await dialog.getByRole('button', { name: 'Next' }).click();
    }
    await dialog.getByLabel('I agree to the Terms of Service.').check();
    await dialog.getByRole('button', { name: 'Finalize' }).click();
    await dialog.waitFor({ state: 'detached' });
    await failRequests(page.context());
    expect((await preferences(page)).onboarding_completed).toBeUndefined();
  });

  test('logs the user out on Cancel', async ({ signedIn }) => {
    const page = await onboardingPage(signedIn, 'OnboardCancel');
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('banner').getByRole('link', { name: 'Login with Dev' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
  });
});
