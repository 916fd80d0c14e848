/** Providers, the current user, sessions (lifetimes, cookie flags), logout, CSRF and rate limits. */
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../server/config';
import { createDatabase } from '../../server/db/database';
import { createDependencies } from '../../server/deps';
import { createLogger } from '../../server/lib/logger';
import type { components } from '../../generated/openapi';
import { dataOf, errorOf } from '../support/api-results';
import { signIn } from '../support/sign-in';
import { storeSecurity } from '../support/store-security';
import { createTestApp, type TestApp } from '../support/test-app';
import { TestClock } from '../support/test-clock';

const HOUR = 3_600_000;
let testApp: TestApp;
afterEach(() => testApp?.close());

/** GET /auth/me as a caller: a signed-in user, or any credential headers. */
const me = (as?: { headers: Record<string, string> }) => testApp.api(as).GET('/auth/me');
const favorites = (as: { headers: Record<string, string> }) => testApp.api(as).GET('/user/favorites');

describe('GET /auth/providers', () => {
  it('lists the dev provider when no OIDC provider is configured', async () => {
    testApp = await createTestApp();
    expect(dataOf(await testApp.api().GET('/auth/providers'))).toEqual({
      providers: [{ name: 'dev', label: 'Dev', loginUrl: '/api/v1/auth/login/dev' }],
    });
  });

  it('lists configured providers in order, without the dev provider unless asked', async () => {
    testApp = await createTestApp({
      OIDC_PROVIDERS: 'corp,google',
      OIDC_CORP_ISSUER: 'https://login.corp.example.test',
      OIDC_CORP_CLIENT_ID: 'terminal',
      OIDC_CORP_LABEL: 'Corp SSO',
      OIDC_GOOGLE_ISSUER: 'https://accounts.example.test',
      OIDC_GOOGLE_CLIENT_ID: 'abc',
    });
    const { providers } = dataOf(await testApp.api().GET('/auth/providers'));
    expect(providers.map((p) => [p.name, p.label])).toEqual([
      ['corp', 'Corp SSO'],
      ['google', 'Google'],
    ]);
  });

  it('names every missing provider variable at start-up', () => {
    expect(() => loadConfig({ OIDC_PROVIDERS: 'corp' })).toThrow(/OIDC_CORP_ISSUER[\s\S]*OIDC_CORP_CLIENT_ID/);
  });
});

describe('the dev identity provider at start-up', () => {
  const start = (env: Record<string, string>) => {
    const config = loadConfig({ LOG_LEVEL: 'silent', ...env });
    // The database is never queried here: an unmigrated in-memory SQLite serves.
    return () => createDependencies({ config, db: createDatabase('sqlite::memory:'), logger: createLogger(config) });
  };

  it('is refused when PUBLIC_URL is not a loopback address', async () => {
    await expect(start({ PUBLIC_URL: 'https://terminal.example.test' })()).rejects.toThrow(ConfigError);
    await expect(start({ PUBLIC_URL: 'https://terminal.example.test' })()).rejects.toThrow(/AUTH_DEV_IDP/);
  });

  it('runs on localhost, on 127.0.0.1, or anywhere when forced', async () => {
    expect((await start({ PUBLIC_URL: 'http://localhost:3000' })()).identity.devIdp).toBeDefined();
    expect((await start({ PUBLIC_URL: 'http://127.0.0.1:8080' })()).identity.devIdp).toBeDefined();
    expect((await start({ PUBLIC_URL: 'https://terminal.example.test', AUTH_DEV_IDP: 'force' })()).identity.devIdp).toBeDefined();
    expect((await start({ PUBLIC_URL: 'https://terminal.example.test', AUTH_DEV_IDP: 'off' })()).identity.devIdp).toBeUndefined();
  });
});

describe('GET /auth/me', () => {
  it('answers 401 when anonymous and the user when signed in by cookie or token', async () => {
    testApp = await createTestApp();
    expect((await me()).response.status).toBe(401);
    for (const via of ['session', 'token'] as const) {
      const user = await signIn(testApp, { via, name: 'Grace Hopper' });
      expect(dataOf(await me(user))).toMatchObject({
        id: user.userId,
        email: user.email,
        name: 'Grace Hopper',
        firstName: '',
        lastName: '',
        priceAlertPreferences: { enabled: false, threshold: 5, onlyPositive: false, onlyNegative: false },
      });
    }
  });

  it('answers HEAD like GET: 401 when anonymous, before the input is validated', async () => {
    testApp = await createTestApp();
    expect((await testApp.app.request('/api/v1/auth/me', { method: 'HEAD' })).status).toBe(401);
    // An id GET would refuse with 422 once signed in: anonymous HEAD, like GET, is 401 first.
    for (const method of ['GET', 'HEAD']) {
      expect((await testApp.app.request('/api/v1/screens/not-an-id', { method })).status, method).toBe(401);
    }
  });

  it('answers 401 for an unknown session cookie and clears it', async () => {
    testApp = await createTestApp();
    const { response } = await me({ headers: { cookie: 'rt_session=forged' } });
    expect(response.status).toBe(401);
    expect(response.headers.get('set-cookie')).toMatch(/rt_session=;.*Max-Age=0/);
  });

  it('answers 401 for an unknown bearer token', async () => {
    testApp = await createTestApp();
    expect((await me({ headers: { authorization: 'Bearer rt_forged' } })).response.status).toBe(401);
  });
});

