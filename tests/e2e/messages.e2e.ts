/** The inbox on the real server: tabs, rows, detail, archive, delete, bulk buttons, badge, events. */
import type { Page } from '@playwright/test';
import { seriousViolations } from './axe';
import { appReady, screenshot } from './browser';
import { callApi, failRequests, setFlagFor, type TestUser } from './session';
import { expect, type SignIn, test } from './fixtures';

interface CreatedMessage {
  id: string;
  subject: string;
}

async function inbox(signedIn: SignIn, firstName: string): Promise<{ page: Page; user: TestUser }> {
  const session = await signedIn(firstName, '/profile');
  return { page: session.page, user: session.user };
}

/** Creates messages oldest first, so the list (newest first) shows them in reverse. */
async function createMessages(page: Page, subjects: string[], extra: Record<string, unknown> = {}): Promise<CreatedMessage[]> {
  const created: CreatedMessage[] = [];
  for (const subject of subjects) {
    const { status, body } = await callApi<CreatedMessage>(page, 'POST', '/messages', { subject, body: `Body of ${subject}`, ...extra });
    expect(status).toBe(201);
    created.push(body);
  }
  return created;
}

const tab = (page: Page, name: RegExp) => page.getByRole('navigation', { name: 'Message filter' }).getByRole('link', { name });
const rows = (page: Page) => page.locator('.message-row');

