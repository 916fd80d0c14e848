import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkErrorEnvelope } from '../support/contract-validator';
import { dataOf, errorOf } from '../support/api-results';
import { signIn } from '../support/sign-in';
import { type TestApp, createTestApp } from '../support/test-app';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

describe('GET /api/v1/health', () => {
  it('answers 200 with the version and a working database', async () => {
    const body = dataOf(await testApp.api().GET('/health'));
    expect(body).toMatchObject({ status: 'ok', version: '0.1.27', database: 'ok' });
    expect(['sqlite', 'postgres']).toContain(body.databaseKind);
  });

  it('answers 503 degraded when the database is gone', async () => {
    const broken = await createTestApp();
    await broken.close();
    const { response, error } = await broken.api().GET('/health');
    expect(response.status).toBe(503);
    expect(error).toMatchObject({ status: 'degraded', database: 'error' });
  });

  it('carries a request id, echoing a sane incoming one', async () => {
    // Raw requests: the subject is a transport header, not the operation.
    const fresh = await testApp.request('/api/v1/health');
    expect(fresh.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    const echoed = await testApp.request('/api/v1/health', { headers: { 'x-request-id': 'trace-12345678' } });
    expect(echoed.headers.get('x-request-id')).toBe('trace-12345678');
    const replaced = await testApp.request('/api/v1/health', { headers: { 'x-request-id': 'bad id <script>' } });
    expect(replaced.headers.get('x-request-id')).not.toBe('bad id <script>');
  });
});

describe('GET /api/v1/status', () => {
  it('is public: the demo market as the one provider, with no background sync', async () => {
    await testApp.api().GET('/market/movers');
    const body = dataOf(await testApp.api().GET('/status'));
    expect(body.sync).toBeNull();
    expect(body.providers).toEqual([
      expect.objectContaining({ provider: 'demo', label: 'Demo market', failuresToday: 0, quotaErrorsToday: 0 }),
    ]);
    expect(body.providers[0]?.callsToday).toBeGreaterThan(0);
  });

  it('answers the same to a signed-in caller, and refuses other methods', async () => {
    const user = await signIn(testApp, { via: 'token' });
    expect((await testApp.api(user).GET('/status')).response.status).toBe(200);
    // A method the contract does not have: sent raw.
    const post = await testApp.request('/api/v1/status', { method: 'POST', headers: user.headers });
    expect(post.status).toBe(405);
    expect(post.headers.get('allow')).toBe('GET, HEAD, OPTIONS');
  });
});

describe('GET /api/v1/openapi.yaml', () => {
  it('serves the contract itself', async () => {
    const { data: text, response } = await testApp.api().GET('/openapi.yaml', { parseAs: 'text' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/yaml');
    expect(text).toContain('openapi: 3.1.0');
    expect(text).toContain('version: 0.1.27');
  });
});

describe('errors', () => {
  it('answers an unknown API path with 404 in the error envelope', async () => {
    const response = await testApp.request('/api/v1/no-such-thing');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      error: { code: 'not_found', message: 'No route for GET /api/v1/no-such-thing' },
    });
  });

  it('turns invalid path, query and body input into 422 naming the field', async () => {
    const badSymbol = await testApp.api().GET('/companies/{symbol}', { params: { path: { symbol: ' AAPL' } } });
    expect(errorOf(badSymbol, 422)).toMatchObject({ code: 'validation_failed', field: 'symbol' });

    const badLimit = await testApp.api().GET('/news/latest', { params: { query: { limit: 500 } } });
    expect(errorOf(badLimit, 422)).toMatchObject({ code: 'validation_failed', field: 'limit' });

    const fractionalLimit = await testApp.api().GET('/news/latest', { params: { query: { limit: 1.5 } } });
    expect(fractionalLimit.response.status).toBe(422);

    // Below, inputs of a type the contract forbids: sent raw, as the typed client would refuse them.
    const { headers } = await signIn(testApp);
    const badBoolean = await testApp.request('/api/v1/messages?includeArchived=maybe', { headers });
    expect(badBoolean.status).toBe(422);
    expect((await badBoolean.json()).error.field).toBe('includeArchived');

    const badBody = await testApp.request('/api/v1/stocks/prices', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ tickers: 'AAPL' }),
    });
    expect(badBody.status).toBe(422);
    expect((await badBody.json()).error).toMatchObject({ code: 'validation_failed', field: 'tickers' });
  });

  it('answers malformed JSON with 422, not a crash', async () => {
    const response = await testApp.request('/api/v1/stocks/prices', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"tickers": [',
    });
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({
      error: { code: 'validation_failed', message: 'Malformed JSON in request body', field: 'body' },
    });
  });

  it('reads boolean query values as text ("false" stays false, "true" is true)', async () => {
    const user = await signIn(testApp);
    const { headers } = user;
    const { id } = dataOf(await testApp.api(user).POST('/messages', { body: { subject: 'Hello', body: 'World' } }), 201);
    await testApp.api(user).PUT('/messages/{id}/archive', { params: { path: { id } } });
    // The query's text itself is the subject ("0" is no boolean the typed client would send): raw requests.
    const list = async (query: string) => {
      const response = await testApp.request(`/api/v1/messages?${query}`, { headers });
      expect(response.status).toBe(200);
      return (await response.json()).messages.length as number;
    };
    expect(await list('includeArchived=false')).toBe(0);
    expect(await list('includeArchived=true')).toBe(1);
    expect(await list('includeArchived=0')).toBe(0);
  });
});

