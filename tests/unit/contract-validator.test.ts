/**
 * The validator every suite's responses go through: /api/v1 operations are checked against
 * openapi.yaml, unknown /api/v1 paths must answer 404 in the error envelope, and everything
 * outside /api/v1 passes unchecked. CookieBrowser (real HTTP) applies it to every hop.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assertApiResponseConforms } from '../support/contract-validator';
import { CookieBrowser } from '../support/cookie-browser';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('assertApiResponseConforms', () => {
  it('refuses an operation answer that breaks its schema or status', async () => {
    await expect(assertApiResponseConforms('GET', '/api/v1/health', json({ status: 'ok' }))).rejects.toThrow(/getHealth 200/);
    await expect(assertApiResponseConforms('GET', '/api/v1/health', json({}, 418))).rejects.toThrow(/status not declared/);
  });

  it('accepts an unknown /api/v1 path only as a 404 in the error envelope', async () => {
    const envelope = { error: { code: 'not_found', message: 'No route' } };
    await expect(assertApiResponseConforms('GET', '/api/v1/nothing', json(envelope, 404))).resolves.toBeUndefined();
    await expect(assertApiResponseConforms('GET', '/api/v1/nothing', json({ message: 'x' }, 404))).rejects.toThrow(/ErrorEnvelope/);
    await expect(assertApiResponseConforms('GET', '/api/v1/nothing', json(envelope, 200))).rejects.toThrow(/no operation/);
  });

  it('checks each event of a conversation stream against the stream event schema', async () => {
    const path = '/api/v1/conversations/00000000-0000-4000-8000-000000000000/messages/stream';
    const events = (...blocks: string[]) =>
      new Response(blocks.map((block) => `${block}\n\n`).join(''), { status: 200, headers: { 'content-type': 'text/event-stream' } });
    const failed = 'event: error\ndata: {"error":{"code":"provider_error","message":"The reply failed"}}';
    await expect(
      assertApiResponseConforms('POST', path, events('event: delta\ndata: {"text":"Revenue"}', failed)),
    ).resolves.toBeUndefined();
    await expect(assertApiResponseConforms('POST', path, events('event: delta\ndata: {"words":"Revenue"}'))).rejects.toThrow(
      /event 0 \(delta\)/,
    );
    await expect(assertApiResponseConforms('POST', path, events('event: finished\ndata: {}'))).rejects.toThrow(/event 0 \(finished\)/);
  });

  it('leaves pages, static files and the API reference unchecked', async () => {
    for (const url of ['http://127.0.0.1/', '/assets/app.js', '/api/docs', '/dev-idp/auth?x=1']) {
      await expect(assertApiResponseConforms('GET', url, new Response('<html>', { status: 200 }))).resolves.toBeUndefined();
    }
  });
});

describe('CookieBrowser', () => {
  let baseUrl = '';
  const server = createServer((req, res) => {
    res.writeHead(200, { 'content-type': req.url === '/page' ? 'text/html' : 'application/json' });
    res.end(req.url === '/page' ? '<html></html>' : JSON.stringify({ status: 'ok' }));
  });
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('fails on an /api/v1 answer that breaks the contract, and passes other pages', async () => {
    const browser = new CookieBrowser();
    await expect(browser.request(`${baseUrl}/api/v1/health`)).rejects.toThrow(/Contract violation/);
    expect((await browser.request(`${baseUrl}/page`)).status).toBe(200);
  });
});
