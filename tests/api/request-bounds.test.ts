/**
 * What a request may make the server do: a body-size limit checked before the body is read
 * (413), a nesting limit checked before JSON is parsed, well-formed text, plain decimal numbers in
 * query strings (422), and 405 with Allow for a method a path does not have. Most requests here are
 * raw on purpose (oversized, deeply nested or malformed bodies, query text, methods the contract
 * lacks); well-formed calls go through the typed client.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_JSON_DEPTH } from '../../server/http/request-bounds';
import { openApiOperations } from '../support/openapi-document';
import { signIn, type SignedIn } from '../support/sign-in';
import { createTestApp, type TestApp } from '../support/test-app';
import { startTestServer, type TestServer } from '../support/test-server';

let testApp: TestApp;
let small: TestApp;
let server: TestServer;
let alice: SignedIn;
beforeAll(async () => {
  testApp = await createTestApp();
  small = await createTestApp({ API_BODY_LIMIT_BYTES: '2048' });
  server = await startTestServer();
  alice = await signIn(testApp);
});
afterAll(async () => {
  await testApp.close();
  await small.close();
  await server.close();
});

const pricesBody = (bytes: number) => {
  const head = '{"tickers":["AAPL"],"pad":"';
  return `${head}${'x'.repeat(Math.max(0, bytes - head.length - 2))}"}`;
};

/** Sends headers claiming `declaredBytes`, then only `sentBytes`; resolves with the answer. */
function rawPost(path: string, declaredBytes: number, sentBytes: number, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; body: string; headers: Record<string, unknown> }>((resolve, reject) => {
    const url = new URL(path, server.baseUrl);
    const req = httpRequest(
      url,
      { method: 'POST', headers: { 'content-type': 'application/json', 'content-length': String(declaredBytes), ...headers } },
      (res) => {
        let body = '';
        res.on('data', (chunk) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body, headers: res.headers }));
      },
    );
    req.on('error', reject);
    req.write('{"tickers":["AAPL"],"pad":"' + 'x'.repeat(sentBytes));
    // Never finish the body: the answer must come without it.
  });
}

describe('body size', () => {
  it('answers 413 to a body over 1 MB, in the error envelope with the security headers', async () => {
    const response = await testApp.request('/api/v1/stocks/prices', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: pricesBody(1_048_577),
    });
    expect(response.status).toBe(413);
    expect((await response.json()).error).toMatchObject({ code: 'payload_too_large', message: 'The request body is larger than 1 MB' });
    expect(response.headers.get('permissions-policy')).toContain('camera=()');
    expect(response.headers.get('connection')).toBe('close');
  });

  it('accepts a body just under the limit (then judges it by its schema)', async () => {
    const response = await testApp.request('/api/v1/stocks/prices', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: pricesBody(1_048_000),
    });
    expect(response.status).toBe(200);
  });

  it('follows API_BODY_LIMIT_BYTES, also for a streamed body without Content-Length', async () => {
    const post = (body: BodyInit) =>
      small.app.request('/api/v1/stocks/prices', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
        duplex: 'half',
      } as RequestInit);
    expect((await post(pricesBody(2048))).status).toBe(200);
    expect((await post(pricesBody(2049))).status).toBe(413);
    const chunks = [pricesBody(3000).slice(0, 1500), pricesBody(3000).slice(1500)];
    const stream = new ReadableStream({
      pull(controller) {
        const chunk = chunks.shift();
        if (chunk === undefined) controller.close();
        else controller.enqueue(new TextEncoder().encode(chunk));
      },
    });
    expect((await post(stream)).status).toBe(413);
  });

  it('refuses a declared 100 MB body before reading it: the answer comes while the upload has barely started', async () => {
    const answer = await rawPost('/api/v1/stocks/prices', 100 * 1024 * 1024, 64 * 1024);
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body).error.code).toBe('payload_too_large');
    // The upload never finishes (64 KB of 100 MB sent): an answer at all is an answer before the body.
  });

  it('applies to every method that carries a body, also on operations that take none, and the contract says exactly that', async () => {
    const logout = await rawPost('/api/v1/auth/logout', 2 * 1024 * 1024, 1024);
    expect(logout.status).toBe(413);
    expect(JSON.parse(logout.body).error.code).toBe('payload_too_large');
    const carriesBody = (method: string) => method !== 'get';
    const wrong = openApiOperations.filter((operation) => operation.statuses.includes('413') !== carriesBody(operation.method));
    expect(wrong.map(({ method, path }) => `${method} ${path}`)).toEqual([]);
  });

  it('bounds a chunked body over the network (no Content-Length) while it streams; a GET without a body goes through', async () => {
    const send = (method: string, headers: Record<string, string>, chunks: string[]) =>
      new Promise<number>((resolve, reject) => {
        const req = httpRequest(
          new URL('/api/v1/stocks/prices', server.baseUrl),
          { method, headers: { 'content-type': 'application/json', ...headers } },
          (res) => {
            res.resume();
            resolve(res.statusCode ?? 0);
          },
        );
        req.on('error', reject);
        for (const chunk of chunks) req.write(chunk);
        req.end();
      });
    const big = pricesBody(1_048_577);
    // Chunked (Transfer-Encoding, no Content-Length): counted as it streams.
    expect(await send('POST', { 'transfer-encoding': 'chunked' }, [big.slice(0, 600_000), big.slice(600_000)])).toBe(413);
    expect(await send('POST', { 'transfer-encoding': 'chunked' }, [pricesBody(2000)])).toBe(200);
    // A plain GET (no body announced) skips the check.
    expect((await fetch(`${server.baseUrl}/api/v1/health`)).status).toBe(200);
  });

  it('limits the dev identity provider form to a few KB', async () => {
    const answer = await rawPost('/dev-idp/interaction/some-uid/login', 20 * 1024, 1024, {
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(answer.status).toBe(413);
  });
});

