/** Ask AI over the API: asking, polling, refreshing, deleting, per-user history, and the completion alert. */
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import type { components } from '../../generated/openapi';
import { dataOf } from '../support/api-results';
import { createSignedInApp } from '../support/signed-in-app';
import { demoStock } from '../support/demo-stock';
import { startFakeOpenAiServer } from '../support/fake-openai-server';
import { signIn, type SignedIn } from '../support/sign-in';
import { createTestApp, type TestApp } from '../support/test-app';

let app: TestApp, alice: SignedIn, bob: SignedIn, symbol: string;

beforeEach(async () => {
  ({ app, alice, bob, symbol } = await createSignedInApp());
});
afterEach(() => app.close());

const ask = (body: components['schemas']['AskRequest'], as: SignedIn | null = alice) => app.api(as ?? undefined).POST('/ai/ask', { body });
const entryPath = (id: string) => ({ params: { path: { id } } });
const history = async (as: SignedIn, ticker?: string) =>
  dataOf(await app.api(as).GET('/ai/history', { params: { query: { ticker } } })).history;

describe('POST /ai/ask', () => {
  it('answers a figure question with statement citations', async () => {
    const entry = dataOf(await ask({ question: '  What was revenue?  ', ticker: symbol.toLowerCase() }));
    expect(entry).toMatchObject({ ticker: symbol, question: 'What was revenue?', status: 'completed', updatedAt: null });
    expect(entry.answer).toMatch(/- Revenue, FY\d{4}: \*\*\$[\d.]+[KMBT]?\*\* \[1\]/);
    expect(entry.citations[0]).toMatchObject({
      kind: 'statement',
      statement: 'income',
      lineItem: 'revenue',
      href: `/stock/${symbol}/statements?tab=income`,
    });
    expect(entry.completedAt).not.toBeNull();
  });

  it('answers a text question by quoting the 10-K, with a verified passage citation', async () => {
    const entry = dataOf(await ask({ question: 'What are the risk factors?', ticker: symbol }));
    const citation = entry.citations.find((c) => c.kind === 'filing');
    expect(citation).toMatchObject({ item: '1A' });
    const passage = await app.api().GET('/companies/{symbol}/filings/{accession}/passages/{passageId}', {
      params: { path: { symbol, accession: citation?.accession ?? '', passageId: citation?.passageId ?? '' } },
    });
    const body = dataOf(passage);
    expect(body.item).toBe('1A');
    expect(body.text).toContain(citation?.quote);
    expect(body.previousId).not.toBeNull();
  });

  it('answers 401 without a user, 422 for an empty question and 404 for an unknown ticker', async () => {
    expect((await ask({ question: 'x', ticker: symbol }, null)).response.status).toBe(401);
    expect((await ask({ question: '', ticker: symbol })).response.status).toBe(422);
    const unknown = await ask({ question: 'Revenue?', ticker: 'ZZZZZ9' });
    expect(unknown.response.status).toBe(404);
  });

  it('refreshes an entry: replaces the answer, sets updatedAt and sorts it first', async () => {
    const first = dataOf(await ask({ question: 'What was revenue?', ticker: symbol }));
    await ask({ question: 'What was net income?', ticker: symbol });
    const refreshed = dataOf(await ask({ id: first.id, question: 'What was the gross margin?', ticker: symbol }));
    expect(refreshed).toMatchObject({ id: first.id, question: 'What was the gross margin?', createdAt: first.createdAt });
    expect(refreshed.updatedAt).not.toBeNull();
    expect(refreshed.answer).toContain('Gross margin');
    expect((await history(alice, symbol)).map((e) => e.id)[0]).toBe(first.id);
  });

  it('answers processing (202) when the answer takes longer than the wait, then completes with an inbox alert', async () => {
    const model = await startFakeOpenAiServer({ reply: () => 'Free cash flow was strong [F1].', slowMs: 300 });
    onTestFinished(() => model.close());
    await app.close();
    app = await createTestApp({ LLM_BASE_URL: model.baseUrl, LLM_MODEL: 'slow-model', AI_ANSWER_WAIT_MS: '50' });
    alice = await signIn(app);
    await app.api(alice).PUT('/user/preferences', { body: [{ name: 'askAIAlertOnCompletion', value: 'true' }] });
    const pending = dataOf(await ask({ question: 'What was free cash flow?', ticker: symbol }), 202);
    expect(pending).toMatchObject({ status: 'processing', answer: null, completedAt: null });

    const entry = await vi.waitFor(
      async () => {
        const current = dataOf(await app.api(alice).GET('/ai/ask/{id}', entryPath(pending.id)));
        expect(current.status).toBe('completed');
        return current;
      },
      { timeout: 120_000, interval: 20 },
    );
    // [F1] is the free cash flow the question asks for, cited to the two lines it is computed from.
    expect(entry.answer).toBe('Free cash flow was strong [1][2].');
    expect(entry.citations[0]).toMatchObject({ kind: 'statement' });
    // The alert is sent after the answer is stored.
    await vi.waitFor(async () => {
      const inbox = dataOf(await app.api(alice).GET('/messages', { params: { query: {} } }));
      expect(inbox.messages[0]).toMatchObject({ subject: `AI answer ready: ${symbol}`, senderType: 'ai', relatedLink: `/ask/${symbol}` });
    }, 120_000);
  });
});

describe('history, reading and deleting', () => {
  it('keeps each user to their own questions, per ticker', async () => {
    const { symbol: other } = await demoStock(app, 1);
    const mine = dataOf(await ask({ question: 'What was revenue?', ticker: symbol }));
    await ask({ question: 'What was revenue?', ticker: other });
    await ask({ question: 'What was EPS?', ticker: symbol }, bob);
    expect((await history(alice, symbol)).map((e) => e.ticker)).toEqual([symbol]);
    expect(await history(alice)).toHaveLength(2);
    expect((await history(bob)).map((e) => e.question)).toEqual(['What was EPS?']);

    const asBob = await app.api(bob).GET('/ai/ask/{id}', entryPath(mine.id));
    expect(asBob.response.status).toBe(404);
    expect(asBob.error).toEqual({ error: { code: 'not_found', message: 'Question not found' } });
    expect((await app.api(bob).DELETE('/ai/ask/{id}', entryPath(mine.id))).response.status).toBe(404);
    expect((await ask({ id: mine.id, question: 'x', ticker: symbol }, bob)).response.status).toBe(404);
    expect((await app.api(alice).GET('/ai/ask/{id}', entryPath(mine.id))).response.status).toBe(200);
  });

  it('deletes a question', async () => {
    const entry = dataOf(await ask({ question: 'What was revenue?', ticker: symbol }));
    expect((await app.api(alice).DELETE('/ai/ask/{id}', entryPath(entry.id))).response.status).toBe(204);
    expect(await history(alice, symbol)).toEqual([]);
    expect((await app.api(alice).DELETE('/ai/ask/{id}', entryPath(entry.id))).response.status).toBe(404);
  });

  it('marks history as not cacheable', async () => {
    const { response } = await app.api(alice).GET('/ai/history', { params: { query: {} } });
    expect(response.headers.get('cache-control')).toBe('no-store');
  });
});
