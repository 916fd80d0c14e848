/**
 * Pages in the run's one Debian Chromium (scripts/support/chromium.ts), each context watched for
 * contract and CSP violations.
 */
import { mkdirSync } from 'node:fs';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { inject } from 'vitest';
import { ConformanceRecorder } from './contract-recorder';

export { chromiumArgs, chromiumPath } from '../../scripts/support/chromium';

const screenshotDir = 'test-results/screenshots';

let recorder: ConformanceRecorder | undefined;

/**
 * This test file's recorder: every context openPage() opens reports its /api/v1 responses
 * (checked against openapi.yaml) and CSP violations to it; conformance-setup.ts asserts none.
 */
export function fileConformance(): ConformanceRecorder {
  recorder ??= new ConformanceRecorder(inject('baseUrl'));
  return recorder;
}

const DESKTOP = { width: 1280, height: 800 };

/** A fresh context (own cookies and storage) in `browser`, watched for conformance, and a page in it. */
export async function newPage(browser: Browser, viewport = DESKTOP): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: inject('baseUrl'), viewport });
  fileConformance().watch(context);
  const page = await context.newPage();
  return { context, page };
}

/** A connection to the run's one browser (global-setup.ts started it). */
export function connectBrowser(): Promise<Browser> {
  return chromium.connect(inject('wsEndpoint'));
}

/** Connects to the run's one browser and opens a fresh context (own cookies and storage). */
export async function openPage(): Promise<{ browser: Browser; context: BrowserContext; page: Page; baseUrl: string }> {
  const browser = await connectBrowser();
  const { context, page } = await newPage(browser);
  return { browser, context, page, baseUrl: inject('baseUrl') };
}

/** Saves a full-page screenshot under test-results/screenshots for a person to look at. */
export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(screenshotDir, { recursive: true });
  await page.screenshot({ path: `${screenshotDir}/${name}.png`, fullPage: true });
}

/** The viewport's toast region (fixed to the bottom of the screen, the live region for toasts). */
export function toastRegion(page: Page) {
  return page.getByRole('region', { name: 'Notifications' });
}
