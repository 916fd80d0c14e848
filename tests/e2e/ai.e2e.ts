/** 10-K analysis, Ask AI and conversations in Chromium on the real server (offline AI engine, demo market). */
import { appReady, screenshot } from './browser';
import { expect, test } from './fixtures';
import { aStockSymbol } from './market-support';

let symbol: string;

test.beforeAll(async () => {
  symbol = await aStockSymbol();
});

test.describe('10-K analysis', () => {
  test('starts an analysis, watches it complete and opens a cited passage', async ({ signedIn }) => {
    const { page } = await signedIn('Tenk', `/10ks/${symbol}`);
    await page
      .getByText(/^This is a 10-K AI Analysis for .+\. Please note that AI is not perfect and the analysis may not be 100% accurate\.$/)
      .waitFor();
    await page.getByText('No 10-K Analysis Available').waitFor();
    await page.getByRole('button', { name: 'Start 10-K Analysis' }).click();
    await page
      .getByRole('heading', { name: /^Year \d{4}$/ })
      .first()
      .waitFor();
    await expect(page.getByRole('button', { name: 'Start 10-K Analysis' })).toHaveCount(0);
    await page.getByRole('heading', { name: 'What are the key risks the company faces?' }).first().waitFor();
    // A complete analysis leaves no empty status box, and what changed against the year before comes first.
    await expect(page.getByRole('region', { name: 'Analysis status' })).toHaveCount(0);
    const changesAbove = await page.locator('section.tenk-changes').evaluate((changes) => {
      const firstYear = [...document.querySelectorAll('h3, h4')].find((heading) => /^Year \d{4}$/.test(heading.textContent ?? ''));
      return firstYear !== undefined && Boolean(changes.compareDocumentPosition(firstYear) & Node.DOCUMENT_POSITION_FOLLOWING);
    });
    expect(changesAbove, "'What changed' is above the first year's answers").toBe(true);
    await screenshot(page, 'tenk-complete');

    const source = page.getByRole('link', { name: /10-K, Item 1A \(Risk Factors\), paragraph \d+/ }).first();
    await source.click();
    // The citation opens the filing reader at Item 1A, scrolled to the passage and marked.
    await page.waitForURL(new RegExp(`/stock/${symbol}/filings/\\d{10}-\\d{2}-\\d{6}\\?passage=(item-1a-p\\d+)#\\1$`));
    await page.getByRole('heading', { name: 'Item 1A. Risk Factors' }).waitFor();
    const passage = new URL(page.url()).searchParams.get('passage') ?? '';
    const cited = page.locator(`[id="${passage}"]`);
    await expect(cited).toHaveClass(/\btargeted\b/);
    await expect(cited).toBeInViewport();
    await screenshot(page, 'tenk-passage');
  });
});

