/** Conversations over the API: create, list, rename, delete, messages, replies, streaming, and per-user privacy. */
import { afterEach, beforeEach, describe, expect, it, onTestFinished } from 'vitest';
import type { components, paths } from '../../generated/openapi';
import { dataOf } from '../support/api-results';
import { serverSentEvents } from '../support/contract-validator';
import { createSignedInApp } from '../support/signed-in-app';
import { demoStock } from '../support/demo-stock';
import { startFakeOpenAiServer } from '../support/fake-openai-server';
import { jsonRequest, signIn, type SignedIn } from '../support/sign-in';
import { createTestApp, type TestApp } from '../support/test-app';

let app: TestApp, alice: SignedIn, bob: SignedIn, symbol: string;

beforeEach(async () => {
  ({ app, alice, bob, symbol } = await createSignedInApp());
});
afterEach(() => app.close());

type NewConversation = components['schemas']['CreateConversationRequest'];
type ListQuery = NonNullable<paths['/conversations']['get']['parameters']['query']>;

/** Starts a conversation; the flags the contract defaults to true are sent as true unless a test says otherwise. */
async function start(body: Omit<NewConversation, 'includeFinancials' | 'includeRatios'> & Partial<NewConversation>, as: SignedIn = alice) {
  const created = await app.api(as).POST('/conversations', { body: { includeFinancials: true, includeRatios: true, ...body } });
  return dataOf(created, 201);
}

async function list(query: ListQuery = {}, as: SignedIn = alice) {
  return dataOf(await app.api(as).GET('/conversations', { params: { query } }));
}

const byId = (id: string) => ({ params: { path: { id } } });

/** The events of a streamed reply, as openapi.yaml describes them (the stream's x-event-schema). */
type StreamEvent = components['schemas']['ConversationStreamEvent'];

/** Sends a message to the streaming operation and reads the server-sent events of its answer. */
async function stream(conversationId: string, message: string, as: SignedIn = alice) {
  const { response } = await app
    .api(as)
    .POST('/conversations/{id}/messages/stream', { ...byId(conversationId), body: { message }, parseAs: 'stream' });
  // The contract check of every response (tests/support) has already judged each event against the schema.
  const events = (await serverSentEvents(response)) as StreamEvent[];
  return { response, events };
}

describe('starting and listing conversations', () => {
  it('creates a company conversation with the first message and the reply from the figures', async () => {
    const created = await start({
      message: '  What was revenue?  ',
      includeFinancials: true,
      includeRatios: true,
      ticker: symbol,
      scope: { type: 'Company', id: symbol },
    });
    // Titled from its first question.
    expect(created.conversation).toMatchObject({
      title: 'What was revenue?',
      status: 'active',
      entityType: 'Company',
      entityId: symbol,
      messageCount: 2,
    });
    expect(created.messages.map((m) => [m.role, m.content.slice(0, 20)])).toEqual([
      ['user', 'What was revenue?'],
      ['assistant', created.messages[1]?.content.slice(0, 20)],
    ]);
    expect(created.messages[1]?.content).toMatch(/- Revenue, FY\d{4}: \*\*/);
    expect(created.messages[1]?.citations?.[0]).toMatchObject({ kind: 'statement', lineItem: 'revenue' });
    // The list previews the question, never the reply.
    expect(created.conversation.lastMessagePreview).toBe('What was revenue?');
  });

  it('leaves out figures the conversation excludes', async () => {
    const created = await start({ message: 'What was the gross margin?', includeRatios: false, ticker: symbol });
    expect(created.messages[1]?.content).toContain('No gross margin in the stored statements');
    // Left out, both flags default to true (a body the typed client, whose types require them, would not send).
    const defaulted = await app.request(
      '/api/v1/conversations',
      jsonRequest('POST', { message: 'What was revenue?', ticker: symbol }, alice),
    );
    expect(defaulted.status).toBe(201);
    const rows = await app.db.selectFrom('conversations').select(['id', 'includeFinancials', 'includeRatios']).execute();
    expect(rows).toHaveLength(2);
    expect(rows.find((row) => row.id === created.conversation.id)).toMatchObject({ includeFinancials: 1, includeRatios: 0 });
    expect(rows.find((row) => row.id !== created.conversation.id)).toMatchObject({ includeFinancials: 1, includeRatios: 1 });
  });

  it('lists the user’s active conversations, newest first, filtered by company', async () => {
    const { symbol: other } = await demoStock(app, 1);
    const first = await start({ message: 'What was revenue?', ticker: symbol });
    const second = await start({ message: 'What was EPS?', ticker: other });
    const general = await start({ message: 'Hello' });
    expect(general.messages[1]?.content).toMatch(
      /^I cannot answer this: the offline engine answers only from a company’s stored statements/,
    );
    await start({ message: 'Mine', ticker: symbol }, bob);

    const all = await list();
    expect(all.total).toBe(3);
    expect(all.conversations.map((c) => c.id)).toEqual([general, second, first].map((c) => c.conversation.id));
    const scoped = await list({ entityType: 'Company', entityId: symbol.toLowerCase(), status: 'active', limit: 50 });
    expect(scoped.conversations.map((c) => c.id)).toEqual([first.conversation.id]);
    expect((await list({ limit: 1, offset: 1 })).conversations.map((c) => c.id)).toEqual([second.conversation.id]);
  });

  it('needs a message, a signed-in user and a known company', async () => {
    const create = (body: NewConversation, as?: SignedIn) => app.api(as).POST('/conversations', { body });
    const flags = { includeFinancials: true, includeRatios: true };
    expect((await create({ message: '', ...flags }, alice)).response.status).toBe(422);
    expect((await create({ message: 'Hi', ...flags })).response.status).toBe(401);
    const unknown = await create({ message: 'Hi', ticker: 'ZZZZZ9', ...flags }, alice);
    expect(unknown.response.status).toBe(422);
    expect(unknown.error).toEqual({ error: { code: 'validation_failed', message: 'No data found for ZZZZZ9', field: 'ticker' } });
    expect((await list()).total).toBe(0);
  });
});

