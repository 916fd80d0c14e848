/** The inbox: every messages operation, its filters and counts, validation, and isolation between users. */
import { beforeEach, afterEach, describe, expect, it } from 'vitest';
import type { components, paths } from '../../generated/openapi';
import { dataOf, errorOf } from '../support/api-results';
import { jsonRequest, type SignedIn, signIn } from '../support/sign-in';
import { createTestApp, type TestApp } from '../support/test-app';
import { TestClock } from '../support/test-clock';

let testApp: TestApp;
let alice: SignedIn;
let bob: SignedIn;
let clock: TestClock;
beforeEach(async () => {
  clock = new TestClock('2026-03-10T12:00:00.000Z');
  testApp = await createTestApp({}, { clock });
  alice = await signIn(testApp, { email: 'alice@example.test' });
  bob = await signIn(testApp, { email: 'bob@example.test', via: 'token' });
});
afterEach(() => testApp.close());

/** A request the typed client would refuse (a wrong type, a missing field): sent raw. */
const raw = (path: string, as?: SignedIn, method = 'GET', body?: unknown) =>
  testApp.request(`/api/v1${path}`, method === 'GET' ? { headers: as?.headers ?? {} } : jsonRequest(method, body, as));

type NewMessage = components['schemas']['MessageCreate'];
type InboxQuery = NonNullable<paths['/messages']['get']['parameters']['query']>;

const create = (as: SignedIn, body: NewMessage) => testApp.api(as).POST('/messages', { body });
const byId = (id: string) => ({ params: { path: { id } } });

async function send(as: SignedIn, body: NewMessage) {
  clock.advance(1000);
  return dataOf(await create(as, body), 201);
}

async function inbox(as: SignedIn, query: InboxQuery = {}) {
  return dataOf(await testApp.api(as).GET('/messages', { params: { query } }));
}

describe('creating messages', () => {
  it('stores a message with normal priority, as unread, with the deep link as relatedLink', async () => {
    const message = await send(alice, { subject: '  Hello ', body: ' World ', deepLink: '/stock/AAPL' });
    expect(message).toEqual({
      id: message.id,
      subject: 'Hello',
      body: 'World',
      priority: 'normal',
      senderType: 'user',
      isRead: false,
      isArchived: false,
      createdAt: '2026-03-10T12:00:01.000Z',
      relatedLink: '/stock/AAPL',
    });
    expect(dataOf(await testApp.api(alice).GET('/messages/{id}', byId(message.id)))).toEqual(message);
  });

  it("answers 'Subject is required' and 'Body is required' (after trimming) with 422", async () => {
    const cases: Array<[NewMessage, string, string]> = [
      [{ subject: '   ', body: 'x' }, 'Subject is required', 'subject'],
      [{ subject: '', body: 'x' }, 'Subject is required', 'subject'],
      [{ subject: 'x', body: ' \n ' }, 'Body is required', 'body'],
    ];
    for (const [body, message, field] of cases) {
      const error = errorOf(await create(alice, body), 422);
      expect(error.field).toBe(field);
      expect(error.message).toContain(message);
    }
    // No body at all, and a priority the contract does not list.
    const missing = await raw('/messages', alice, 'POST', { subject: 'x' });
    expect(missing.status).toBe(422);
    expect((await missing.json()).error.field).toBe('body');
    expect((await raw('/messages', alice, 'POST', { subject: 'x', body: 'y', priority: 'urgent' })).status).toBe(422);
    expect((await create(alice, { subject: 'x', body: 'y', deepLink: 'javascript:alert(1)' })).response.status).toBe(422);
    // A path that becomes another site once the browser removes its dot segments.
    for (const deepLink of ['/..//evil.example', '/%2e%2e//evil.example', '/x/..//evil.example', '//evil.example']) {
      const response = await create(alice, { subject: 'x', body: 'y', deepLink });
      expect(errorOf(response, 422).field, deepLink).toBe('deepLink');
    }
  });

  it('answers the contract’s deepLink pattern with the link rule in a sentence, and text with a NUL as such', async () => {
    // Refused by the contract's pattern or, after normalising, by the service: the same sentence.
    for (const deepLink of ['/login/dev', '/api/v1/messages', '/\\evil.example', 'http://example.com', 'https://a b', '/a\u0001b']) {
      const error = errorOf(await create(alice, { subject: 'x', body: 'y', deepLink }), 422);
      expect(error, deepLink).toMatchObject({
        field: 'deepLink',
        message: 'deepLink must be a path on this site such as /stock/AAPL or an https URL',
      });
    }
    // Spaces and line ends around a link are trimmed, as the contract's pattern allows.
    expect((await send(alice, { subject: 'x', body: 'y', deepLink: ' /stock/AAPL\n' })).relatedLink).toBe('/stock/AAPL');
    expect((await send(alice, { subject: 'x', body: 'y', deepLink: 'HTTPS://example.com/a ' })).relatedLink).toBe('HTTPS://example.com/a');
    // A NUL in the subject is named as a NUL, not as a blank subject.
    const error = errorOf(await create(alice, { subject: 'Hi\u0000', body: 'y' }), 422);
    expect(error).toMatchObject({ field: 'subject', message: 'subject: must not contain NUL characters' });
  });
});

