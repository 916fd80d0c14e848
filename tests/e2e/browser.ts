/** Page helpers shared by the end-to-end tests. */
import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';

const screenshotDir = 'test-results/screenshots';

/** Saves a full-page screenshot under test-results/screenshots for a person to look at. */
export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(screenshotDir, { recursive: true });
  await page.screenshot({ path: `${screenshotDir}/${name}.png`, fullPage: true });
}

/** The viewport's toast region (fixed to the bottom of the screen, the live region for toasts). */
export function toastRegion(page: Page) {
  return page.getByRole('region', { name: 'Notifications' });
}