describe('one conversation', () => {
  it('renames, archives and deletes it', async () => {
    const { conversation } = await start({ message: 'What was revenue?', ticker: symbol });
    const api = app.api(alice);
    const update = (body: components['schemas']['UpdateConversationRequest']) =>
      api.PATCH('/conversations/{id}', { ...byId(conversation.id), body });
    const renamed = dataOf(await update({ title: 'Revenue talk' }));
    expect(renamed.title).toBe('Revenue talk');
    expect((await update({})).response.status).toBe(422);
    await update({ status: 'archived' });
    expect((await list()).total).toBe(0);
    await update({ title: 'Still archived' });
    expect((await list()).total).toBe(0);
    await update({ title: 'Revenue talk' });
    expect((await list({ status: 'archived' })).conversations.map((c) => c.title)).toEqual(['Revenue talk']);
    expect((await api.DELETE('/conversations/{id}', byId(conversation.id))).response.status).toBe(204);
    expect((await api.GET('/conversations/{id}', byId(conversation.id))).response.status).toBe(404);
  });

  it('answers a follow-up with the conversation’s history and lists the messages oldest first', async () => {
    const { conversation } = await start({ message: 'What was diluted EPS?', ticker: symbol });
    const api = app.api(alice);
    const messagesOf = (query: { limit?: number; offset?: number }) =>
      api.GET('/conversations/{id}/messages', { params: { path: { id: conversation.id }, query } });
    const posted = await api.POST('/conversations/{id}/messages', {
      ...byId(conversation.id),
      body: { message: 'What about net income?' },
    });
    const { messages } = dataOf(posted, 201);
    expect(messages.map((m) => m.role)).toEqual(['user', 'assistant']);
    expect(messages[1]?.content).toContain('Net income');
    const listed = dataOf(await messagesOf({ limit: 200 }));
    expect(listed.messages.map((m) => m.content.split('\n')[0])).toEqual([
      'What was diluted EPS?',
      expect.stringContaining(symbol),
      'What about net income?',
      expect.stringContaining(symbol),
    ]);
    expect(dataOf(await messagesOf({ limit: 1, offset: 2 }))).toMatchObject({
      messages: [{ content: 'What about net income?' }],
    });
    // The list previews the latest question, not the reply to it.
    expect(dataOf(await api.GET('/conversations/{id}', byId(conversation.id))).lastMessagePreview).toBe('What about net income?');
  });

  it('hides another user’s conversation behind 404 for every operation', async () => {
    const { conversation } = await start({ message: 'What was revenue?', ticker: symbol });
    const asBob = app.api(bob);
    const id = byId(conversation.id);
    const attempts = [
      asBob.GET('/conversations/{id}', id),
      asBob.PATCH('/conversations/{id}', { ...id, body: { title: 'x' } }),
      asBob.DELETE('/conversations/{id}', id),
      asBob.GET('/conversations/{id}/messages', { params: { path: { id: conversation.id }, query: {} } }),
      asBob.POST('/conversations/{id}/messages', { ...id, body: { message: 'x' } }),
      asBob.POST('/conversations/{id}/messages/stream', { ...id, body: { message: 'x' }, parseAs: 'stream' }),
    ];
    for (const { response, error } of await Promise.all(attempts)) {
      expect(response.status).toBe(404);
      expect(error).toEqual({ error: { code: 'not_found', message: 'Conversation not found' } });
    }
    expect((await list({}, bob)).total).toBe(0);
    expect((await app.api(alice).GET('/conversations/{id}', id)).response.status).toBe(200);
  });
});

