/**
 * The relying party's checks of the ID token itself, against a configured OIDC provider that
 * signs whatever claims a test asks for: a token for another audience or from another issuer is
 * refused and starts no session; a correct one signs in (so the refusals are the checks at work).
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { dataOf } from '../support/api-results';
import { CookieBrowser } from '../support/cookie-browser';
import { type FakeOidcIssuer, startFakeOidcIssuer } from '../support/fake-oidc-issuer';
import { startTestServer, type TestServer } from '../support/test-server';

let issuer: FakeOidcIssuer;
let server: TestServer;
beforeAll(async () => {
  issuer = await startFakeOidcIssuer('terminal');
  server = await startTestServer({
    OIDC_PROVIDERS: 'corp',
    OIDC_CORP_ISSUER: issuer.issuer,
    OIDC_CORP_CLIENT_ID: 'terminal',
    OIDC_CORP_CLIENT_SECRET: 'corp-secret',
  });
});
afterAll(async () => {
  await server.close();
  await issuer.close();
});
beforeEach(() => {
  issuer.tokenClaims = {};
});

/** Signs in through the fake provider; returns the callback's response and the browser. */
async function signInThroughCorp() {
  const browser = new CookieBrowser();
  const hops = await browser.navigate(
    `${server.baseUrl}/api/v1/auth/login/corp`,
    (next) => !next.startsWith(`${server.baseUrl}/api/v1/auth/callback/`),
  );
  const callback = hops.at(-1)?.response.headers.get('location') ?? '';
  expect(callback.startsWith(`${server.baseUrl}/api/v1/auth/callback/corp?`)).toBe(true);
  return { browser, response: await browser.request(callback) };
}

async function expectRefused(browser: CookieBrowser, response: Response) {
  expect(response.status).toBe(400);
  expect((await response.json()).error.message).toMatch(/^Sign-in failed/);
  expect(browser.cookies.has('rt_session')).toBe(false);
  expect((await browser.api(server.baseUrl).GET('/auth/me')).response.status).toBe(401);
}

describe('ID token checks with a configured OIDC provider', () => {
  it('signs in with a token for this client from this issuer', async () => {
    const { browser, response } = await signInThroughCorp();
    expect(response.status).toBe(302);
    expect(dataOf(await browser.api(server.baseUrl).GET('/auth/me')).email).toBe('fake.user@example.test');
  });

  it('refuses an ID token issued for another audience', async () => {
    issuer.tokenClaims = { aud: 'some-other-client' };
    const { browser, response } = await signInThroughCorp();
    await expectRefused(browser, response);
  });

  it('refuses an ID token from another issuer', async () => {
    issuer.tokenClaims = { iss: 'https://evil.example.test' };
    const { browser, response } = await signInThroughCorp();
    await expectRefused(browser, response);
  });
});
