/**
 * Signing in through the development identity provider over real HTTP (loopback), and the
 * ways a sign-in must fail: wrong state, a wrong or missing issuer, a replayed callback, a wrong
 * nonce, no flow in this browser, a foreign redirect target, an error from the provider.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPEN_REDIRECT_PAYLOADS } from '../fixtures/open-redirect-payloads';
import { dataOf } from '../support/api-results';
import { CookieBrowser, type Hop, lastHop } from '../support/cookie-browser';
import { startTestServer, type TestServer } from '../support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const isCallback = (url: string) => new URL(url).pathname === '/api/v1/auth/callback/dev';

/** Starts sign-in and stops at the login form: returns its action and every hop so far. */
async function openLoginForm(browser: CookieBrowser, redirect: string, tamper?: (authorizeUrl: URL) => void) {
  const start = await browser.navigate(`${server.baseUrl}/api/v1/auth/login/dev?redirect=${encodeURIComponent(redirect)}`, (next) => {
    if (!tamper || !next.includes('/dev-idp/auth?')) return true;
    return false;
  });
  let hops: Hop[] = start;
  if (tamper) {
    const authorizeUrl = new URL(lastHop(start).response.headers.get('location') ?? '');
    tamper(authorizeUrl);
    hops = await browser.navigate(authorizeUrl.href);
  }
  const form = lastHop(hops).response;
  expect(form.status).toBe(200);
  const html = await form.text();
  const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1];
  if (!action) throw new Error(`no login form in:\n${html}`);
  return { action: new URL(action, server.baseUrl).href, html, start };
}

/** Submits the form and stops before the callback; returns the callback URL the provider chose. */
async function callbackUrlAfterLogin(browser: CookieBrowser, action: string, email: string, name = ''): Promise<string> {
  const hops = await browser.submit(action, { email, name }, (next) => !isCallback(next));
  const location = lastHop(hops).response.headers.get('location') ?? '';
  expect(isCallback(location)).toBe(true);
  return location;
}

async function signInThroughDevIdp(browser: CookieBrowser, email: string, redirect = '/', name = '') {
  const { action } = await openLoginForm(browser, redirect);
  const callback = await callbackUrlAfterLogin(browser, action, email, name);
  return { callback, response: await browser.request(callback) };
}

function me(browser: CookieBrowser) {
  return browser.api(server.baseUrl).GET('/auth/me');
}