describe('JSON nesting', () => {
  const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

  it(`refuses a body nested deeper than ${MAX_JSON_DEPTH} levels with 422, without parsing it`, async () => {
    const response = await testApp.request('/api/v1/stocks/prices', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: `{"tickers":${nested(MAX_JSON_DEPTH)}}`,
    });
    expect(response.status).toBe(422);
    expect((await response.json()).error).toMatchObject({ code: 'validation_failed', field: 'body' });
  });

  it('refuses half a million levels (1 MB) by the depth check, before any parser sees it', async () => {
    const response = await testApp.request('/api/v1/stocks/prices', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: nested(500_000),
    });
    expect(response.status).toBe(422);
    expect((await response.json()).error).toMatchObject({
      code: 'validation_failed',
      field: 'body',
      message: expect.stringContaining(`nests deeper than ${MAX_JSON_DEPTH} levels`),
    });
  });

  it('does not count brackets inside strings', async () => {
    const { response } = await testApp.api(alice).POST('/feedback', { body: { summary: '['.repeat(100), details: '{'.repeat(100) } });
    expect(response.status).toBe(201);
  });
});

describe('text', () => {
  it('answers 422 to a lone surrogate, naming the field, and stores nothing', async () => {
    for (const escape of ['\\ud800', '\\udfff', 'a\\ud83d']) {
      const body = `{"summary":"bad ${escape} text"}`;
      const response = await testApp.request('/api/v1/feedback', {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...alice.headers },
        body,
      });
      expect(response.status, escape).toBe(422);
      expect((await response.json()).error).toMatchObject({ code: 'validation_failed', field: 'summary' });
    }
    const stored = await testApp.db.selectFrom('feedback').select('summary').execute();
    expect(stored.filter((row) => row.summary.startsWith('bad'))).toEqual([]);
  });

  it('keeps well-formed text outside the BMP (a surrogate pair)', async () => {
    const { response } = await testApp.api(alice).POST('/feedback', { body: { summary: 'Charts \ud83d\udcc8 please' } });
    expect(response.status).toBe(201);
  });
});

