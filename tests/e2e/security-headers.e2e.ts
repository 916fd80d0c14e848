/**
 * The app and the API reference work fully under the Content-Security-Policy: pages render,
 * Swagger UI runs a call, and (conformance-setup.ts) the browser reports no CSP violation.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aStockSymbol } from './market-support';
import { openPage } from './browser';

let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  ({ browser, context, page } = await openPage());
});
afterAll(async () => {
  await context?.close();
  await browser?.close();
});

describe('under the Content-Security-Policy', () => {
  it.each(['/', '/stock/{a stock}', '/screen', '/about'])('%s is served with the CSP and renders the shell', async (path) => {
    const response = await page.goto(path.replace('{a stock}', await aStockSymbol()));
    expect(response?.status()).toBe(200);
    const csp = (await response?.allHeaders())?.['content-security-policy'] ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    await page.getByRole('banner').waitFor();
    await page.getByRole('contentinfo').waitFor();
  });

  it('runs Swagger UI at /api/docs: expands an operation and executes it', async () => {
    await page.goto('/api/docs');
    await page.getByText('/health', { exact: true }).first().click();
    await page.getByRole('button', { name: 'Try it out' }).click();
    await page.getByRole('button', { name: 'Execute' }).click();
    await page.getByText('"status": "ok"').first().waitFor({ timeout: 15_000 });
  });
});