describe('listing, counting and changing messages', () => {
  it('lists newest first with paging, filters and tab counts', async () => {
    const first = await send(alice, { subject: 'one', body: 'b', priority: 'high' });
    const second = await send(alice, { subject: 'two', body: 'b', priority: 'low' });
    const third = await send(alice, { subject: 'three', body: 'b' });
    await send(bob, { subject: 'bob only', body: 'b' });

    const page = await inbox(alice, { limit: 2 });
    expect(page.messages.map((m) => m.subject)).toEqual(['three', 'two']);
    expect(page).toMatchObject({ total: 3, hasMore: true });
    const rest = await inbox(alice, { limit: 2, offset: 2 });
    expect(rest).toMatchObject({ total: 3, hasMore: false });
    expect(rest.messages.map((m) => m.id)).toEqual([first.id]);

    expect((await testApp.api(alice).PUT('/messages/{id}/read', byId(second.id))).response.status).toBe(200);
    expect((await testApp.api(alice).PUT('/messages/{id}/archive', byId(third.id))).response.status).toBe(200);

    const ids = async (query: InboxQuery) => (await inbox(alice, query)).messages.map((m) => m.id);
    expect(await ids({ unreadOnly: true })).toEqual([first.id]);
    expect(await ids({ archivedOnly: true })).toEqual([third.id]);
    expect((await inbox(alice, { includeArchived: true })).total).toBe(3);
    expect(await ids({ priority: 'high' })).toEqual([first.id]);
    expect((await inbox(alice, { senderType: 'system' })).total).toBe(0);
    expect((await inbox(alice, { includeArchived: false })).total).toBe(2);

    expect(dataOf(await testApp.api(alice).GET('/messages/unread/count'))).toEqual({ unreadCount: 1 });
    expect(dataOf(await testApp.api(alice).GET('/messages/stats'))).toEqual({
      all: 2,
      unread: 1,
      archived: 1,
      totalMessages: 3,
      archivedMessages: 1,
      unreadMessages: 2,
      unreadNonArchivedMessages: 1,
    });
  });

  it('marks read, archives and deletes single messages', async () => {
    const message = await send(alice, { subject: 's', body: 'b' });
    const api = testApp.api(alice);
    expect(dataOf(await api.PUT('/messages/{id}/read', byId(message.id)))).toMatchObject({ isRead: true, isArchived: false });
    expect(dataOf(await api.PUT('/messages/{id}/archive', byId(message.id)))).toMatchObject({ isRead: true, isArchived: true });
    expect((await api.DELETE('/messages/{id}', byId(message.id))).response.status).toBe(204);
    expect((await api.GET('/messages/{id}', byId(message.id))).response.status).toBe(404);
    expect((await inbox(alice, { includeArchived: true })).total).toBe(0);
    expect((await inbox(alice, { includeArchived: true, includeDeleted: true })).total).toBe(1);
  });

  it('reads all, archives all and deletes the archived ones in bulk, per user', async () => {
    for (const subject of ['a', 'b', 'c']) await send(alice, { subject, body: 'x' });
    await send(bob, { subject: 'bob', body: 'x' });
    const api = testApp.api(alice);
    expect(dataOf(await api.PUT('/messages/read-all'))).toEqual({ updated: 3 });
    expect(dataOf(await api.PUT('/messages/read-all'))).toEqual({ updated: 0 });
    expect(dataOf(await api.PUT('/messages/archive-all'))).toEqual({ updated: 3 });
    expect(dataOf(await api.DELETE('/messages/archived'))).toEqual({ deleted: 3 });
    expect(dataOf(await api.GET('/messages/stats'))).toMatchObject({ all: 0, archived: 0, totalMessages: 0 });
    expect(dataOf(await testApp.api(bob).GET('/messages/unread/count'))).toEqual({ unreadCount: 1 });
  });
});

