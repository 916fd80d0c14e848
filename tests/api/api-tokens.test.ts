/** Personal API tokens: shown once, stored hashed, usable as Bearer, listed, revoked, expiring. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashSecret } from '../../server/lib/secrets';
import { jsonRequest, type SignedIn, signIn } from '../support/sign-in';
import { storeSecurity } from '../support/store-security';
import { createTestApp, type TestApp } from '../support/test-app';
import { TestClock } from '../support/test-clock';

const clock = new TestClock('2026-03-10T12:00:00.000Z');
let testApp: TestApp;
let alice: SignedIn;
let bob: SignedIn;
beforeAll(async () => {
  testApp = await createTestApp({}, { clock });
  await storeSecurity(testApp.db, 'MSFT');
  alice = await signIn(testApp, { email: 'alice@example.test' });
  bob = await signIn(testApp, { email: 'bob@example.test' });
});
afterAll(() => testApp.close());

const create = (as: SignedIn, body: unknown) => testApp.request('/api/v1/user/tokens', jsonRequest('POST', body, as));
const list = async (as: SignedIn) => (await (await testApp.request('/api/v1/user/tokens', { headers: as.headers })).json()).tokens;
const bearer = (value: string) => ({ headers: { authorization: `Bearer ${value}` } });

describe('personal API tokens', () => {
  it('shows the value once, stores only its hash and lists the token without it', async () => {
    const response = await create(alice, { name: ' laptop script ' });
    expect(response.status).toBe(201);
    const { token, value } = await response.json();
    expect(value).toMatch(/^rt_[A-Za-z0-9_-]{43}$/);
    expect(token).toEqual({
      id: token.id,
      name: 'laptop script',
      createdAt: '2026-03-10T12:00:00.000Z',
      lastUsedAt: null,
      expiresAt: null,
    });
    const row = await testApp.db.selectFrom('api_tokens').selectAll().where('id', '=', token.id).executeTakeFirstOrThrow();
    expect(row.token_hash).toBe(hashSecret(value));
    expect(JSON.stringify(await list(alice))).not.toContain(value);
    expect(await list(bob)).toEqual([]);
  });

  it('works as a Bearer token for every user operation and records its use', async () => {
    const { token, value } = await (await create(alice, { name: 'ci' })).json();
    const me = await testApp.request('/api/v1/auth/me', bearer(value));
    expect((await me.json()).id).toBe(alice.userId);
    const added = await testApp.request('/api/v1/user/favorites', {
      method: 'POST',
      headers: { authorization: `Bearer ${value}`, 'content-type': 'application/json' },
      body: '{"ticker":"msft"}',
    });
    expect(await added.json()).toEqual({ favorites: ['MSFT'] });
    const listed = (await list(alice)).find((t: { id: string }) => t.id === token.id);
    expect(listed.lastUsedAt).toBe('2026-03-10T12:00:00.000Z');
  });

  it('lists newest first', async () => {
    clock.advance(1000);
    await create(alice, { name: 'newest' });
    expect((await list(alice))[0].name).toBe('newest');
  });

  it('stops working after its expiry', async () => {
    const expiresAt = '2026-03-10T13:00:00.000Z';
    const { token, value } = await (await create(alice, { name: 'short', expiresAt })).json();
    expect(token.expiresAt).toBe(expiresAt);
    expect((await testApp.request('/api/v1/auth/me', bearer(value))).status).toBe(200);
    clock.set('2026-03-10T13:00:00.000Z');
    expect((await testApp.request('/api/v1/auth/me', bearer(value))).status).toBe(401);
    clock.set('2026-03-10T12:00:01.000Z');
  });

  it('is revoked by its owner only; another user gets 404', async () => {
    const { token, value } = await (await create(alice, { name: 'to revoke' })).json();
    const byBob = await testApp.request(`/api/v1/user/tokens/${token.id}`, jsonRequest('DELETE', undefined, bob));
    expect(byBob.status).toBe(404);
    expect((await testApp.request('/api/v1/auth/me', bearer(value))).status).toBe(200);
    const byAlice = await testApp.request(`/api/v1/user/tokens/${token.id}`, jsonRequest('DELETE', undefined, alice));
    expect(byAlice.status).toBe(204);
    expect((await testApp.request('/api/v1/auth/me', bearer(value))).status).toBe(401);
    const again = await testApp.request(`/api/v1/user/tokens/${token.id}`, jsonRequest('DELETE', undefined, alice));
    expect(again.status).toBe(404);
  });

  it('rejects a missing or blank name, a past expiry and a malformed id with 422', async () => {
    for (const body of [
      {},
      { name: '' },
      { name: '   ' },
      { name: 'x', expiresAt: '2026-03-09T00:00:00.000Z' },
      { name: 'x', expiresAt: 'tomorrow' },
    ]) {
      const response = await create(alice, body);
      expect(response.status, JSON.stringify(body)).toBe(422);
    }
    expect((await testApp.request('/api/v1/user/tokens/not-a-uuid', jsonRequest('DELETE', undefined, alice))).status).toBe(422);
  });
});
