/** 10-K analysis, Ask AI and conversations in Chromium on the real server (offline AI engine, demo market). */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openPage, screenshot } from './browser';
import { aStockSymbol } from './market-support';
import { signedInContext } from './session';

let browser: Browser;
let symbol: string;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  const opened = await openPage();
  browser = opened.browser;
  contexts.push(opened.context);
  symbol = await aStockSymbol();
});
afterEach(async () => {
  while (contexts.length) await contexts.pop()?.close();
});
afterAll(async () => {
  await browser?.close();
});

async function userPage(firstName: string, path: string): Promise<Page> {
  const session = await signedInContext(browser, firstName, path);
  contexts.push(session.context);
  return session.page;
}

describe('10-K analysis', () => {
  it('starts an analysis, watches it complete and opens a cited passage', async () => {
    const page = await userPage('Tenk', `/10ks/${symbol}`);
    await page.getByText(/^This is a 10-K AI Analysis for .+\. Please note that AI is not perfect and the analysis may not be 100% accurate\.$/).waitFor();
    await page.getByText('No 10-K Analysis Available').waitFor();
    await page.getByRole('button', { name: 'Start 10-K Analysis' }).click();
    await page.getByRole('heading', { name: /^Year \d{4}$/ }).first().waitFor({ timeout: 30_000 });
    expect(await page.getByRole('button', { name: 'Start 10-K Analysis' }).count()).toBe(0);
    await page.getByRole('heading', { name: 'What are the key risks the company faces?' }).first().waitFor();
    await screenshot(page, 'tenk-complete');

    const source = page.getByRole('link', { name: /10-K, Item 1A \(Risk Factors\), paragraph \d+/ }).first();
    await source.click();
    await page.getByRole('region', { name: 'Cited passage' }).getByText(/Item 1A: Risk Factors, paragraph \d+/).waitFor();
    expect(new URL(page.url()).searchParams.get('passage')).toMatch(/^item-1a-p\d+$/);
    await screenshot(page, 'tenk-passage');
  });
});

describe('Ask AI', () => {
  it('asks a question and shows the cited answer; refreshes and deletes it', async () => {
    const page = await userPage('Asker', `/ask/${symbol}`);
    await page.getByText('No questions asked for this ticker yet.').waitFor();
    await page.getByPlaceholder(`Ask anything about ${symbol}`).fill('What was revenue and the gross margin?');
    await page.getByRole('button', { name: 'Submit', exact: true }).click();
    await page.getByText('Question submitted! Answer received.').waitFor();
    await page.getByText(/Revenue, FY\d{4}:/).first().waitFor();
    await page.getByRole('link', { name: /^Income statement, revenue, FY\d{4}/ }).first().waitFor();
    await page.getByText(/Asked [A-Z][a-z]{2} \d/).waitFor();
    await screenshot(page, 'ask-answer');

    await page.getByRole('button', { name: 'Refresh', exact: true }).click();
    await page.getByRole('dialog', { name: 'Refresh Answer' }).getByText('Are you sure you want to refresh this answer via AI?').waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    await page.getByText('Answer refreshed.').waitFor();
    await page.getByText(/Updated [A-Z][a-z]{2} \d/).waitFor();

    await page.getByRole('link', { name: /^Income statement, revenue/ }).first().click();
    await page.waitForURL(new RegExp(`/stock/${symbol}/statements\\?tab=income`));
    await page.goBack();

    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    await page.getByRole('dialog', { name: 'Delete Question' }).getByText('Are you sure you want to delete this question? You cannot undo this operation.').waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    await page.getByText('No questions asked for this ticker yet.').waitFor();
  });

  it('holds a conversation about the company', async () => {
    const page = await userPage('Talker', `/ask/${symbol}`);
    await page.getByText('No conversations yet.').waitFor();
    await page.getByText('Select a conversation or start a new one.').waitFor();
    await page.getByRole('button', { name: 'New', exact: true }).click();
    await page.getByText('Start a new conversation').waitFor();
    await page.getByLabel('First message').fill('What was diluted EPS?');
    await page.getByRole('button', { name: 'Start', exact: true }).click();
    await page.getByRole('button', { name: 'Untitled conversation' }).waitFor();
    const thread = page.getByRole('list', { name: 'Messages' });
    await thread.getByText(/Diluted EPS, FY\d{4}:/).waitFor();

    await page.getByPlaceholder(`Ask about ${symbol}...`).fill('And net income over the last three years?');
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await thread.getByText('And net income over the last three years?').waitFor();
    await expect.poll(() => thread.getByText(/Net income, FY\d{4}:/).count(), { timeout: 15_000 }).toBe(3);
    await screenshot(page, 'conversation');
  });
});
