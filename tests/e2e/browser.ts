/**
 * Debian's Chromium, never a downloaded browser. The flags keep it off the network: this machine
 * has none, and without them Chromium keeps trying to reach its update and sync services.
 */
import { mkdirSync } from 'node:fs';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { inject } from 'vitest';

export const chromiumPath = '/usr/bin/chromium';

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-default-apps',
  '--disable-dev-shm-usage',
];

export const screenshotDir = 'test-results/screenshots';

/** Connects to the run's one browser and opens a fresh context (own cookies and storage). */
export async function openPage(): Promise<{ browser: Browser; context: BrowserContext; page: Page; baseUrl: string }> {
  const browser = await chromium.connect(inject('wsEndpoint'));
  const baseUrl = inject('baseUrl');
  const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  return { browser, context, page, baseUrl };
}

/** Saves a full-page screenshot under test-results/screenshots for a person to look at. */
export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(screenshotDir, { recursive: true });
  await page.screenshot({ path: `${screenshotDir}/${name}.png`, fullPage: true });
}