describe('sign-in through the dev identity provider', () => {
  it('creates the user from the claims, starts a session and returns to the page', async () => {
    const browser = new CookieBrowser();
    const { response } = await signInThroughDevIdp(browser, 'Ann.Lee@Example.test', '/stock/AAPL?tab=news', 'Ann Marie Lee');
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/stock/AAPL?tab=news');
    const cookie = response.headers.getSetCookie().find((line) => line.startsWith('rt_session='));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).not.toMatch(/Secure/i);
    const user = dataOf(await me(browser));
    expect(user).toMatchObject({ email: 'ann.lee@example.test', name: 'Ann Marie Lee', firstName: 'Ann', lastName: 'Marie Lee' });
    const session = [...browser.cookies].find(([name]) => name === 'rt_session')?.[1] ?? '';
    expect(session.length).toBeGreaterThanOrEqual(22); // >= 128 bits, base64url
    const stored = await server.db.selectFrom('sessions').select('idHash').where('userId', '=', user.id).execute();
    expect(stored).toHaveLength(1);
    expect(stored[0]?.idHash).not.toBe(session);
  });

  it('links a second sign-in to the same user and replaces the old session', async () => {
    const browser = new CookieBrowser();
    await signInThroughDevIdp(browser, 'repeat@example.test');
    const first = dataOf(await me(browser));
    const oldSession = browser.cookies.get('rt_session');
    await signInThroughDevIdp(browser, 'repeat@example.test');
    const second = dataOf(await me(browser));
    expect(second.id).toBe(first.id);
    expect(browser.cookies.get('rt_session')).not.toBe(oldSession);
    const sessions = await server.db.selectFrom('sessions').select('idHash').where('userId', '=', first.id).execute();
    expect(sessions).toHaveLength(1);
  });

  it('keeps only paths on this site as the redirect target', async () => {
    for (const target of ['https://evil.example/steal', '//evil.example/x', '/\\evil.example', 'javascript:alert(1)']) {
      const { response } = await signInThroughDevIdp(new CookieBrowser(), 'redirects@example.test', target);
      expect(response.status, target).toBe(302);
      expect(response.headers.get('location'), target).toBe('/');
    }
  });

  it('normalises the redirect target before checking it: dot segments never make it //host', async () => {
    // The audit's payloads, each of which used to come back as `Location: //evil.example`.
    for (const target of ['/..//evil.example', '/%2e%2e//evil.example', '/.//evil.example', '/x/..//evil.example', '/%2e//evil.example']) {
      const { response } = await signInThroughDevIdp(new CookieBrowser(), 'redirects@example.test', target);
      expect(response.status, target).toBe(302);
      expect(response.headers.get('location'), target).toBe('/');
    }
    const { response } = await signInThroughDevIdp(new CookieBrowser(), 'redirects@example.test', '/x/../stock/AAPL?tab=news');
    expect(response.headers.get('location')).toBe('/stock/AAPL?tab=news');
  });

  it('stores `/` as the return address for every open-redirect variant', async () => {
    const own = await startTestServer({ RATE_LIMIT_LOGIN: '1000' });
    try {
      for (const target of OPEN_REDIRECT_PAYLOADS) {
        const hops = await new CookieBrowser().navigate(
          `${own.baseUrl}/api/v1/auth/login/dev?redirect=${encodeURIComponent(target)}`,
          () => false,
        );
        expect(lastHop(hops).response.status, JSON.stringify(target)).toBe(302);
      }
      const stored = await own.db.selectFrom('login_flows').select('redirectTo').execute();
      expect(stored).toHaveLength(OPEN_REDIRECT_PAYLOADS.length);
      expect(new Set(stored.map((row) => row.redirectTo))).toEqual(new Set(['/']));
    } finally {
      await own.close();
    }
  });

  it('refuses a callback whose state differs from the one this browser started', async () => {
    const browser = new CookieBrowser();
    const { action } = await openLoginForm(browser, '/');
    const callback = new URL(await callbackUrlAfterLogin(browser, action, 'state@example.test'));
    callback.searchParams.set('state', 'forged-state');
    const response = await browser.request(callback.href);
    expect(response.status).toBe(400);
    expect((await response.json()).error.message).toMatch(/^Sign-in failed/);
    expect(browser.cookies.has('rt_session')).toBe(false);
    expect((await me(browser)).response.status).toBe(401);
  });

  it('refuses a callback whose iss is not the provider it started with, or that has no iss (RFC 9207 mix-up defence)', async () => {
    for (const tamper of [
      (url: URL) => url.searchParams.set('iss', 'https://evil.example.test'),
      (url: URL) => url.searchParams.delete('iss'),
    ]) {
      const browser = new CookieBrowser();
      const { action } = await openLoginForm(browser, '/');
      const callback = new URL(await callbackUrlAfterLogin(browser, action, 'issuer@example.test'));
      expect(callback.searchParams.get('iss')).toBe(`${server.baseUrl}/dev-idp`);
      tamper(callback);
      const response = await browser.request(callback.href);
      expect(response.status).toBe(400);
      expect((await response.json()).error.message).toMatch(/^Sign-in failed/);
      expect(browser.cookies.has('rt_session')).toBe(false);
      expect((await me(browser)).response.status).toBe(401);
    }
    const users = await server.db.selectFrom('users').select('id').where('email', '=', 'issuer@example.test').execute();
    expect(users).toEqual([]);
  });

  it('uses a callback (and its code) only once', async () => {
    const browser = new CookieBrowser();
    const flowCookie = async () => {
      await openLoginForm(browser, '/');
      return browser.cookies.get('rt_login');
    };
    const flow = await flowCookie();
    const { action } = await openLoginForm(browser, '/');
    const callback = await callbackUrlAfterLogin(browser, action, 'replay@example.test');
    const saved = browser.cookies.get('rt_login');
    expect(saved).toBeDefined();
    expect(saved).not.toBe(flow);
    expect((await browser.request(callback)).status).toBe(302);

    // The same callback again, even with the flow cookie put back: the flow is gone.
    const replayer = new CookieBrowser();
    replayer.cookies.set('rt_login', saved ?? '');
    const replay = await replayer.request(callback);
    expect(replay.status).toBe(400);
    expect(replayer.cookies.has('rt_session')).toBe(false);
  });

  it('refuses an ID token whose nonce is not the one this browser sent', async () => {
    const browser = new CookieBrowser();
    const { action } = await openLoginForm(browser, '/', (authorizeUrl) => authorizeUrl.searchParams.set('nonce', 'attacker-nonce'));
    const callback = await callbackUrlAfterLogin(browser, action, 'nonce@example.test');
    const response = await browser.request(callback);
    expect(response.status).toBe(400);
    expect(browser.cookies.has('rt_session')).toBe(false);
  });

  it('refuses a callback in a browser that started no sign-in (login CSRF)', async () => {
    const victim = new CookieBrowser();
    const attacker = new CookieBrowser();
    const { action } = await openLoginForm(attacker, '/');
    const callback = await callbackUrlAfterLogin(attacker, action, 'attacker@example.test');
    const response = await victim.request(callback);
    expect(response.status).toBe(400);
    expect(victim.cookies.has('rt_session')).toBe(false);
  });

  it('reports an error answered by the provider and unknown providers', async () => {
    const browser = new CookieBrowser();
    await openLoginForm(browser, '/');
    const refused = await browser.request(`${server.baseUrl}/api/v1/auth/callback/dev?error=access_denied&state=x`);
    expect(refused.status).toBe(400);
    expect((await refused.json()).error.message).toContain('access_denied');
    expect((await browser.request(`${server.baseUrl}/api/v1/auth/login/nope`)).status).toBe(404);
    expect((await browser.request(`${server.baseUrl}/api/v1/auth/callback/nope?code=x&state=y`)).status).toBe(404);
  });

  it('serves a login form in the terminal look with no scripts and nothing from elsewhere', async () => {
    const browser = new CookieBrowser();
    const { html, action } = await openLoginForm(browser, '/');
    expect(html).toContain('<input id="email" name="email" type="email"');
    expect(html).toContain('<input id="name" name="name" type="text"');
    expect(html).toContain('<button type="submit">Sign in</button>');
    expect(html).not.toMatch(/<script|\sstyle=|\son[a-z]+=/i);
    expect(html.match(/(?:href|src|action)="([^"]+)"/g)?.every((attr) => /="\//.test(attr))).toBe(true);
    const css = await browser.request(`${server.baseUrl}/dev-idp/assets/login.css`);
    expect(css.headers.get('content-type')).toContain('text/css');
    expect(await css.text()).not.toMatch(/url\(|@import/);

    const invalid = await browser.submit(action, { email: 'not-an-email' });
    expect(lastHop(invalid).response.status).toBe(422);
    expect(await lastHop(invalid).response.text()).toContain('Enter an e-mail address');
  });
});