test.describe('inbox', () => {
  test('lists messages with counts, opens one (marking it read) and moves between them', async ({ signedIn }) => {
    const { page } = await inbox(signedIn, 'Inbox');
    await createMessages(page, ['First', 'Second', 'Third']);
    await callApi(page, 'POST', '/messages', { subject: 'Long', body: 'x'.repeat(130), deepLink: '/stock/AAPL', priority: 'high' });
    await page.goto('/messages');
    await appReady(page);
    await page.waitForURL((url) => url.pathname === '/messages/all');
    await tab(page, /^All \(4\)$/).waitFor();
    await tab(page, /^Unread \(4\)$/).waitFor();
    await tab(page, /^Archived$/).waitFor();
    await page.getByTestId('unread-badge').getByText('4').waitFor();
    await expect(rows(page).first()).toContainText(`${'x'.repeat(100)}...`);
    expect(await rows(page).allTextContents()).toHaveLength(4);
    await expect(page.getByRole('button', { name: 'READ ALL' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'messages-all');

    await rows(page).first().getByRole('link').click();
    await page.getByRole('heading', { name: 'Long' }).waitFor();
    await page.getByText('HIGH PRIORITY').waitFor();
    await expect(page.getByRole('link', { name: 'VIEW RELATED CONTENT →' })).toHaveAttribute('target', '_blank');
    await expect(page.getByRole('button', { name: '← PREVIOUS' })).toBeDisabled();
    await page.getByTestId('unread-badge').getByText('3').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'message-detail');

    await page.getByRole('button', { name: 'NEXT →' }).click();
    await page.getByRole('heading', { name: 'Third' }).waitFor();
    await page.getByRole('button', { name: 'NEXT →' }).click();
    await page.getByRole('button', { name: 'NEXT →' }).click();
    await page.getByRole('heading', { name: 'First' }).waitFor();
    await expect(page.getByRole('button', { name: 'NEXT →' })).toBeDisabled();
    await page.getByRole('link', { name: '← BACK TO MESSAGES' }).click();
    // All four were opened, so none is unread any more.
    await tab(page, /^Unread$/).waitFor();
    await expect(page.getByTestId('unread-badge')).toHaveCount(0);
  });

  test('archives to the next message and deletes after the confirm', async ({ signedIn }) => {
    const { page } = await inbox(signedIn, 'Archive');
    await createMessages(page, ['One', 'Two', 'Three']);
    await page.goto('/messages/all');
    await appReady(page);
    await rows(page).nth(1).getByRole('link').click();
    await page.getByRole('heading', { name: 'Two' }).waitFor();
    await page.getByRole('button', { name: 'ARCHIVE' }).click();
    await page.getByRole('heading', { name: 'One' }).waitFor();
    await page.getByRole('button', { name: 'DELETE' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete Message' });
    await dialog.getByText('Are you sure you want to delete this message? This action cannot be undone.').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('heading', { name: 'Three' }).waitFor();
    await page.getByRole('link', { name: '← BACK TO MESSAGES' }).click();
    await tab(page, /^Archived \(1\)$/).click();
    await page.waitForURL((url) => url.pathname === '/messages/archived');
    await expect(rows(page)).toHaveText([/Two/]);
    await rows(page).first().getByRole('link').click();
    await page.getByRole('heading', { name: 'Two' }).waitFor();
    await expect(page.getByRole('button', { name: 'ARCHIVE' })).toHaveCount(0);
  });

  test('offers the bulk buttons of each tab', async ({ signedIn }) => {
    const { page } = await inbox(signedIn, 'Bulk');
    await createMessages(page, ['A', 'B']);
    await page.goto('/messages/unread');
    await appReady(page);
    await expect(page.getByRole('button', { name: 'ARCHIVE ALL' })).toHaveCount(0);
    await page.getByRole('button', { name: 'READ ALL' }).click();
    await page.getByText('No unread messages').waitFor();
    await tab(page, /^All \(2\)$/).click();
    await page.getByRole('button', { name: 'ARCHIVE ALL' }).waitFor();
    await expect(page.getByRole('button', { name: 'READ ALL' })).toHaveCount(0);
    await page.getByRole('button', { name: 'ARCHIVE ALL' }).click();
    await page.getByText('No messages', { exact: true }).waitFor();
    await tab(page, /^Archived \(2\)$/).click();
    await page.getByRole('button', { name: 'DELETE ALL' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete All Archived Messages' });
    await dialog
      .getByText(
        'Are you sure you want to delete all archived messages? You cannot undo this operation. All messages in the archived view will be permanently deleted.',
      )
      .waitFor();
    await dialog.getByRole('button', { name: 'Delete All' }).click();
    await page.getByText('No archived messages').waitFor();
    await tab(page, /^Archived$/).waitFor();
    // Nothing left to delete: the empty Archived tab offers no DELETE ALL, also on a fresh visit.
    await expect(page.getByRole('button', { name: 'DELETE ALL' })).toHaveCount(0);
    await page.reload();
    await appReady(page);
    await page.getByText('No archived messages').waitFor();
    await expect(page.getByRole('button', { name: 'DELETE ALL' })).toHaveCount(0);
  });

  test('loads 20 at a time while scrolling and ends with End of messages', async ({ signedIn }) => {
    const { page } = await inbox(signedIn, 'Scroll');
    await createMessages(
      page,
      Array.from({ length: 25 }, (_, i) => `Message ${i + 1}`),
    );
    await page.goto('/messages/all');
    await appReady(page);
    await rows(page).nth(19).waitFor();
    await expect(rows(page)).toHaveCount(20);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.getByText('End of messages').waitFor();
    await expect(rows(page)).toHaveCount(25);
  });

  test('rolls a message back to unread when marking it read fails', async ({ signedIn }) => {
    const { page } = await inbox(signedIn, 'Rollback');
    const [message] = await createMessages(page, ['Stays unread']);
    await failRequests(page.context(), 'PUT /api/v1/messages/');
    await page.goto(`/messages/all/${message!.id}`);
    await appReady(page);
    await page.getByRole('heading', { name: 'Stays unread' }).waitFor();
    await page.getByRole('link', { name: '← BACK TO MESSAGES' }).click();
    await expect(rows(page).first()).toHaveClass(/\bunread\b/);
    await failRequests(page.context());
    const count = await callApi<{ unreadCount: number }>(page, 'GET', '/messages/unread/count');
    expect(count.body.unreadCount).toBe(1);
  });

  test("applies 'polling-message' window events to the open tab", async ({ signedIn }) => {
    const { page } = await inbox(signedIn, 'Events');
    const [kept] = await createMessages(page, ['Kept']);
    await page.goto('/messages/all');
    await appReady(page);
    await rows(page).first().waitFor();
    await tab(page, /^All \(1\)$/).waitFor();
    // Each event reports a change the server has already made, as the real feed does, so the tab
    // agrees with it even when it refetches (a page in a shared browser turning visible again).
    const [pushed] = await createMessages(page, ['Pushed']);
    await page.evaluate((message) => {
      window.dispatchEvent(new CustomEvent('polling-message', { detail: { type: 'newMessage', message } }));
      window.dispatchEvent(
        new CustomEvent('polling-message', { detail: { type: 'messageCountsUpdate', counts: { all: 2, unread: 2, archived: 0 } } }),
      );
    }, pushed!);
    await page.getByText('Pushed', { exact: true }).waitFor();
    await tab(page, /^All \(2\)$/).waitFor();
    expect((await callApi(page, 'DELETE', `/messages/${kept!.id}`)).status).toBe(204);
    await page.evaluate((id) => {
      window.dispatchEvent(new CustomEvent('polling-message', { detail: { type: 'messageDeleted', messageId: id } }));
    }, kept!.id);
    await expect(rows(page)).toHaveText([/Pushed/]);
  });

  test('takes realtime counts on any signed-in page: the header badge follows messageCountsUpdate', async ({ signedIn }) => {
    const { page } = await inbox(signedIn, 'Counts');
    const firstCount = page.waitForResponse((response) => response.url().endsWith('/api/v1/messages/unread/count'));
    await page.goto('/favorites');
    await appReady(page);
    await firstCount;
    await page.getByRole('heading', { name: 'Your Favorite Stocks' }).waitFor();
    await expect(page.getByTestId('unread-badge')).toHaveCount(0);
    const sendCounts = (counts: { all: number; unread: number; archived: number }) =>
      page.evaluate((detail) => window.dispatchEvent(new CustomEvent('polling-message', { detail })), {
        type: 'messageCountsUpdate',
        counts,
      });
    await sendCounts({ all: 14, unread: 12, archived: 1 });
    await page.getByTestId('unread-badge').getByText('12', { exact: true }).waitFor();
    await sendCounts({ all: 200, unread: 150, archived: 0 });
    await page.getByTestId('unread-badge').getByText('99+', { exact: true }).waitFor();
    await sendCounts({ all: 0, unread: 0, archived: 0 });
    await page.getByTestId('unread-badge').waitFor({ state: 'detached' });
  });

  test('shows the test-message button only under its flag and sends one', async ({ signedIn }) => {
    const { page, user } = await inbox(signedIn, 'TestButton');
    await page.goto('/messages/all');
    await page.getByText('No messages', { exact: true }).waitFor();
    await expect(page.getByRole('button', { name: '🧪 SEND TEST MESSAGE' })).toHaveCount(0);
    await setFlagFor(user, 'test-message-button', true);
    await page.reload();
    await appReady(page);
    await page.getByRole('button', { name: '🧪 SEND TEST MESSAGE' }).click();
    await page.getByText('Test message', { exact: true }).waitFor();
    await tab(page, /^Unread \(1\)$/).waitFor();
  });

  test('polls the unread badge while the page is visible and focused', async ({ signedIn }) => {
    const { page } = await inbox(signedIn, 'Badge');
    await page.bringToFront();
    await expect(page.getByTestId('unread-badge')).toHaveCount(0);
    await createMessages(page, ['Polled']);
    // Focus switches polling to every 10 s for 60 s.
    await page.evaluate(() => window.dispatchEvent(new Event('focus')));
    await page.getByTestId('unread-badge').getByText('1').waitFor();
  });

  test("keeps each user's messages to that user", async ({ signedIn }) => {
    const alice = await inbox(signedIn, 'Alice');
    const [secret] = await createMessages(alice.page, ['Alice only']);
    const bob = await inbox(signedIn, 'Bob');
    await bob.page.goto('/messages/all');
    await bob.page.getByText('No messages', { exact: true }).waitFor();
    await expect(bob.page.getByText('Alice only')).toHaveCount(0);
    const direct = await callApi(bob.page, 'GET', `/messages/${secret!.id}`);
    expect(direct.status).toBe(404);
    await bob.page.goto(`/messages/all/${secret!.id}`);
    await bob.page.getByText('Error loading messages: Message not found').waitFor();
  });
});
