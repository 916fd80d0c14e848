/** /profile on the real server: details, price alerts, the e-mail preference, hidden symbols and API tokens. */
import type { Page } from '@playwright/test';
import { seriousViolations } from './axe';
import { appReady, screenshot, toastRegion } from './browser';
import { stockSymbols } from './market-support';
import { callApi, failRequests, setFlagFor, type TestUser } from './session';
import { expect, type SignIn, test } from './fixtures';

async function profile(signedIn: SignIn, firstName: string): Promise<{ page: Page; user: TestUser }> {
  const session = await signedIn(firstName, '/profile');
  await session.page.getByRole('heading', { name: 'Price Alerts' }).waitFor();
  return { page: session.page, user: session.user };
}

const toastLine = toastRegion;

interface PriceAlerts {
  enabled: boolean;
  threshold: number;
  onlyPositive: boolean;
  onlyNegative: boolean;
}

test.describe('profile', () => {
  test('shows every section and edits the name (save and cancel)', async ({ signedIn }) => {
    const { page, user } = await profile(signedIn, 'Profile');
    await page.getByText(user.email).waitFor();
    for (const heading of ['Your Profile', 'Price Alerts', 'Hidden Symbols']) {
      await page.getByRole('heading', { name: heading }).waitFor();
    }
    await expect(page.getByRole('heading', { name: 'Preferences' })).toHaveCount(0);
    await page.getByText('% daily movement (from market open)').waitFor();
    await page
      .getByText('Alerts are sent once per day per stock during market hours when price movements exceed your threshold.')
      .waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'profile');

    await page.getByRole('button', { name: 'EDIT PROFILE' }).click();
    await page.getByLabel('First Name').fill('Renamed');
    await page.getByRole('button', { name: 'CANCEL' }).click();
    await page.getByRole('banner').getByRole('link', { name: "Profile's Profile" }).waitFor();

    await page.getByRole('button', { name: 'EDIT PROFILE' }).click();
    await page.getByLabel('First Name').fill('Renamed');
    await page.getByLabel('Last Name').fill('');
    await page.getByRole('button', { name: 'SAVE CHANGES' }).click();
    await toastLine(page).getByText('Profile updated').waitFor();
    await page.getByRole('banner').getByRole('link', { name: "Renamed's Profile" }).waitFor();
    await page.getByText('Not set').waitFor();

    await failRequests(page.context(), 'PUT /api/v1/user/profile');
    await page.getByRole('button', { name: 'EDIT PROFILE' }).click();
    await page.getByLabel('First Name').fill('Nope');
    await page.getByRole('button', { name: 'SAVE CHANGES' }).click();
    await toastLine(page).getByText('Failed to update profile').waitFor();
  });

  test('saves the alert toggle and movement type at once and the threshold on blur within 0.1 to 50', async ({ signedIn }) => {
    const { page } = await profile(signedIn, 'Alerts');
    const read = async () => (await callApi<PriceAlerts>(page, 'GET', '/user/price-alerts')).body;
    await page.getByLabel('Enable price alerts').check();
    await toastLine(page).getByText('Price alert preferences updated').waitFor();
    await expect.poll(async () => (await read()).enabled).toBe(true);

    await page.getByLabel('Only gains').check();
    await expect.poll(async () => await read()).toMatchObject({ onlyPositive: true, onlyNegative: false });
    await page.getByLabel('Only losses').check();
    await expect.poll(async () => await read()).toMatchObject({ onlyPositive: false, onlyNegative: true });

    const threshold = page.getByLabel('Threshold');
    await threshold.fill('7.5');
    expect((await read()).threshold).toBe(5);
    await threshold.blur();
    await expect.poll(async () => (await read()).threshold).toBe(7.5);
    // Out of range: the box goes back to the saved value and nothing is sent. The next save is
    // the signal: the first threshold the server receives after this one is that save's.
    const sentThresholds: number[] = [];
    page.on('request', (request) => {
      if (request.method() === 'PUT' && request.url().endsWith('/api/v1/user/price-alerts')) {
        sentThresholds.push((request.postDataJSON() as PriceAlerts).threshold);
      }
    });
    await threshold.fill('99');
    await threshold.blur();
    await expect(threshold).toHaveValue('7.5');
    const nextSave = page.waitForResponse(
      (response) => response.request().method() === 'PUT' && response.url().endsWith('/api/v1/user/price-alerts') && response.ok(),
    );
    await threshold.fill('8');
    await threshold.blur();
    await nextSave;
    expect(sentThresholds).toEqual([8]);
    expect((await read()).threshold).toBe(8);
  });

  test('rolls the alert toggle back when the server fails', async ({ signedIn }) => {
    const { page } = await profile(signedIn, 'AlertsFail');
    await failRequests(page.context(), 'PUT /api/v1/user/price-alerts');
    const toggle = page.getByLabel('Enable price alerts');
    await toggle.click();
    await toastLine(page).getByText('Failed to update price alert preferences: Injected test fault').waitFor();
    await expect(toggle).not.toBeChecked();
  });

  test('shows the e-mail preference only under its flag', async ({ signedIn }) => {
    const { page, user } = await profile(signedIn, 'Email');
    await setFlagFor(user, 'email-notifications', true);
    await page.reload();
    await appReady(page);
    await page.getByRole('heading', { name: 'Preferences' }).waitFor();
    await page.getByLabel('Receive system notification e-mails').check();
    await expect
      .poll(async () => (await callApi<Array<{ name: string; value: string }>>(page, 'GET', '/user/preferences')).body)
      .toContainEqual({ name: 'emailSystemMessages', value: 'true' });
  });

  test('lists hidden symbols (expand state kept, sortable) and unhides them', async ({ signedIn }) => {
    const { page } = await profile(signedIn, 'Hidden');
    await page.getByRole('button', { name: 'SHOW HIDDEN SYMBOLS' }).click();
    await page.getByText('No hidden symbols found.').waitFor();
    const [A, B, C] = (await stockSymbols(3)) as [string, string, string];
    for (const ticker of [B, A, C])
      expect((await callApi(page, 'POST', '/user/hidden', { ticker: ticker.toLowerCase() })).status).toBe(200);
    await page.reload();
    await appReady(page);
    // The list stays open: profileHiddenSymbolsExpanded was saved.
    await page.getByRole('button', { name: 'HIDE LIST' }).waitFor();
    const symbols = page.locator('#hidden-symbols-list tbody tr td:first-child');
    await expect(symbols).toHaveText([A, B, C]);
    await expect(page.getByRole('link', { name: B, exact: true })).toHaveAttribute('href', `/stock/${B}`);
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'SYMBOL' }).click();
    await expect(symbols).toHaveText([C, B, A]);

    await page.getByRole('button', { name: `UNHIDE ${B}` }).click();
    await toastLine(page).getByText('Symbol unhidden').waitFor();
    await expect(symbols).toHaveText([C, A]);

    await failRequests(page.context(), 'DELETE /api/v1/user/hidden');
    await page.getByRole('button', { name: `UNHIDE ${C}` }).click();
    await toastLine(page).getByText('Failed to unhide symbol').waitFor();
    await expect(symbols).toHaveText([C, A]);
    await failRequests(page.context());
    await page.getByRole('button', { name: 'HIDE LIST' }).click();
    await page.getByRole('button', { name: 'SHOW HIDDEN SYMBOLS' }).waitFor();
  });

  test('creates an API token, shows its value once, lets a script use it and revokes it', async ({ signedIn, baseURL }) => {
    const { page, user } = await profile(signedIn, 'Tokens');
    const section = page.getByRole('region', { name: 'API Tokens', exact: true });
    await section.getByText('No API tokens yet.').waitFor();
    await section.getByLabel('Token name').fill('Nightly script');
    await section.getByLabel('Expires').selectOption({ label: '30 days' });
    await section.getByRole('button', { name: 'CREATE TOKEN' }).click();

    const valueField = section.getByLabel('New token: Nightly script');
    const value = await valueField.inputValue();
    expect(value).toMatch(/^rt_[A-Za-z0-9_-]{40,}$/);
    await section.getByText('Copy this token now. It will not be shown again.').waitFor();
    const row = section.getByRole('row', { name: /Nightly script/ });
    const cells = () => row.getByRole('cell').allTextContents();
    await row.waitFor();
    expect((await cells())[2]).not.toBe('Never');
    expect((await cells())[3]).toBe('Never');
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'profile-api-tokens');

    // A script with only the token (no cookie) is this user.
    const asScript = (path: string) => fetch(`${baseURL}/api/v1${path}`, { headers: { Authorization: `Bearer ${value}` } });
    const me = await asScript('/auth/me');
    expect(me.status).toBe(200);
    expect((await me.json()).email).toBe(user.email);
    expect((await asScript('/user/favorites')).status).toBe(200);

    // Shown once: gone after DONE and never in the list or the page again.
    await section.getByRole('button', { name: 'DONE' }).click();
    await expect(valueField).toHaveCount(0);
    await page.reload();
    await appReady(page);
    await row.waitFor();
    expect(await page.content()).not.toContain(value);
    expect(JSON.stringify((await callApi(page, 'GET', '/user/tokens')).body)).not.toContain(value);
    expect((await cells())[3]).not.toBe('Never'); // last used by the script

    await section.getByRole('button', { name: 'REVOKE Nightly script' }).click();
    const dialog = page.getByRole('dialog', { name: 'Revoke API Token' });
    await dialog.getByText("Revoke the token 'Nightly script'? Scripts that use it stop working at once.").waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'REVOKE', exact: true }).click();
    await toastLine(page).getByText('API token revoked').waitFor();
    await section.getByText('No API tokens yet.').waitFor();
    expect((await asScript('/auth/me')).status).toBe(401);
  });
});
