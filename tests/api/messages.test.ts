/** The inbox: every messages operation, its filters and counts, validation, and isolation between users. */
import { beforeEach, afterEach, describe, expect, it } from 'vitest';
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

const api = (path: string, as?: SignedIn, method = 'GET', body?: unknown) =>
  testApp.request(`/api/v1${path}`, method === 'GET' ? { headers: as?.headers ?? {} } : jsonRequest(method, body, as));

async function send(as: SignedIn, body: Record<string, unknown>) {
  clock.advance(1000);
  const response = await api('/messages', as, 'POST', body);
  expect(response.status).toBe(201);
  return response.json();
}

async function inbox(as: SignedIn, query = '') {
  return (await api(`/messages${query}`, as)).json();
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
    expect(await (await api(`/messages/${message.id}`, alice)).json()).toEqual(message);
  });

  it("answers 'Subject is required' and 'Body is required' (after trimming) with 422", async () => {
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ subject: '   ', body: 'x' }, 'Subject is required', 'subject'],
      [{ subject: '', body: 'x' }, 'Subject is required', 'subject'],
      [{ subject: 'x', body: ' \n ' }, 'Body is required', 'body'],
      [{ subject: 'x' }, '', 'body'],
    ];
    for (const [body, message, field] of cases) {
      const response = await api('/messages', alice, 'POST', body);
      expect(response.status).toBe(422);
      const { error } = await response.json();
      expect(error.field).toBe(field);
      expect(error.message).toContain(message);
    }
    expect((await api('/messages', alice, 'POST', { subject: 'x', body: 'y', priority: 'urgent' })).status).toBe(422);
    expect((await api('/messages', alice, 'POST', { subject: 'x', body: 'y', deepLink: 'javascript:alert(1)' })).status).toBe(422);
    // A path that becomes another site once the browser removes its dot segments.
    for (const deepLink of ['/..//evil.example', '/%2e%2e//evil.example', '/x/..//evil.example', '//evil.example']) {
      const response = await api('/messages', alice, 'POST', { subject: 'x', body: 'y', deepLink });
      expect(response.status, deepLink).toBe(422);
      expect((await response.json()).error.field).toBe('deepLink');
    }
  });
});

describe('listing, counting and changing messages', () => {
  it('lists newest first with paging, filters and tab counts', async () => {
    const first = await send(alice, { subject: 'one', body: 'b', priority: 'high' });
    const second = await send(alice, { subject: 'two', body: 'b', priority: 'low' });
    const third = await send(alice, { subject: 'three', body: 'b' });
    await send(bob, { subject: 'bob only', body: 'b' });

    const page = await inbox(alice, '?limit=2');
    expect(page.messages.map((m: { subject: string }) => m.subject)).toEqual(['three', 'two']);
    expect(page).toMatchObject({ total: 3, hasMore: true });
    const rest = await inbox(alice, '?limit=2&offset=2');
    expect(rest).toMatchObject({ total: 3, hasMore: false });
    expect(rest.messages.map((m: { id: string }) => m.id)).toEqual([first.id]);

    expect((await api(`/messages/${second.id}/read`, alice, 'PUT')).status).toBe(200);
    expect((await api(`/messages/${third.id}/archive`, alice, 'PUT')).status).toBe(200);

    expect((await inbox(alice, '?unreadOnly=true')).messages.map((m: { id: string }) => m.id)).toEqual([first.id]);
    expect((await inbox(alice, '?archivedOnly=true')).messages.map((m: { id: string }) => m.id)).toEqual([third.id]);
    expect((await inbox(alice, '?includeArchived=true')).total).toBe(3);
    expect((await inbox(alice, '?priority=high')).messages.map((m: { id: string }) => m.id)).toEqual([first.id]);
    expect((await inbox(alice, '?senderType=system')).total).toBe(0);
    expect((await inbox(alice, '?includeArchived=false')).total).toBe(2);

    expect(await (await api('/messages/unread/count', alice)).json()).toEqual({ unreadCount: 1 });
    expect(await (await api('/messages/stats', alice)).json()).toEqual({
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
    expect(await (await api(`/messages/${message.id}/read`, alice, 'PUT')).json()).toMatchObject({ isRead: true, isArchived: false });
    expect(await (await api(`/messages/${message.id}/archive`, alice, 'PUT')).json()).toMatchObject({ isRead: true, isArchived: true });
    expect((await api(`/messages/${message.id}`, alice, 'DELETE')).status).toBe(204);
    expect((await api(`/messages/${message.id}`, alice)).status).toBe(404);
    expect((await inbox(alice, '?includeArchived=true')).total).toBe(0);
    expect((await inbox(alice, '?includeArchived=true&includeDeleted=true')).total).toBe(1);
  });

  it('reads all, archives all and deletes the archived ones in bulk, per user', async () => {
    for (const subject of ['a', 'b', 'c']) await send(alice, { subject, body: 'x' });
    await send(bob, { subject: 'bob', body: 'x' });
    expect(await (await api('/messages/read-all', alice, 'PUT')).json()).toEqual({ updated: 3 });
    expect(await (await api('/messages/read-all', alice, 'PUT')).json()).toEqual({ updated: 0 });
    expect(await (await api('/messages/archive-all', alice, 'PUT')).json()).toEqual({ updated: 3 });
    expect(await (await api('/messages/archived', alice, 'DELETE')).json()).toEqual({ deleted: 3 });
    expect(await (await api('/messages/stats', alice)).json()).toMatchObject({ all: 0, archived: 0, totalMessages: 0 });
    expect(await (await api('/messages/unread/count', bob)).json()).toEqual({ unreadCount: 1 });
  });
});

describe("another user's messages", () => {
  it('answer 404 to every single-message operation and stay untouched', async () => {
    const mine = await send(alice, { subject: 'private', body: 'x' });
    for (const [method, path] of [
      ['GET', `/messages/${mine.id}`],
      ['PUT', `/messages/${mine.id}/read`],
      ['PUT', `/messages/${mine.id}/archive`],
      ['DELETE', `/messages/${mine.id}`],
    ] as const) {
      const response = await api(path, bob, method);
      expect(response.status, `${method} ${path}`).toBe(404);
    }
    expect(await (await api(`/messages/${mine.id}`, alice)).json()).toMatchObject({ isRead: false, isArchived: false });
    expect((await inbox(bob)).total).toBe(0);
  });
});

describe('message ids and anonymous callers', () => {
  it("requires a message id ('Message ID is required') that is a UUID", async () => {
    const blank = await api('/messages/%20/read', alice, 'PUT');
    expect(blank.status).toBe(422);
    expect((await blank.json()).error.message).toContain('Message ID is required');
    expect((await api('/messages/not-a-uuid', alice)).status).toBe(422);
  });

  it('answers 401 to anonymous callers of every messages operation', async () => {
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
      expect((await api(path, undefined, method, method === 'POST' ? {} : undefined)).status, `${method} ${path}`).toBe(401);
    }
  });

  it('rejects bad list parameters with 422', async () => {
    for (const query of ['?limit=0', '?limit=101', '?offset=-1', '?priority=urgent', '?unreadOnly=maybe']) {
      expect((await api(`/messages${query}`, alice)).status, query).toBe(422);
    }
  });
});