describe('API reference and web client', () => {
  it('serves the interactive reference at /api/docs from local files', async () => {
    const page = await testApp.request('/api/docs');
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('/api/docs/swagger-ui-bundle.js');
    expect(html).not.toMatch(/https?:\/\//);
    expect(html).not.toMatch(/<script>(?!<\/script>)/);
    const bundle = await testApp.request('/api/docs/swagger-ui-bundle.js');
    expect(bundle.status).toBe(200);
    expect(bundle.headers.get('content-type')).toContain('javascript');
    const init = await testApp.request('/api/docs/init.js');
    expect(await init.text()).toContain('/api/v1/openapi.yaml');
    // The terminal look: our stylesheet after Swagger UI's, and a way back to the app.
    expect(html.indexOf('/api/docs/terminal.css')).toBeGreaterThan(html.indexOf('/api/docs/swagger-ui.css'));
    expect(html).toContain('<a href="/">Back to the terminal</a>');
    const theme = await testApp.request('/api/docs/terminal.css');
    expect(theme.headers.get('content-type')).toContain('text/css');
    expect(await theme.text()).toContain('--bg: #000000');
    const traversal = await testApp.request('/api/docs/..%2F..%2Fpackage.json');
    expect(traversal.status).toBe(404);
    expect(await traversal.text()).not.toContain('"dependencies"');
  });

  it('answers unknown /api paths with the envelope, never the SPA page', async () => {
    const response = await testApp.request('/api/unknown');
    expect(response.status).toBe(404);
    const body = await response.json();
    expect(checkErrorEnvelope(body)).toEqual([]);
    expect(body.error.code).toBe('not_found');
  });
});

describe('NUL characters', () => {
  it('are refused with 422 in JSON bodies on every database, and never cause a 500', async () => {
    const api = testApp.api(await signIn(testApp));
    const body = await api.PUT('/user/profile', { body: { firstName: 'Ada', lastName: 'Love\u0000lace' } });
    expect(errorOf(body, 422)).toMatchObject({ code: 'validation_failed', field: 'lastName' });

    const query = await api.GET('/search', { params: { query: { q: 'AA\u0000PL' } } });
    expect([200, 422]).toContain(query.response.status); // SQLite stores NUL; PostgreSQL refuses it: never a 500

    const fine = await api.PUT('/user/profile', { body: { firstName: 'Ada', lastName: 'Lovelace' } });
    expect(fine.response.status).toBe(200);
  });
});
