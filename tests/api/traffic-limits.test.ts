/**
 * Rate limits over real HTTP (addresses come from the connection): anonymous API calls and pages
 * per address, failed authentication per address (failures only: a valid credential always passes), a
 * user's calls over all their tokens, and the cap on tokens per user.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { dataOf, errorOf } from '../support/api-results';
import { signIn } from '../support/sign-in';
import { startTestServer, type TestServer } from '../support/test-server';

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function statuses(count: number, path: string, init: RequestInit = {}): Promise<number[]> {
  const seen: number[] = [];
  for (let index = 0; index < count; index += 1) seen.push((await fetch(`${server!.baseUrl}${path}`, init)).status);
  return seen;
}

describe('anonymous traffic per address', () => {
  it('limits API calls and pages together, with Retry-After, but not the files a page loads', async () => {
    server = await startTestServer({ RATE_LIMIT_ANONYMOUS: '4', CLIENT_DIST: '/nonexistent' });
    expect(await statuses(2, '/api/v1/health')).toEqual([200, 200]);
    expect(await statuses(2, '/stock/AAPL')).toEqual([503, 503]); // pages (no client built here)
    const refused = await fetch(`${server.baseUrl}/api/v1/health`);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await refused.json()).error.code).toBe('rate_limited');
    expect((await fetch(`${server.baseUrl}/`)).status).toBe(429);
    expect((await fetch(`${server.baseUrl}/assets/app.js`)).status).not.toBe(429);
  });

  it('does not count signed-in calls', async () => {
    server = await startTestServer({ RATE_LIMIT_ANONYMOUS: '2' });
    const alice = await signIn(server, { via: 'token' });
    expect(await statuses(5, '/api/v1/health', { headers: alice.headers })).toEqual([200, 200, 200, 200, 200]);
    expect(await statuses(3, '/api/v1/health')).toEqual([200, 200, 429]);
  });
});

describe('failed authentication per address', () => {
  it('refuses failed credentials past the limit, never a valid one (60 bad tokens, then a good one answers 200)', async () => {
    server = await startTestServer();
    const alice = await signIn(server, { via: 'token' });
    const wrong = { authorization: 'Bearer rt_not-a-real-token-000000000000000000000' };
    const seen = await statuses(60, '/api/v1/user/favorites', { headers: wrong });
    // The default limit is 50 failures in the window: guessing stops there.
    expect(seen.slice(0, 50).every((status) => status === 401)).toBe(true);
    expect(seen.slice(50).every((status) => status === 429)).toBe(true);
    expect((await fetch(`${server.baseUrl}/api/v1/user/favorites`, { headers: alice.headers })).status).toBe(200);
    expect((await fetch(`${server.baseUrl}/api/v1/user/favorites`, { headers: wrong })).status).toBe(429);
    // Requests without a credential are not failures.
    expect((await fetch(`${server.baseUrl}/api/v1/health`)).status).toBe(200);
  });

  it('lets a valid session cookie through from an address past the limit', async () => {
    server = await startTestServer({ RATE_LIMIT_AUTH_FAILURES: '2' });
    const alice = await signIn(server, { via: 'session' });
    const stale = { cookie: 'rt_session=stale-session-secret-000000000000' };
    expect(await statuses(3, '/api/v1/health', { headers: stale })).toEqual([200, 200, 429]);
    expect((await fetch(`${server.baseUrl}/api/v1/auth/me`, { headers: alice.headers })).status).toBe(200);
  });

  it('counts unknown session cookies', async () => {
    server = await startTestServer({ RATE_LIMIT_AUTH_FAILURES: '2' });
    const stale = { cookie: 'rt_session=stale-session-secret-000000000000' };
    expect(await statuses(4, '/api/v1/health', { headers: stale })).toEqual([200, 200, 429, 429]);
  });
});

describe('per user, over all their tokens', () => {
  it('shares one budget between the tokens and sessions of a user', async () => {
    server = await startTestServer({ RATE_LIMIT_USER: '4', RATE_LIMIT_TOKEN: '100' });
    const email = 'many-tokens@example.test';
    const first = await signIn(server, { email, via: 'token' });
    const second = await signIn(server, { email, via: 'token' });
    const seen = [];
    for (const who of [first, second, first, second, first]) {
      seen.push((await fetch(`${server.baseUrl}/api/v1/user/favorites`, { headers: who.headers })).status);
    }
    expect(seen).toEqual([200, 200, 200, 200, 429]);
    const other = await signIn(server, { via: 'token' });
    expect((await fetch(`${server.baseUrl}/api/v1/user/favorites`, { headers: other.headers })).status).toBe(200);
  });
});

describe('tokens per user', () => {
  it('refuses one more token than API_TOKENS_PER_USER with 409, and allows it again after a revoke', async () => {
    server = await startTestServer({ API_TOKENS_PER_USER: '3' });
    const alice = await signIn(server, { via: 'token' }); // holds one token already
    const api = server.api(alice);
    const create = (name: string) => api.POST('/user/tokens', { body: { name } });
    expect((await create('two')).response.status).toBe(201);
    const { token } = dataOf(await create('three'), 201);
    expect(errorOf(await create('four'), 409).message).toMatch(/3 API tokens/);
    expect((await api.DELETE('/user/tokens/{id}', { params: { path: { id: token.id } } })).response.status).toBe(204);
    expect((await create('four')).response.status).toBe(201);
  });
});
