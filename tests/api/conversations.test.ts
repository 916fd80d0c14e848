/** Conversations over the API: create, list, rename, delete, messages, replies, streaming, and per-user privacy. */
import { afterEach, beforeEach, describe, expect, it, onTestFinished } from 'vitest';
import type { Conversation, ConversationList, ConversationMessage, ConversationWithMessages } from '../../generated/model';
import { demoStock } from '../support/demo-stock';
import { startFakeOpenAiServer } from '../support/fake-openai-server';
import { jsonRequest, signIn, type SignedIn } from '../support/sign-in';
import { createTestApp, type TestApp } from '../support/test-app';

let app: TestApp;
let alice: SignedIn;
let bob: SignedIn;
let symbol: string;

beforeEach(async () => {
  app = await createTestApp();
  alice = await signIn(app);
  bob = await signIn(app);
  ({ symbol } = await demoStock(app));
});
afterEach(async () => {
  await app.close();
});

async function start(body: Record<string, unknown>, as: SignedIn = alice): Promise<ConversationWithMessages> {
  const response = await app.request('/api/v1/conversations', jsonRequest('POST', body, as));
  expect(response.status).toBe(201);
  return (await response.json()) as ConversationWithMessages;
}

async function list(query = '', as: SignedIn = alice): Promise<ConversationList> {
  const response = await app.request(`/api/v1/conversations${query}`, { headers: as.headers });
  expect(response.status).toBe(200);
  return (await response.json()) as ConversationList;
}

/** Reads a server-sent event stream into its events. */
async function readEvents(response: Response): Promise<Array<{ event: string; data: unknown }>> {
  const text = await response.text();
  return text
    .split(/\n\n+/)
    .filter((block) => block.trim())
    .map((block) => {
      const event = /^event: (.*)$/m.exec(block)?.[1] ?? 'message';
      const data = block
        .split('\n')
        .filter((l) => l.startsWith('data: '))
        .map((l) => l.slice(6))
        .join('\n');
      return { event, data: JSON.parse(data) as unknown };
    });
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
    // The list shows the reply as plain text: no bold, bullets or citation markers.
    const preview = created.conversation.lastMessagePreview ?? '';
    expect(preview).toMatch(/^\S.*Revenue, FY\d{4}: \$/);
    expect(preview).not.toMatch(/\*\*|\[\d+\]|^- /);
    expect(preview.length).toBeLessThanOrEqual(120);
  });

  it('leaves out figures the conversation excludes', async () => {
    const created = await start({ message: 'What was the gross margin?', includeRatios: false, ticker: symbol });
    expect(created.messages[1]?.content).toContain('No gross margin in the stored statements');
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
    const scoped = await list(`?entityType=Company&entityId=${symbol.toLowerCase()}&status=active&limit=50`);
    expect(scoped.conversations.map((c) => c.id)).toEqual([first.conversation.id]);
    expect((await list('?limit=1&offset=1')).conversations.map((c) => c.id)).toEqual([second.conversation.id]);
  });

  it('needs a message, a signed-in user and a known company', async () => {
    expect((await app.request('/api/v1/conversations', jsonRequest('POST', { message: '' }, alice))).status).toBe(422);
    expect((await app.request('/api/v1/conversations', jsonRequest('POST', { message: 'Hi' }))).status).toBe(401);
    const unknown = await app.request('/api/v1/conversations', jsonRequest('POST', { message: 'Hi', ticker: 'ZZZZZ9' }, alice));
    expect(unknown.status).toBe(422);
    expect(await unknown.json()).toEqual({ error: { code: 'validation_failed', message: 'No data found for ZZZZZ9', field: 'ticker' } });
    expect((await list()).total).toBe(0);
  });
});

