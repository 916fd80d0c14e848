/** Personal API tokens: shown once, stored hashed, usable as Bearer, listed, revoked, expiring. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashSecret } from '../../server/lib/secrets';
import type { components } from '../../generated/openapi';
import { dataOf } from '../support/api-results';
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

const create = (as: SignedIn, body: components['schemas']['ApiTokenCreate']) => testApp.api(as).POST('/user/tokens', { body });
const list = async (as: SignedIn) => dataOf(await testApp.api(as).GET('/user/tokens')).tokens;
/** The API as the holder of a token value. */
const bearer = (value: string) => testApp.api({ headers: { authorization: `Bearer ${value}` } });
const revoke = (as: SignedIn, id: string) => testApp.api(as).DELETE('/user/tokens/{id}', { params: { path: { id } } });

describe('personal API tokens', () => {
  it('shows the value once, stores only its hash and lists the token without it', async () => {
    const { token, value } = dataOf(await create(alice, { name: ' laptop script ' }), 201);
    expect(value).toMatch(/^rt_[A-Za-z0-9_-]{43}$/);
    expect(token).toEqual({
      id: token.id,
      name: 'laptop script',
      createdAt: '2026-03-10T12:00:00.000Z',
      lastUsedAt: null,
      expiresAt: null,
    });
    const row = await testApp.db.selectFrom('api_tokens').selectAll().where('id', '=', token.id).executeTakeFirstOrThrow();
    expect(row.tokenHash).toBe(hashSecret(value));
    expect(JSON.stringify(await list(alice))).not.toContain(value);
    expect(await list(bob)).toEqual([]);
  });

  it('works as a Bearer token for every user operation and records its use', async () => {
    const { token, value } = dataOf(await create(alice, { name: 'ci' }), 201);
    expect(dataOf(await bearer(value).GET('/auth/me')).id).toBe(alice.userId);
    const added = await bearer(value).POST('/user/favorites', { body: { ticker: 'msft' } });
    expect(dataOf(added)).toEqual({ favorites: ['MSFT'] });
    const listed = (await list(alice)).find((t) => t.id === token.id);
    expect(listed?.lastUsedAt).toBe('2026-03-10T12:00:00.000Z');
  });

  it('lists newest first', async () => {
    clock.advance(1000);
    await create(alice, { name: 'newest' });
    expect((await list(alice))[0]?.name).toBe('newest');
  });

  it('stops working after its expiry', async () => {
    const expiresAt = '2026-03-10T13:00:00.000Z';
    const { token, value } = dataOf(await create(alice, { name: 'short', expiresAt }), 201);
    expect(token.expiresAt).toBe(expiresAt);
    expect((await bearer(value).GET('/auth/me')).response.status).toBe(200);
    clock.set('2026-03-10T13:00:00.000Z');
    expect((await bearer(value).GET('/auth/me')).response.status).toBe(401);
    clock.set('2026-03-10T12:00:01.000Z');
  });

  it('is revoked by its owner only; another user gets 404', async () => {
    const { token, value } = dataOf(await create(alice, { name: 'to revoke' }), 201);
    expect((await revoke(bob, token.id)).response.status).toBe(404);
    expect((await bearer(value).GET('/auth/me')).response.status).toBe(200);
    expect((await revoke(alice, token.id)).response.status).toBe(204);
    expect((await bearer(value).GET('/auth/me')).response.status).toBe(401);
    expect((await revoke(alice, token.id)).response.status).toBe(404);
  });

  it('rejects a missing or blank name, a past expiry and a malformed id with 422', async () => {
    // No name at all, which the typed client would refuse: sent raw.
    expect((await testApp.request('/api/v1/user/tokens', jsonRequest('POST', {}, alice))).status).toBe(422);
    for (const body of [
      { name: '' },
      { name: '   ' },
      { name: 'x', expiresAt: '2026-03-09T00:00:00.000Z' },
      { name: 'x', expiresAt: 'tomorrow' },
    ]) {
      expect((await create(alice, body)).response.status, JSON.stringify(body)).toBe(422);
    }
    expect((await revoke(alice, 'not-a-uuid')).response.status).toBe(422);
  });
});