describe('streaming a reply', () => {
  it('streams the offline reply as events: user, deltas, done', async () => {
    const { conversation } = await start({ message: 'What was revenue?', ticker: symbol });
    const { response, events } = await stream(conversation.id, 'And net income over the last three years?');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(events[0]).toMatchObject({ event: 'user', data: { role: 'user', content: 'And net income over the last three years?' } });
    const deltas = events.flatMap((e) => (e.event === 'delta' ? [e.data.text] : []));
    expect(deltas.length).toBeGreaterThan(2);
    const done = events.at(-1);
    expect(done?.event).toBe('done');
    if (done?.event !== 'done') throw new Error('the stream did not end with done');
    expect(done.data.content).toBe(deltas.join(''));
    expect(done.data.content.match(/- Net income, FY/g)).toHaveLength(3);
    const stored = dataOf(
      await app.api(alice).GET('/conversations/{id}/messages', { params: { path: { id: conversation.id }, query: {} } }),
    );
    expect(stored.messages).toHaveLength(4);
  });

  it('streams a model’s reply chunk by chunk, and sends the model’s failure as an error event', async () => {
    const model = await startFakeOpenAiServer({ reply: (messages) => `You said: ${messages.at(-1)?.content}. Revenue is in [F1].` });
    onTestFinished(() => model.close());
    await app.close();
    app = await createTestApp({ LLM_BASE_URL: model.baseUrl, LLM_MODEL: 'test-model', LLM_API_KEY: 'sk-local' });
    alice = await signIn(app);
    const { conversation } = await start({ message: 'Hi there', ticker: symbol });
    const history = model.requests.at(-1)?.body.messages ?? [];
    expect(history[0]?.content).toContain(`Company: `);
    const { events } = await stream(conversation.id, 'Tell me more');
    expect(events.filter((e) => e.event === 'delta').length).toBeGreaterThan(3);
    expect(events.at(-1)).toMatchObject({
      event: 'done',
      data: { role: 'assistant', content: 'You said: Tell me more. Revenue is in [1].', citations: [{ kind: 'statement' }] },
    });
    expect(model.requests.at(-1)?.body.messages.map((m) => m.role)).toEqual(['system', 'user', 'assistant', 'user']);
    expect(model.requests.at(-1)?.authorization).toBe('Bearer sk-local');

    await app.close();
    app = await createTestApp({ LLM_BASE_URL: model.baseUrl, LLM_MODEL: 'broken-model' });
    alice = await signIn(app);
    const failed = await app
      .api(alice)
      .POST('/conversations', { body: { message: 'Hi', ticker: symbol, includeFinancials: true, includeRatios: true } });
    expect(failed.response.status).toBe(502);
    const { conversations } = await list();
    const { events: broken } = await stream(conversations[0]?.id ?? '', 'Again');
    expect(broken.map((e) => e.event)).toEqual(['user', 'error']);
    expect(broken[1]?.data).toEqual({
      error: { code: 'provider_error', message: `The model at ${model.baseUrl} answered HTTP 500: model overloaded` },
    });
  });
});
