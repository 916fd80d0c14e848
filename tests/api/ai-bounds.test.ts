/**
 * Model work is bounded (issue 29 items 3 and 4): a model that answers every turn with another
 * tool call is stopped at AI_MAX_MODEL_ROUNDS calls and the answer completes with a sentence;
 * every call carries max_tokens; /status counts the model calls of today; and each user's daily
 * budgets for Ask AI, conversation messages and 10-K analyses answer 429 with a sentence and
 * Retry-After (the seconds until midnight UTC).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { dataOf, errorOf } from '../support/api-results';
import { demoStock } from '../support/demo-stock';
import { type FakeOpenAiServer, startFakeOpenAiServer } from '../support/fake-openai-server';
import { type SignedIn, signIn } from '../support/sign-in';
import { createTestApp, type TestApp } from '../support/test-app';

let app: TestApp | undefined;
let model: FakeOpenAiServer | undefined;
afterEach(async () => {
  await app?.close();
  await model?.close();
  app = undefined;
  model = undefined;
});

/** A model that never answers: every turn asks for another lookup. */
function startToolCallingModel() {
  return startFakeOpenAiServer({ reply: () => ({ toolCalls: [{ name: 'search_10k', arguments: { query: 'risks' } }] }) });
}

async function statusOf(testApp: TestApp) {
  return dataOf(await testApp.api().GET('/status')).ai;
}

describe('a model that never stops calling tools', () => {
  it('is stopped at AI_MAX_MODEL_ROUNDS calls; the answer completes with a sentence, and /status counts the calls', async () => {
    model = await startToolCallingModel();
    app = await createTestApp({ LLM_BASE_URL: model.baseUrl, LLM_MODEL: 'looping', AI_MAX_MODEL_ROUNDS: '4', AI_MAX_TOKENS: '700' });
    const alice = await signIn(app);
    const { symbol } = await demoStock(app);
    const entry = dataOf(await app.api(alice).POST('/ai/ask', { body: { question: 'What are the main risks?', ticker: symbol } }));
    expect(entry.status).toBe('completed');
    expect(entry.answer).toMatch(/^I could not finish this answer: the model was still looking things up after 4 calls/);
    expect(model.requests).toHaveLength(4);
    expect(model.requests.every((request) => request.body.max_tokens === 700)).toBe(true);
    expect(await statusOf(app)).toEqual({ provider: 'openai', modelCallsToday: 4, maxModelRounds: 4 });
  });

  it('ends a conversation reply, posted or streamed, with the sentence too', async () => {
    model = await startToolCallingModel();
    app = await createTestApp({ LLM_BASE_URL: model.baseUrl, LLM_MODEL: 'looping', AI_MAX_MODEL_ROUNDS: '3' });
    const alice = await signIn(app);
    const body = { message: 'What are the main risks?', includeFinancials: true, includeRatios: true };
    const created = dataOf(await app.api(alice).POST('/conversations', { body }), 201);
    expect(created.messages.at(-1)?.content).toContain('the model was still looking things up after 3 calls');
    const { response } = await app.api(alice).POST('/conversations/{id}/messages/stream', {
      params: { path: { id: created.conversation.id } },
      body: { message: 'And the others?' },
      parseAs: 'stream',
    });
    expect(await response.text()).toContain('the model was still looking things up after 3 calls');
    expect(model.requests).toHaveLength(6);
  });
});

describe('daily AI budgets per user', () => {
  async function budgetApp(env: Record<string, string>) {
    app = await createTestApp(env);
    const symbol = (await demoStock(app)).symbol;
    return { testApp: app, symbol, alice: await signIn(app), bob: await signIn(app, { email: 'bob@example.test' }) };
  }

  function expectBudgetSpent(result: { error?: unknown; response: Response }, sentence: RegExp) {
    const error = errorOf(result as never, 429);
    expect(error.code).toBe('rate_limited');
    expect(error.message).toMatch(sentence);
    const retryAfter = Number(result.response.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(86_400);
  }

  it('answers the third Ask AI question of the day 429 with a sentence, while another user still asks', async () => {
    const { testApp, symbol, alice, bob } = await budgetApp({ AI_DAILY_QUESTIONS: '2' });
    const ask = (as: SignedIn) => testApp.api(as).POST('/ai/ask', { body: { question: 'What was revenue?', ticker: symbol } });
    expect((await ask(alice)).response.status).toBe(200);
    expect((await ask(alice)).response.status).toBe(200);
    expectBudgetSpent(
      await ask(alice),
      /^You have asked today's 2 Ask AI questions; more can be asked from midnight UTC, in \d+ (h \d+ )?min\.$/,
    );
    expect((await ask(bob)).response.status).toBe(200);
  });

  it('counts conversation messages (the first, posted and streamed) against one budget', async () => {
    const { testApp, alice } = await budgetApp({ AI_DAILY_CONVERSATION_MESSAGES: '3' });
    const api = testApp.api(alice);
    const create = () =>
      api.POST('/conversations', { body: { message: 'What was revenue?', includeFinancials: true, includeRatios: true } });
    const { id } = dataOf(await create(), 201).conversation;
    const path = { params: { path: { id } } };
    const post = () => api.POST('/conversations/{id}/messages', { ...path, body: { message: 'And debt?' } });
    const stream = () => api.POST('/conversations/{id}/messages/stream', { ...path, body: { message: 'And margins?' }, parseAs: 'stream' });
    expect((await post()).response.status).toBe(201);
    const streamed = await stream();
    expect(streamed.response.status).toBe(200);
    await streamed.response.text();
    const spent = /^You have sent today's 3 conversation messages; more can be sent from midnight UTC/;
    expectBudgetSpent(await post(), spent);
    expectBudgetSpent(await stream(), spent);
    expectBudgetSpent(await create(), spent);
  });

  it("answers a 10-K analysis past the day's budget 429", async () => {
    const { testApp, symbol, alice } = await budgetApp({ AI_DAILY_TENK_ANALYSES: '1' });
    const start = () => testApp.api(alice).POST('/companies/{symbol}/10k', { params: { path: { symbol } }, body: { symbol } });
    expect((await start()).response.status).toBe(202);
    expectBudgetSpent(await start(), /^You have started today's 1 10-K analyses; more can be started from midnight UTC/);
  });
});
