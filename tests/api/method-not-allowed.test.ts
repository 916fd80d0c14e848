/**
 * 405 with the right `Allow` for every method a path of the contract does not have, including
 * paths a parameterised sibling would match (GET /messages/read-all is not GET /messages/{id}),
 * and OPTIONS agreeing (issue 29 item 4). The expected methods come from openapi.yaml.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPrefix, openApiDocument } from '../support/openapi-document';
import { createTestApp, type TestApp } from '../support/test-app';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];

/** Each contract path with a concrete URL and the methods openapi.yaml gives it (HEAD with GET, OPTIONS always). */
const paths = Object.entries(openApiDocument.paths as Record<string, Record<string, unknown>>).map(([path, item]) => {
  const declared = new Set(Object.keys(item).map((method) => method.toUpperCase()));
  if (declared.has('GET')) declared.add('HEAD');
  declared.add('OPTIONS');
  const url =
    apiPrefix +
    path.replace(/\{[^}]+\}/g, (name) =>
      name === '{symbol}' ? 'AAPL' : name === '{provider}' ? 'dev' : '00000000-0000-4000-8000-000000000000',
    );
  return { path, url, allow: METHODS.filter((method) => declared.has(method)).join(', ') };
});

describe('methods a path does not have', () => {
  it.each(paths.map((entry) => [entry.path, entry] as const))(
    '%s: 405 with Allow for each missing method, OPTIONS agrees',
    async (_path, { url, allow }) => {
      const options = await testApp.app.request(url, { method: 'OPTIONS' });
      expect(options.status).toBe(204);
      expect(options.headers.get('allow')).toBe(allow);
      for (const method of METHODS.filter((one) => !allow.split(', ').includes(one))) {
        const response = await testApp.app.request(url, { method });
        expect(response.status, `${method} ${url}`).toBe(405);
        expect(response.headers.get('allow'), `${method} ${url}`).toBe(allow);
      }
    },
  );

  it("answers the audit's shadowed routes 405, not the parameterised sibling's 422", async () => {
    for (const [method, path] of [
      ['GET', '/messages/read-all'],
      ['GET', '/messages/archive-all'],
      ['GET', '/messages/archived'],
      ['DELETE', '/messages/stats'],
    ] as const) {
      const response = await testApp.app.request(`${apiPrefix}${path}`, { method });
      expect(response.status, `${method} ${path}`).toBe(405);
      expect((await response.json()).error.code).toBe('method_not_allowed');
    }
  });
});
