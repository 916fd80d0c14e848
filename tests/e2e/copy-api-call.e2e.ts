/**
 * 'Copy as API call': the curl line a screen offers, run as-is by a real shell with a personal
 * API token, answers what the screen shows.
 */
import { execFileSync } from 'node:child_process';
import type { Page } from '@playwright/test';
import { seriousViolations } from './axe';
import { appReady, screenshot } from './browser';
import { expect, type SignIn, test } from './fixtures';
import { aFundSymbol, aStockSymbol } from './market-support';
import { callApi } from './session';

/** A user signed in on `path`, with a personal API token. */
async function withToken(signedIn: SignIn, path: string): Promise<{ page: Page; token: string }> {
  const { page } = await signedIn('Copier', path);
  const created = await callApi<{ value: string }>(page, 'POST', '/user/tokens', { name: 'copy as API call' });
  expect(created.status).toBe(201);
  return { page, token: created.body.value };
}

/** Opens the disclosure and reads its curl line (once the page is hydrated: a click on the server-rendered <details> before that is undone). */
async function curlOf(page: Page, scope = page.locator('body')): Promise<string> {
  await appReady(page);
  const disclosure = scope.locator('details.api-call').first();
  await disclosure.locator('summary', { hasText: 'Copy as API call' }).click();
  const figure = disclosure.locator('figure', { hasText: 'curl' }).first();
  return (await figure.locator('pre').textContent()) ?? '';
}

/** Runs the copied line in bash, as a user pasting it would, with TERMINAL_TOKEN set. */
function runInShell(line: string, token: string): unknown {
  return JSON.parse(execFileSync('bash', ['-c', line], { env: { ...process.env, TERMINAL_TOKEN: token }, encoding: 'utf8' }));
}

test.describe('copy as API call', () => {
  test('offers public data to a visitor without a token, and the call answers without one', async ({ page }) => {
    const symbol = await aStockSymbol();
    await page.goto(`/stock/${symbol}`);
    await expect(page.getByLabel('Key metrics')).toBeVisible();
    const line = await curlOf(page);
    expect(line).toMatch(/^curl -sS '/);
    const snippets = page.locator('details.api-call').first();
    await expect(snippets).not.toContainText(/token|Authorization/i);
    await expect(snippets).toContainText('without signing in');
    const company = runInShell(line, '') as { symbol: string };
    expect(company.symbol).toBe(symbol);
  });

  test('gives the screener call that answers the rows on screen, in their order', async ({ signedIn }) => {
    const { page, token } = await withToken(signedIn, '/screen?revenueGrowthMin=5&sortBy=roic&sortOrder=desc');
    const rows = page.locator('.screen-table tbody tr');
    await expect(rows.first()).toBeVisible();
    const shown = await rows.locator('a[href^="/stock/"]').allTextContents();
    expect(shown.length).toBeGreaterThan(0);
    const line = await curlOf(page);
    expect(line).toMatch(/^curl -sS -H "Authorization: Bearer \$TERMINAL_TOKEN" '/);
    // The address reads percent (as the filter is typed), the API fractions.
    expect(line).toContain('revenueGrowthMin=0.05&');
    const answer = runInShell(line, token) as { results: Array<{ ticker: string }> };
    expect(answer.results.map((row) => row.ticker).slice(0, shown.length)).toEqual(shown);
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, 'copy-api-call-screen-390');
    await page.setViewportSize({ width: 1280, height: 800 });
    await screenshot(page, 'copy-api-call-screen-1280');
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('gives the company, statements, chart and fund calls, and a copy button that copies', async ({ signedIn }) => {
    const symbol = await aStockSymbol();
    const { page, token } = await withToken(signedIn, `/stock/${symbol}`);
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await expect(page.getByLabel('Key metrics')).toBeVisible();
    const company = runInShell(await curlOf(page), token) as { symbol: string; companyName: string };
    expect(company.symbol).toBe(symbol);
    await expect(page.locator('h1')).toContainText(company.companyName);
    await page.getByRole('button', { name: 'Copy curl' }).click();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toMatch(/^curl .*\/api\/v1\/companies\//);

    await page.goto(`/stock/${symbol}/statements`);
    await expect(page.locator('.statement-table, table').first()).toBeVisible();
    const statements = runInShell(await curlOf(page), token) as { symbol?: string };
    expect(JSON.stringify(statements)).toContain(symbol);

    await page.goto(`/stock/${symbol}/visualize`);
    await expect(page.getByTestId('growth-line')).toBeVisible();
    const chart = runInShell(await curlOf(page, page.locator('.price-chart')), token) as { data: unknown[] };
    expect(chart.data.length).toBeGreaterThan(0);

    const fundSymbol = await aFundSymbol();
    await page.goto(`/fund/${fundSymbol}`);
    await expect(page.getByRole('heading', { name: 'Overview' })).toBeVisible();
    const fund = runInShell(await curlOf(page), token);
    expect(JSON.stringify(fund)).toContain(fundSymbol);
  });
});