describe('sessions', () => {
  it('end after the idle timeout', async () => {
    const clock = new TestClock();
    testApp = await createTestApp({ SESSION_IDLE_HOURS: '2', SESSION_ABSOLUTE_HOURS: '24' }, { clock });
    const user = await signIn(testApp);
    clock.advance(2 * HOUR - 60_000);
    expect((await me(user)).response.status).toBe(200);
    clock.advance(2 * HOUR - 60_000); // active a moment ago, so still not idle for 2 hours
    expect((await me(user)).response.status).toBe(200);
    clock.advance(2 * HOUR);
    expect((await me(user)).response.status).toBe(401);
    expect(await testApp.db.selectFrom('sessions').selectAll().execute()).toEqual([]);
  });

  it('end after the absolute lifetime however active they are', async () => {
    const clock = new TestClock();
    testApp = await createTestApp({ SESSION_IDLE_HOURS: '2', SESSION_ABSOLUTE_HOURS: '5' }, { clock });
    const user = await signIn(testApp);
    for (let hour = 1; hour < 5; hour++) {
      clock.advance(HOUR);
      expect((await me(user)).response.status).toBe(200);
    }
    clock.advance(HOUR);
    expect((await me(user)).response.status).toBe(401);
  });

  it('are stored only as a hash of the cookie value', async () => {
    testApp = await createTestApp();
    const user = await signIn(testApp);
    const secret = user.headers.cookie?.split('=')[1] ?? '';
    const rows = await testApp.db.selectFrom('sessions').select('idHash').execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.idHash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0]?.idHash).not.toContain(secret);
  });

  it('use Secure __Host- cookies when the site is https', async () => {
    testApp = await createTestApp({ PUBLIC_URL: 'https://terminal.example.test', AUTH_DEV_IDP: 'force' });
    const start = await testApp
      .api()
      .GET('/auth/login/{provider}', { params: { path: { provider: 'dev' }, query: { redirect: '/favorites' } } });
    expect(start.response.status).toBe(302);
    const flowCookie = start.response.headers.get('set-cookie') ?? '';
    expect(flowCookie).toMatch(/^__Host-rt_login=[^;]+; Max-Age=600; Path=\/; HttpOnly; Secure; SameSite=Lax$/);
    const user = await signIn(testApp);
    expect(user.headers.cookie).toMatch(/^__Host-rt_session=/);
    expect((await me(user)).response.status).toBe(200);
  });
});

describe('POST /auth/logout', () => {
  it('ends the session and clears the cookie; succeeds without one', async () => {
    testApp = await createTestApp();
    const user = await signIn(testApp);
    const { response } = await testApp.api(user).POST('/auth/logout');
    expect(response.status).toBe(204);
    expect(response.headers.get('set-cookie')).toMatch(/rt_session=;/);
    expect((await me(user)).response.status).toBe(401);
    expect((await testApp.api().POST('/auth/logout')).response.status).toBe(204);
  });
});

describe('the CSRF rule for cookie-authenticated changes', () => {
  // Raw requests: the headers and bodies are the subject (a foreign or missing Origin, a form or text body).
  const favorite = (headers: Record<string, string>, contentType = 'application/json', body = '{"ticker":"AAPL"}') => ({
    method: 'POST',
    headers: { ...headers, 'content-type': contentType },
    body,
  });

  it('refuses another Origin, a missing Origin and non-JSON bodies with 403', async () => {
    testApp = await createTestApp();
    const user = await signIn(testApp);
    const cookieOnly = { cookie: user.headers.cookie ?? '' };
    const cases = [
      favorite({ ...cookieOnly, origin: 'https://evil.example' }),
      favorite(cookieOnly),
      favorite(user.headers, 'application/x-www-form-urlencoded', 'ticker=AAPL'),
      favorite(user.headers, 'text/plain', '{"ticker":"AAPL"}'),
    ];
    for (const init of cases) {
      const response = await testApp.request('/api/v1/user/favorites', init);
      expect(response.status).toBe(403);
      expect((await response.json()).error.code).toBe('forbidden');
    }
    const logout = await testApp.request('/api/v1/auth/logout', {
      method: 'POST',
      headers: { ...cookieOnly, origin: 'https://evil.example' },
    });
    expect(logout.status).toBe(403);
    expect(dataOf(await favorites(user))).toEqual({ favorites: [] });
  });

  it('accepts same-origin JSON, and bearer tokens need no Origin', async () => {
    testApp = await createTestApp();
    await storeSecurity(testApp.db, 'AAPL');
    const user = await signIn(testApp);
    // The typed client sends what the web client does: same-origin JSON.
    expect((await testApp.api(user).POST('/user/favorites', { body: { ticker: 'AAPL' } })).response.status).toBe(200);
    const script = await signIn(testApp, { via: 'token' });
    expect((await testApp.api(script).POST('/user/favorites', { body: { ticker: 'AAPL' } })).response.status).toBe(200);
  });
});

