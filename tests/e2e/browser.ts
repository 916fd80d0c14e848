/** Page helpers shared by the end-to-end tests. */
import { mkdirSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';

const screenshotDir = 'test-results/screenshots';

/**
 * Saves a full-page screenshot under test-results/screenshots for a person to look at, when
 * E2E_SCREENSHOTS is set: nothing reads them in a test run, and the run's eighty full-page
 * captures cost two to four seconds each on a busy two-core machine.
 */
export async function screenshot(page: Page, name: string): Promise<void> {
  if (!process.env.E2E_SCREENSHOTS) return;
  mkdirSync(screenshotDir, { recursive: true });
  await page.screenshot({ path: `${screenshotDir}/${name}.png`, fullPage: true });
}

/** The viewport's toast region (fixed to the bottom of the screen, the live region for toasts). */
export function toastRegion(page: Page) {
  return page.getByRole('region', { name: 'Notifications' });
}

/**
 * Waits until the app has taken over the server's HTML (`<html data-ready>`): the page is on
 * screen before that, but clicks and keys reach the app only from then on.
 */
export async function appReady(page: Page): Promise<void> {
  await expect(page.locator('html[data-ready]')).toBeAttached();
}