describe('numbers in query strings', () => {
  it.each(['0x10', '+5', ' 5', '5 ', '', '1_0', 'Infinity', '0b1', '٣'])('refuses limit=%j with 422', async (value) => {
    const response = await testApp.request(`/api/v1/news/latest?limit=${encodeURIComponent(value)}`);
    expect(response.status).toBe(422);
    expect((await response.json()).error).toMatchObject({ code: 'validation_failed', field: 'limit' });
  });

  it('reads plain decimals', async () => {
    for (const value of ['5', '10', '1e1']) expect((await testApp.request(`/api/v1/news/latest?limit=${value}`)).status, value).toBe(200);
  });
});

describe('methods', () => {
  it('answers 405 with Allow to a method an API path does not have', async () => {
    for (const method of ['PATCH', 'DELETE', 'POST', 'PUT']) {
      const response = await testApp.app.request('/api/v1/health', { method });
      expect(response.status, method).toBe(405);
      expect(response.headers.get('allow')).toBe('GET, HEAD, OPTIONS');
      expect((await response.json()).error.code).toBe('method_not_allowed');
      expect(response.headers.get('permissions-policy')).toContain('camera=()');
    }
    const favorites = await testApp.app.request('/api/v1/user/favorites', { method: 'PATCH' });
    expect(favorites.status).toBe(405);
    expect(favorites.headers.get('allow')).toMatch(/^GET, HEAD, (POST, )?(PUT, )?(DELETE, )?OPTIONS$/);
  });

  it('answers TRACE with 405 over real HTTP', async () => {
    const status = await new Promise<{ status: number; allow: unknown }>((resolve, reject) => {
      const req = httpRequest(new URL('/api/v1/health', server.baseUrl), { method: 'TRACE' }, (res) => {
        res.resume();
        resolve({ status: res.statusCode ?? 0, allow: res.headers.allow });
      });
      req.on('error', reject);
      req.end();
    });
    expect(status).toEqual({ status: 405, allow: 'GET, HEAD, OPTIONS' });
  });

  it('answers OPTIONS with 204 and Allow, and pages refuse writes', async () => {
    const options = await testApp.app.request('/api/v1/health', { method: 'OPTIONS' });
    expect(options.status).toBe(204);
    expect(options.headers.get('allow')).toBe('GET, HEAD, OPTIONS');
    const page = await testApp.app.request('/stock/AAPL', { method: 'POST' });
    expect(page.status).toBe(405);
    expect(page.headers.get('allow')).toBe('GET, HEAD, OPTIONS');
  });

  it('answers 405 with Allow to a write on the root page and on files of the built client, whose content stays unsent', async () => {
    const clientDist = mkdtempSync(join(tmpdir(), 'terminal-client-'));
    mkdirSync(join(clientDist, 'assets'));
    writeFileSync(join(clientDist, 'index.html'), '<!doctype html><title>t</title>');
    writeFileSync(join(clientDist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    writeFileSync(join(clientDist, 'assets', 'app.js'), 'console.log(1);');
    const withClient = await createTestApp({ CLIENT_DIST: clientDist });
    try {
      for (const path of ['/', '/index.html', '/favicon.svg', '/assets/app.js']) {
        for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
          const response = await withClient.app.request(path, { method });
          expect(response.status, `${method} ${path}`).toBe(405);
          expect(response.headers.get('allow'), `${method} ${path}`).toBe('GET, HEAD, OPTIONS');
          expect((await response.json()).error.code).toBe('method_not_allowed');
        }
        const options = await withClient.app.request(path, { method: 'OPTIONS' });
        expect(options.status, `OPTIONS ${path}`).toBe(204);
        expect(options.headers.get('allow')).toBe('GET, HEAD, OPTIONS');
        expect((await withClient.app.request(path)).status, `GET ${path}`).toBe(200);
        expect((await withClient.app.request(path, { method: 'HEAD' })).status, `HEAD ${path}`).toBe(200);
      }
    } finally {
      await withClient.close();
      rmSync(clientDist, { recursive: true, force: true });
    }
  });

  it('still answers 404 for an API path that does not exist', async () => {
    expect((await testApp.app.request('/api/v1/no-such-thing', { method: 'PATCH' })).status).toBe(404);
    expect((await testApp.app.request('/api/v1/no-such-thing')).status).toBe(404);
  });
});