describe('rate limits', () => {
  type Answer = { response: Response; error?: components['schemas']['ErrorEnvelope'] };
  const expectLimited = async (answer: Answer | Response, windowSeconds: number) => {
    // The sign-in start is a redirect, not a JSON operation: it is called raw, and its body read here.
    const { response, error } = answer instanceof Response ? { response: answer, error: await answer.json() } : answer;
    expect(errorOf({ response, error }, 429).code).toBe('rate_limited');
    const retryAfter = Number(response.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(windowSeconds);
  };

  it('limits login starts per address and lets them through again after the window', async () => {
    const clock = new TestClock();
    testApp = await createTestApp({ RATE_LIMIT_LOGIN: '3', RATE_LIMIT_WINDOW_SECONDS: '300' }, { clock });
    for (let i = 0; i < 3; i++) expect((await testApp.request('/api/v1/auth/login/dev')).status).toBe(302);
    await expectLimited(await testApp.request('/api/v1/auth/login/dev'), 300);
    clock.advance(300_000);
    expect((await testApp.request('/api/v1/auth/login/dev')).status).toBe(302);
  });

  it('ignores X-Forwarded-For unless TRUST_PROXY says how many proxies are in front', async () => {
    const loginFrom = (forwardedFor: string) => testApp.request('/api/v1/auth/login/dev', { headers: { 'X-Forwarded-For': forwardedFor } });
    testApp = await createTestApp({ RATE_LIMIT_LOGIN: '2' });
    expect(loadConfig({}).trustedProxies).toBe(0);
    for (let i = 0; i < 2; i++) expect((await loginFrom('203.0.113.7')).status).toBe(302);
    await expectLimited(await loginFrom('203.0.113.8'), 300);
    await testApp.close();

    testApp = await createTestApp({ RATE_LIMIT_LOGIN: '2', TRUST_PROXY: '1' });
    for (let i = 0; i < 2; i++) expect((await loginFrom('203.0.113.7')).status).toBe(302);
    await expectLimited(await loginFrom('203.0.113.7'), 300);
    expect((await loginFrom('203.0.113.8')).status).toBe(302);
    // A client that sends its own X-Forwarded-For cannot pick its bucket: the proxy appends the real address.
    await expectLimited(await loginFrom('198.51.100.1, 203.0.113.7'), 300);
    await testApp.close();

    testApp = await createTestApp({ RATE_LIMIT_LOGIN: '1', TRUST_PROXY: '2' });
    expect((await loginFrom('198.51.100.1, 203.0.113.9, 10.0.0.2')).status).toBe(302);
    await expectLimited(await loginFrom('192.0.2.50, 203.0.113.9, 10.0.0.2'), 300);
    expect((await loginFrom('203.0.113.10, 10.0.0.2')).status).toBe(302);
  });

  it('refuses a TRUST_PROXY that is not a small number of proxies', () => {
    expect(loadConfig({ TRUST_PROXY: '2' }).trustedProxies).toBe(2);
    for (const value of ['yes', '-1', '11', '1.5']) expect(() => loadConfig({ TRUST_PROXY: value }), value).toThrow(/TRUST_PROXY/);
  });

  it('limits calls per API token and per browser session, each on its own', async () => {
    testApp = await createTestApp({ RATE_LIMIT_TOKEN: '2', RATE_LIMIT_SESSION: '3' });
    const script = await signIn(testApp, { via: 'token' });
    const browser = await signIn(testApp);
    for (let i = 0; i < 2; i++) expect((await me(script)).response.status).toBe(200);
    await expectLimited(await me(script), 300);
    for (let i = 0; i < 3; i++) expect((await me(browser)).response.status).toBe(200);
    await expectLimited(await me(browser), 300);
    expect((await testApp.api().GET('/auth/providers')).response.status).toBe(200);
  });

  it('defaults to 25 login starts, 300 token, 1500 session, 3000 user and 1500 anonymous calls and 50 failed authentications per 5 minutes, shared every 250 ms', () => {
    expect(loadConfig({}).rateLimits).toEqual({
      windowMs: 300_000,
      login: 25,
      token: 300,
      session: 1500,
      user: 3000,
      anonymous: 1500,
      authFailures: 50,
      shareMs: 250,
    });
    expect(loadConfig({}).apiTokensPerUser).toBe(25);
  });
});