describe('one conversation', () => {
  it('renames, archives and deletes it', async () => {
    const { conversation } = await start({ message: 'What was revenue?', ticker: symbol });
    const url = `/api/v1/conversations/${conversation.id}`;
    const renamed = (await (await app.request(url, jsonRequest('PATCH', { title: 'Revenue talk' }, alice))).json()) as Conversation;
    expect(renamed.title).toBe('Revenue talk');
    expect((await app.request(url, jsonRequest('PATCH', {}, alice))).status).toBe(422);
    await app.request(url, jsonRequest('PATCH', { status: 'archived' }, alice));
    expect((await list()).total).toBe(0);
    await app.request(url, jsonRequest('PATCH', { title: 'Still archived' }, alice));
    expect((await list()).total).toBe(0);
    await app.request(url, jsonRequest('PATCH', { title: 'Revenue talk' }, alice));
    expect((await list('?status=archived')).conversations.map((c) => c.title)).toEqual(['Revenue talk']);
    expect((await app.request(url, { method: 'DELETE', headers: alice.headers })).status).toBe(204);
    expect((await app.request(url, { headers: alice.headers })).status).toBe(404);
  });

  it('answers a follow-up with the conversation’s history and lists the messages oldest first', async () => {
    const { conversation } = await start({ message: 'What was diluted EPS?', ticker: symbol });
    const url = `/api/v1/conversations/${conversation.id}/messages`;
    const posted = await app.request(url, jsonRequest('POST', { message: 'What about net income?' }, alice));
    expect(posted.status).toBe(201);
    const { messages } = (await posted.json()) as { messages: ConversationMessage[] };
    expect(messages.map((m) => m.role)).toEqual(['user', 'assistant']);
    expect(messages[1]?.content).toContain('Net income');
    const listed = (await (await app.request(`${url}?limit=200`, { headers: alice.headers })).json()) as {
      messages: ConversationMessage[];
    };
    expect(listed.messages.map((m) => m.content.split('\n')[0])).toEqual([
      'What was diluted EPS?',
      expect.stringContaining(symbol),
      'What about net income?',
      expect.stringContaining(symbol),
    ]);
    expect((await (await app.request(`${url}?limit=1&offset=2`, { headers: alice.headers })).json()) as unknown).toMatchObject({
      messages: [{ content: 'What about net income?' }],
    });
  });

  it('hides another user’s conversation behind 404 for every operation', async () => {
    const { conversation } = await start({ message: 'What was revenue?', ticker: symbol });
    const url = `/api/v1/conversations/${conversation.id}`;
    const attempts = [
      app.request(url, { headers: bob.headers }),
      app.request(url, jsonRequest('PATCH', { title: 'x' }, bob)),
      app.request(url, { method: 'DELETE', headers: bob.headers }),
      app.request(`${url}/messages`, { headers: bob.headers }),
      app.request(`${url}/messages`, jsonRequest('POST', { message: 'x' }, bob)),
      app.request(`${url}/messages/stream`, jsonRequest('POST', { message: 'x' }, bob)),
    ];
    for (const response of await Promise.all(attempts)) {
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ error: { code: 'not_found', message: 'Conversation not found' } });
    }
    expect((await list('', bob)).total).toBe(0);
    expect((await app.request(url, { headers: alice.headers })).status).toBe(200);
  });
});

describe('streaming a reply', () => {
  it('streams the offline reply as events: user, deltas, done', async () => {
    const { conversation } = await start({ message: 'What was revenue?', ticker: symbol });
    const response = await app.request(
      `/api/v1/conversations/${conversation.id}/messages/stream`,
      jsonRequest('POST', { message: 'And net income over the last three years?' }, alice),
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const events = await readEvents(response);
    expect(events[0]).toMatchObject({ event: 'user', data: { role: 'user', content: 'And net income over the last three years?' } });
    const deltas = events.filter((e) => e.event === 'delta').map((e) => (e.data as { text: string }).text);
    expect(deltas.length).toBeGreaterThan(2);
    const done = events.at(-1);
    expect(done?.event).toBe('done');
    expect((done?.data as ConversationMessage).content).toBe(deltas.join(''));
    expect((done?.data as ConversationMessage).content.match(/- Net income, FY/g)).toHaveLength(3);
    const stored = (await (await app.request(`/api/v1/conversations/${conversation.id}/messages`, { headers: alice.headers })).json()) as {
      messages: ConversationMessage[];
    };
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
    const response = await app.request(
      `/api/v1/conversations/${conversation.id}/messages/stream`,
      jsonRequest('POST', { message: 'Tell me more' }, alice),
    );
    const events = await readEvents(response);
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
    const failed = await app.request('/api/v1/conversations', jsonRequest('POST', { message: 'Hi', ticker: symbol }, alice));
    expect(failed.status).toBe(502);
    const { conversations } = await list();
    const broken = await readEvents(
      await app.request(`/api/v1/conversations/${conversations[0]?.id}/messages/stream`, jsonRequest('POST', { message: 'Again' }, alice)),
    );
    expect(broken.map((e) => e.event)).toEqual(['user', 'error']);
    expect(broken[1]?.data).toEqual({
      error: { code: 'provider_error', message: `The model at ${model.baseUrl} answered HTTP 500: model overloaded` },
    });
  });
});