describe("another user's messages", () => {
  it('answer 404 to every single-message operation and stay untouched', async () => {
    const mine = await send(alice, { subject: 'private', body: 'x' });
    const asBob = testApp.api(bob);
    for (const [operation, call] of [
      ['GET', () => asBob.GET('/messages/{id}', byId(mine.id))],
      ['PUT read', () => asBob.PUT('/messages/{id}/read', byId(mine.id))],
      ['PUT archive', () => asBob.PUT('/messages/{id}/archive', byId(mine.id))],
      ['DELETE', () => asBob.DELETE('/messages/{id}', byId(mine.id))],
    ] as const) {
      expect((await call()).response.status, operation).toBe(404);
    }
    expect(dataOf(await testApp.api(alice).GET('/messages/{id}', byId(mine.id)))).toMatchObject({ isRead: false, isArchived: false });
    expect((await inbox(bob)).total).toBe(0);
  });
});

describe('message ids and anonymous callers', () => {
  it("requires a message id ('Message ID is required') that is a UUID", async () => {
    const blank = await testApp.api(alice).PUT('/messages/{id}/read', byId(' '));
    expect(errorOf(blank, 422).message).toContain('Message ID is required');
    expect((await testApp.api(alice).GET('/messages/{id}', byId('not-a-uuid'))).response.status).toBe(422);
  });

  it('answers 401 to anonymous callers of every messages operation', async () => {
    // Raw on purpose: the POST body is empty, as the sign-in check comes before the body's.
    const id = '0b6b3c9e-2f5e-4a51-9d4c-1b2b3c4d5e6f';
    for (const [method, path] of [
      ['GET', '/messages'],
      ['POST', '/messages'],
      ['GET', '/messages/unread/count'],
      ['GET', '/messages/stats'],
      ['PUT', '/messages/read-all'],
      ['PUT', '/messages/archive-all'],
      ['DELETE', '/messages/archived'],
      ['GET', `/messages/${id}`],
      ['DELETE', `/messages/${id}`],
      ['PUT', `/messages/${id}/read`],
      ['PUT', `/messages/${id}/archive`],
    ] as const) {
      expect((await raw(path, undefined, method, method === 'POST' ? {} : undefined)).status, `${method} ${path}`).toBe(401);
    }
  });

  it('rejects bad list parameters with 422', async () => {
    for (const query of [{ limit: 0 }, { limit: 101 }, { offset: -1 }]) {
      const response = await testApp.api(alice).GET('/messages', { params: { query } });
      expect(response.response.status, JSON.stringify(query)).toBe(422);
    }
    // Values the contract's types forbid: sent raw.
    for (const query of ['?priority=urgent', '?unreadOnly=maybe']) {
      expect((await raw(`/messages${query}`, alice)).status, query).toBe(422);
    }
  });
});