test.describe('Ask AI', () => {
  test('asks a question and shows the cited answer; refreshes and deletes it', async ({ signedIn }) => {
    const { page } = await signedIn('Asker', `/ask/${symbol}`);
    await page.getByText('No questions asked for this ticker yet.').waitFor();
    await page.getByPlaceholder(`Ask anything about ${symbol}`).fill('What was revenue and the gross margin?');
    await page.getByRole('button', { name: 'Submit', exact: true }).click();
    await page.getByText('Question submitted! Answer received.').waitFor();
    await page
      .getByText(/Revenue, FY\d{4}:/)
      .first()
      .waitFor();
    await page
      .getByRole('link', { name: /^Income statement, revenue, FY\d{4}/ })
      .first()
      .waitFor();
    await page.getByText(/Asked [A-Z][a-z]{2} \d/).waitFor();
    await screenshot(page, 'ask-answer');

    await page.getByRole('button', { name: 'Refresh', exact: true }).click();
    await page.getByRole('dialog', { name: 'Refresh Answer' }).getByText('Are you sure you want to refresh this answer via AI?').waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    await page.getByText('Answer refreshed.').waitFor();
    await page.getByText(/Updated [A-Z][a-z]{2} \d/).waitFor();

    await page
      .getByRole('link', { name: /^Income statement, revenue/ })
      .first()
      .click();
    await page.waitForURL(new RegExp(`/stock/${symbol}/statements\\?tab=income`));
    await page.goBack();

    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    await page
      .getByRole('dialog', { name: 'Delete Question' })
      .getByText('Are you sure you want to delete this question? You cannot undo this operation.')
      .waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    await page.getByText('No questions asked for this ticker yet.').waitFor();
  });

  test('polls a processing answer by its id and puts it into the history without fetching the history again', async ({ signedIn }) => {
    const { page } = await signedIn('Waiter', `/ask/${symbol}`);
    await page.getByText('No questions asked for this ticker yet.').waitFor();
    await page.getByPlaceholder(`Ask anything about ${symbol}`).fill('What was revenue?');
    await page.getByRole('button', { name: 'Submit', exact: true }).click();
    await page.getByText('Question submitted! Answer received.').waitFor();

    // The next history read reports the entry as still processing, as with a slow model.
    const calls: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/api/v1/ai/')) calls.push(`${request.method()} ${url.pathname}`);
    });
    await page.route(
      (url) => url.pathname === '/api/v1/ai/history',
      async (route) => {
        const response = await route.fetch();
        const body = (await response.json()) as { history: Array<Record<string, unknown>> };
        const history = body.history.map((entry) => ({ ...entry, status: 'processing', answer: null, completedAt: null, citations: [] }));
        await route.fulfill({ response, json: { history } });
      },
      { times: 1 },
    );
    await page.reload();
    await appReady(page);
    await page.getByText('Question is being processed...').waitFor();
    await page.getByRole('button', { name: 'What was revenue?' }).click();
    await page.getByText('Pending response...').waitFor();
    await screenshot(page, 'ask-processing');

    await page
      .getByText(/Revenue, FY\d{4}:/)
      .first()
      .waitFor();
    await page
      .getByRole('link', { name: /^Income statement, revenue, FY\d{4}/ })
      .first()
      .waitFor();
    await expect(page.getByText('Question is being processed...')).toHaveCount(0);
    expect(calls.filter((call) => call === 'GET /api/v1/ai/history')).toHaveLength(1);
    expect(calls.filter((call) => /^GET \/api\/v1\/ai\/ask\/[\w-]+$/.test(call)).length).toBeGreaterThanOrEqual(1);
  });

  test('holds a conversation about the company', async ({ signedIn }) => {
    const { page } = await signedIn('Talker', `/ask/${symbol}`);
    await page.getByText('No conversations yet.').waitFor();
    await page.getByText('Select a conversation or start a new one.').waitFor();
    await page.getByRole('button', { name: 'New', exact: true }).click();
    await page.getByText('Start a new conversation').waitFor();
    await page.getByLabel('First message').fill('What was diluted EPS?');
    await page.getByRole('button', { name: 'Start', exact: true }).click();
    // A conversation is titled from its first question.
    await page.getByRole('button', { name: 'What was diluted EPS?', exact: true }).waitFor();
    const thread = page.getByRole('list', { name: 'Messages' });
    await thread.getByText(/Diluted EPS, FY\d{4}:/).waitFor();

    // The list of conversations is refetched after the thread's messages; holding it keeps the
    // stored exchange and the streamed one on screen together, where each must show once.
    let releaseConversations: () => void = () => undefined;
    const conversationsHeld = new Promise<void>((resolve) => (releaseConversations = resolve));
    await page.route(
      (url) => url.pathname === '/api/v1/conversations',
      async (route) => {
        if (route.request().method() === 'GET') await conversationsHeld;
        await route.fallback();
      },
    );
    const storedExchange = page.waitForResponse(
      (response) =>
        response.request().method() === 'GET' && /\/api\/v1\/conversations\/[^/]+\/messages$/.test(new URL(response.url()).pathname),
    );
    await page.getByPlaceholder(`Ask about ${symbol}...`).fill('And net income over the last three years?');
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await thread.getByText('And net income over the last three years?').waitFor();
    await storedExchange;
    await expect(thread.getByText(/Net income, FY\d{4}:/)).toHaveCount(3);
    await expect(thread.getByText('And net income over the last three years?')).toHaveCount(1);
    releaseConversations();
    await page.getByRole('button', { name: 'Send', exact: true }).waitFor();
    await expect(thread.getByText('And net income over the last three years?')).toHaveCount(1);
    await expect(thread.getByText(/Net income, FY\d{4}:/)).toHaveCount(3);
    await screenshot(page, 'conversation');
  });

  test('renames a conversation in place and deletes it, from the keyboard', async ({ signedIn }) => {
    const { page } = await signedIn('Renamer', `/ask/${symbol}`);
    await page.getByText('No conversations yet.').waitFor();
    await page.getByRole('button', { name: 'New', exact: true }).click();
    await page.getByLabel('First message').fill('What was revenue?');
    await page.getByRole('button', { name: 'Start', exact: true }).click();
    await page.getByRole('button', { name: 'What was revenue?', exact: true }).waitFor();

    // Escape leaves the title as it was and gives focus back to Rename.
    await page.getByRole('button', { name: 'Rename What was revenue?' }).focus();
    await page.keyboard.press('Enter');
    const title = page.getByLabel('Conversation title');
    await expect(title).toBeFocused();
    await page.keyboard.type('Not kept');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'What was revenue?', exact: true }).waitFor();
    await expect(page.getByRole('button', { name: 'Rename What was revenue?' })).toBeFocused();

    // Enter saves; the new title survives a reload.
    await page.keyboard.press('Enter');
    await title.fill('Revenue questions');
    await screenshot(page, 'conversation-rename');
    await title.press('Enter');
    await page.getByRole('button', { name: 'Revenue questions', exact: true }).waitFor();
    await expect(page.getByRole('button', { name: 'Rename Revenue questions' })).toBeFocused();
    await page.reload();
    await appReady(page);
    await page.getByRole('button', { name: 'Revenue questions', exact: true }).waitFor();
    await page.getByRole('button', { name: 'Revenue questions', exact: true }).click();
    await page
      .getByRole('list', { name: 'Messages' })
      .getByText(/Revenue, FY\d{4}:/)
      .first()
      .waitFor();
    await screenshot(page, 'conversations-panel');

    // Delete asks first; Cancel keeps it, Delete removes it and its thread.
    await page.getByRole('button', { name: 'Delete Revenue questions' }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Delete Conversation' });
    await dialog
      .getByText('Are you sure you want to delete “Revenue questions”? Its messages are deleted too; you cannot undo this operation.')
      .waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: 'Delete Revenue questions' }).click();
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    await page.getByText('No conversations yet.').waitFor();
    await page.getByText('Select a conversation or start a new one.').waitFor();
    await page.reload();
    await page.getByText('No conversations yet.').waitFor();
  });
});
