/**
 * No configured secret leaves the server (issue 29 item 1): each provider that holds one is
 * pointed at a server that echoes its request (URL, headers, body) into its error bodies, and
 * the secret is then looked for in every response body, /status and every log line. Each test
 * also checks that the echo came through, redacted, so it proves the redaction and not silence.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';
import { REDACTED } from '../../server/lib/secret-redaction';
import { captureLog, type CapturedLog } from '../support/captured-log';
import { CookieBrowser } from '../support/cookie-browser';
import { demoStock } from '../support/demo-stock';
import { startEchoServer, type EchoServer } from '../support/echo-server';
import { startFakeOidcIssuer } from '../support/fake-oidc-issuer';
import { signIn } from '../support/sign-in';
import { createTestApp, type TestApp } from '../support/test-app';
import { startTestServer } from '../support/test-server';

const closers: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const close of closers.splice(0).reverse()) await close();
});

/** The texts a secret must not reach: the bodies collected, /status, and the log. */
async function expectRedacted(testApp: TestApp, log: CapturedLog, bodies: string[], secret: string) {
  const status = await (await testApp.request('/api/v1/status')).text();
  const texts = [...bodies, status, ...log.lines];
  expect(texts.filter((text) => text.includes(secret))).toEqual([]);
  expect(texts.some((text) => text.includes(REDACTED))).toBe(true);
}

async function started<T extends { close(): Promise<void> }>(thing: Promise<T>): Promise<T> {
  const value = await thing;
  closers.push(() => value.close());
  return value;
}

describe('a market-data provider that echoes its request', () => {
  it.each([400, 401, 403, 404, 429, 500])(
    'keeps the FMP key out of the answer, /status and the log when FMP answers %i',
    async (status) => {
      const secret = `fmp-key-${status}-Zq8x/+=`;
      const echo: EchoServer = await started(startEchoServer((text) => ({ 'Error Message': `Unknown request ${text}` }), status));
      const log = captureLog();
      const testApp = await started(
        createTestApp({ MARKET_DATA_PROVIDER: 'fmp', FMP_API_KEY: secret, FMP_BASE_URL: `${echo.baseUrl}/fmp` }, { log }),
      );
      const bodies = await Promise.all(
        ['/api/v1/stocks/AAPL/price', '/api/v1/companies/AAPL', '/api/v1/market/movers'].map(async (path) =>
          (await testApp.request(path)).text(),
        ),
      );
      expect(echo.requests).toBeGreaterThan(0);
      await expectRedacted(testApp, log, bodies, secret);
    },
  );
});

describe('a model that echoes its request', () => {
  it('keeps the LLM key out of the answer, /status and the log', async () => {
    const secret = 'sk-llm-secret-9f8e7d';
    const echo = await started(startEchoServer((text) => ({ error: { message: `Bad request: ${text}` } }), 401));
    const log = captureLog();
    const testApp = await started(createTestApp({ LLM_BASE_URL: `${echo.baseUrl}/v1`, LLM_MODEL: 'echo', LLM_API_KEY: secret }, { log }));
    const user = await signIn(testApp, { via: 'token' });
    const { symbol } = await demoStock(testApp);
    const asked = await testApp.request('/api/v1/ai/ask', {
      method: 'POST',
      headers: { ...user.headers, 'content-type': 'application/json' },
      body: JSON.stringify({ question: 'What are the main risks?', ticker: symbol }),
    });
    const history = await testApp.request('/api/v1/ai/history', { headers: user.headers });
    expect(echo.requests).toBeGreaterThan(0);
    await expectRedacted(testApp, log, [await asked.text(), await history.text()], secret);
  });
});

describe('an identity provider that echoes its token request', () => {
  it('keeps the OIDC client secret out of the answer and the log', async () => {
    const secret = 'corp-client-secret-42';
    const issuer = await started(startFakeOidcIssuer('terminal'));
    issuer.echoTokenRequests = true;
    const log = captureLog();
    const server = await started(
      startTestServer(
        { OIDC_PROVIDERS: 'corp', OIDC_CORP_ISSUER: issuer.issuer, OIDC_CORP_CLIENT_ID: 'terminal', OIDC_CORP_CLIENT_SECRET: secret },
        { log },
      ),
    );
    const browser = new CookieBrowser();
    const hops = await browser.navigate(`${server.baseUrl}/api/v1/auth/login/corp`);
    const bodies = await Promise.all(hops.map(async (hop) => hop.response.clone().text()));
    await expectRedacted(server, log, bodies, secret);
  });
});

describe('an SMTP server that echoes the credentials it was given', () => {
  it('keeps the SMTP password out of the log', async () => {
    const password = 'smtp-pass-w0rd!';
    const smtp = new SMTPServer({
      disabledCommands: ['STARTTLS'],
      allowInsecureAuth: true,
      logger: false,
      onAuth(auth, _session, callback) {
        callback(new Error(`Invalid login ${auth.username}:${auth.password}`));
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', () => resolve()));
    closers.push(() => new Promise<void>((resolve) => smtp.close(() => resolve())));
    const port = (smtp.server.address() as AddressInfo).port;
    const log = captureLog();
    const testApp = await started(
      createTestApp(
        { SMTP_URL: `smtp://mailer:${encodeURIComponent(password)}@127.0.0.1:${port}`, MAIL_FROM: 'terminal@example.test' },
        { log },
      ),
    );
    const user = await signIn(testApp, { via: 'token' });
    const sent = await testApp.request('/api/v1/user/welcome-email', { method: 'POST', headers: user.headers });
    await testApp.deps.jobs.stop();
    await expectRedacted(testApp, log, [await sent.text()], password);
  });
});
