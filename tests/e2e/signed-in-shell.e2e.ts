/**
 * Sign-in and sign-out, login-required routes, the feedback and onboarding modals and the
 * keyboard behaviour of the signed-in shell, on the real server in Chromium.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './axe';
import { screenshot } from './browser';
import { stockSymbols } from './market-support';
import { callApi, failRequests, setFlagFor, signIn, uniqueUser } from './session';
import { browserSuite } from './suite';

const suite = browserSuite();

async function newUserPage(firstName: string, path = '/'): Promise<Page> {
  const session = await suite.signedIn(firstName, path);
  return session.page;
}

async function anonymousPage(): Promise<Page> {
  const { page } = await suite.anonymousPage();
  return page;
}

async function preferences(page: Page): Promise<Record<string, string>> {
  return page.evaluate(async () => {
    const response = await fetch('/api/v1/user/preferences', { credentials: 'include' });
    const list = (await response.json()) as Array<{ name: string; value: string }>;
    return Object.fromEntries(list.map((item) => [item.name, item.value]));
  });
}

describe('sign-in and sign-out', () => {
  it('returns to the page the user was on, with its search params', async () => {
    const page = await anonymousPage();
    await page.goto('/favorites');
    await page.getByText('Authentication Required').waitFor();
    await page.getByText('Please log in to access this feature.').waitFor();
    const login = page.getByRole('main').getByRole('link', { name: 'Login with Dev' });
    expect(await login.getAttribute('href')).toBe('/login/dev?redirect=%2Ffavorites');
    await login.click();
    await page.locator('#email').fill(uniqueUser('Redirect').email);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('heading', { name: 'Your Favorite Stocks' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/favorites');
    await page.waitForFunction(() => sessionStorage.getItem('authRedirectURL') === null);
  });

  it('restores the stored authRedirectURL about 100 ms after sign-in', async () => {
    const page = await anonymousPage();
    const user = uniqueUser('Restore');
    await signIn(page, user, '/');
    // Let the first restore (back to '/') finish before storing another address.
    await page.waitForFunction(() => sessionStorage.getItem('authRedirectURL') === null);
    await page.evaluate(() => sessionStorage.setItem('authRedirectURL', '/profile'));
    await page.reload();
    await page.waitForURL((url) => url.pathname === '/profile', { timeout: 5000 });
    await page.getByRole('heading', { name: 'Your Profile' }).waitFor();
    expect(await page.evaluate(() => sessionStorage.getItem('authRedirectURL'))).toBeNull();
  });

  it('does not replay the stored address on a page opened right after sign-in', async () => {
    const page = await anonymousPage();
    await signIn(page, uniqueUser('Leaves'), '/');
    // Straight on, within the 100 ms: the stored '/' was taken out as soon as the user was known.
    await page.goto('/about');
    await page.getByRole('heading', { name: 'About', exact: true }).waitFor();
    await page.waitForTimeout(500);
    expect(new URL(page.url()).pathname).toBe('/about');
    expect(await page.evaluate(() => sessionStorage.getItem('authRedirectURL'))).toBeNull();
  });

  it('asks before logging out and clears everything afterwards', async () => {
    const page = await newUserPage('Logout', '/profile');
    await page.evaluate(() => sessionStorage.setItem('authRedirectURL', '/favorites'));
    await page.getByRole('button', { name: 'Logout' }).click();
    const dialog = page.getByRole('dialog', { name: 'Confirm Logout' });
    await dialog.getByText('Are you sure you want to log out?').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await page.getByRole('button', { name: 'Logout' }).isVisible()).toBe(true);

    await page.getByRole('button', { name: 'Logout' }).click();
    await dialog.getByRole('button', { name: 'Logout' }).click();
    await page.getByRole('banner').getByRole('link', { name: 'Login with Dev' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    expect(await page.evaluate(() => sessionStorage.getItem('authRedirectURL'))).toBeNull();
    expect(await page.getByRole('link', { name: /Profile/ }).count()).toBe(0);
    const me = await page.evaluate(async () => (await fetch('/api/v1/auth/me')).status);
    expect(me).toBe(401);
  });

  it.each(['/favorites', '/test/market-movers', '/news'])('shows Authentication Required on %s when signed out', async (path) => {
    const page = await anonymousPage();
    await page.goto(path);
    await page.getByText('Authentication Required').waitFor();
    await page.getByText('Please log in to access this feature.').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('leaves nothing of the signed-out user for the next one: favourites, hidden, preferences', async () => {
    const page = await newUserPage('First', '/favorites');
    const [favourite, hidden] = (await stockSymbols(2)) as [string, string];
    await callApi(page, 'POST', '/user/favorites', { ticker: favourite });
    await callApi(page, 'POST', '/user/hidden', { ticker: hidden });
    await callApi(page, 'PUT', '/user/preferences', [
      { name: 'screen_marketCapMin', value: '5' },
      { name: 'favoritesSort', value: JSON.stringify({ key: 'symbol', direction: 'descending' }) },
    ]);
    await page.goto('/screen');
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
    expect(await page.getByText(favourite, { exact: true }).count()).toBe(0);

    // The same tab signs in as someone else: cookies, storage and the HTTP cache stay as they are.
    await signIn(page, uniqueUser('Second'), '/favorites');
    await page.getByText("You haven't added any stocks to your favorites yet.").waitFor();
    await page.goto(`/stock/${hidden}`);
    const lists = page.getByRole('group', { name: `${hidden} lists` });
    // The toggles stay disabled while the favourites and hidden lists load; Favorite is enabled
    // once they have loaded and only if that stock is not hidden (the first user's hidden list is gone).
    await expect.poll(() => lists.getByRole('button', { name: 'Favorite' }).isDisabled(), { timeout: 15_000 }).toBe(false);
    expect(await lists.getByRole('button', { name: 'Hide' }).getAttribute('aria-pressed')).toBe('false');
    await page.goto('/screen');
    await page.getByRole('button', { name: 'Apply Filters' }).waitFor();
    await page.waitForURL((url) => url.searchParams.has('sortBy'));
    expect(new URL(page.url()).searchParams.has('marketCapMin')).toBe(false);
    expect(await page.getByLabel(/^Market Cap Min \(/).inputValue()).toBe('');
    const saved = await preferences(page);
    expect([saved.screen_marketCapMin, saved.favoritesSort]).toEqual([undefined, undefined]);
  });

  it('sends signed-out visitors of /messages home and shows ACCESS DENIED on /profile', async () => {
    const page = await anonymousPage();
    await page.goto('/messages/unread');
    await page.waitForURL((url) => url.pathname === '/');
    await page.goto('/profile');
    await page.getByText('ACCESS DENIED').waitFor();
    await page.getByText('Please log in to view your profile.').waitFor();
  });
});

describe('two users', () => {
  it("do not see each other's screen filters, price alerts or profile names", async () => {
    const alice = await newUserPage('AliceShell', '/profile');
    await callApi(alice, 'PUT', '/user/preferences', [{ name: 'screen_roicMin', value: '12' }]);
    await callApi(alice, 'PUT', '/user/price-alerts', { enabled: true, threshold: 12.5, onlyPositive: true, onlyNegative: false });
    expect((await callApi(alice, 'PUT', '/user/profile', { firstName: 'Alicia', lastName: 'Secret' })).status).toBe(200);

    const bob = await newUserPage('BobShell', '/profile');
    await bob.getByRole('heading', { name: 'Price Alerts' }).waitFor();
    await bob.getByRole('banner').getByRole('link', { name: "BobShell's Profile" }).waitFor();
    expect(await bob.getByText('Alicia').count()).toBe(0);
    expect(await bob.getByText('Secret').count()).toBe(0);
    expect(await bob.getByLabel('Enable price alerts').isChecked()).toBe(false);
    expect(await bob.getByLabel('Threshold').inputValue()).toBe('5');
    await bob.goto('/screen');
    await bob.getByRole('button', { name: 'Apply Filters' }).waitFor();
    await bob.waitForURL((url) => url.searchParams.has('sortBy'));
    expect(new URL(bob.url()).searchParams.has('roicMin')).toBe(false);
    expect(await bob.getByLabel(/^ROIC Min \(/).inputValue()).toBe('');

    // And the other way round: Bob's changes stay Bob's.
    await callApi(bob, 'PUT', '/user/preferences', [{ name: 'screen_roicMin', value: '3' }]);
    await alice.goto('/screen');
    await alice.waitForURL((url) => url.searchParams.get('roicMin') === '12');
    await alice.goto('/profile');
    await alice.getByRole('banner').getByRole('link', { name: "Alicia's Profile" }).waitFor();
    expect(await alice.getByLabel('Enable price alerts').isChecked()).toBe(true);
    expect(await alice.getByLabel('Threshold').inputValue()).toBe('12.5');
  });
});

describe('keyboard', () => {
  it("focuses the header search with '/' unless typing", async () => {
    const page = await newUserPage('Keys', '/favorites');
    await page.locator('body').press('/');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('header-search');
    await page.keyboard.type('ab/');
    expect(await page.locator('#header-search').inputValue()).toBe('ab/');
  });

  it('keeps focus inside a dialog and closes it with Escape', async () => {
    const page = await newUserPage('Trap', '/favorites');
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

describe('feedback modal', () => {
  it('sends feedback and thanks the user', async () => {
    const page = await newUserPage('Feedback', '/favorites');
    await page.getByRole('button', { name: 'Submit Feedback' }).click();
    const dialog = page.getByRole('dialog', { name: 'Submit Feedback' });
    await dialog.waitFor();
    expect(await dialog.getByRole('button', { name: 'Submit' }).isDisabled()).toBe(true);
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

  it("shows 'Feedback Failed' when the server fails", async () => {
    const page = await newUserPage('FeedbackFail', '/favorites');
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

describe('onboarding modal', () => {
  async function onboardingPage(firstName: string): Promise<Page> {
    const { page, user } = await suite.signedIn(firstName, '/favorites');
    await setFlagFor(user, 'show_new_user_modal', true);
    await page.reload();
    await page.getByRole('dialog', { name: /Welcome: Welcome \(step 1 of 4\)/ }).waitFor();
    return page;
  }

  it('walks four steps, needs both acknowledgements and saves the flags with ISO timestamps', async () => {
    const page = await onboardingPage('Onboard');
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('hidden');
    const dialog = page.getByRole('dialog');
    expect(await dialog.getByRole('button', { name: 'Prev' }).isDisabled()).toBe(true);
    await dialog.getByRole('heading', { name: 'Welcome to Research Terminal' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'onboarding-step-1');
    await dialog.getByRole('button', { name: 'Next' }).click();
    await dialog.getByRole('heading', { name: 'Features', exact: true }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Next' }).click();
    await dialog.getByRole('heading', { name: 'How the AI works' }).waitFor();
    expect(await dialog.getByRole('button', { name: 'Next' }).isDisabled()).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByLabel('I acknowledge the terms.').check();
    await dialog.getByRole('button', { name: 'Next' }).click();
    await dialog.getByRole('heading', { name: 'Terms of Service' }).first().waitFor();
    const finalize = dialog.getByRole('button', { name: 'Finalize' });
    expect(await finalize.isDisabled()).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByLabel('I agree to the Terms of Service.').check();
    await screenshot(page, 'onboarding-step-4');
    // A slow save shows 'Finalizing...' until the server answers.
    await page.route('**/api/v1/user/preferences', async (route) => {
      if (route.request().method() === 'PUT') await new Promise((resolve) => setTimeout(resolve, 1_500));
      await route.continue();
    });
    await finalize.click();
    await dialog.getByRole('button', { name: 'Finalizing...' }).waitFor();
    await dialog.waitFor({ state: 'detached' });
    await page.unroute('**/api/v1/user/preferences');
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('');
    const saved = await preferences(page);
    expect(saved.acknowledgement_1).toBe('true');
    expect(saved.onboarding_completed).toBe('true');
    for (const key of ['acknowledgement_1_date', 'onboarding_completed_date']) {
      expect(new Date(saved[key] ?? '').toISOString()).toBe(saved[key]);
    }
    await page.reload();
    await page.getByRole('heading', { name: 'Your Favorite Stocks' }).waitFor();
    await page.waitForTimeout(500);
    expect(await page.getByRole('dialog').count()).toBe(0);
  });

  it('closes on finalize even when saving fails', async () => {
    const page = await onboardingPage('OnboardFail');
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

  it('logs the user out on Cancel', async () => {
    const page = await onboardingPage('OnboardCancel');
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('banner').getByRole('link', { name: 'Login with Dev' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
  });
});
