import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { responseSchemaPointer, schemaViolations } from '../support/contract-validator';
import { apiPrefix, openApiDocument, openApiOperations, resolveRef } from '../support/openapi-document';
import { sampleRequest } from '../support/sample';
import { type SignedIn, signIn } from '../support/sign-in';
import { type TestApp, createTestApp } from '../support/test-app';

let testApp: TestApp;
let user: SignedIn;
beforeAll(async () => {
  testApp = await createTestApp();
  user = await signIn(testApp);
});
afterAll(() => testApp.close());

const describeOperations = (paths: Record<string, Record<string, any>>, prefix: string) =>
  Object.entries(paths)
    .flatMap(([path, item]) =>
      Object.entries(item).map(([method, op]) => ({
        method,
        path: path.startsWith(prefix) ? path.slice(prefix.length) : path,
        operationId: op.operationId as string,
        statuses: Object.keys(op.responses).sort(),
      })),
    )
    .sort((a, b) => a.operationId.localeCompare(b.operationId));

describe('the contract', () => {
  it('the server describes exactly the operations of openapi.yaml (method, path, operationId, statuses)', () => {
    const served = testApp.app.getOpenAPI31Document({ openapi: '3.1.0', info: { title: 'served', version: '0' } });
    expect(describeOperations(served.paths as Record<string, Record<string, any>>, apiPrefix)).toEqual(
      describeOperations(openApiDocument.paths, ''),
    );
  });

  it('covers every call of the product spec (section 7) and announces version 0.1.27', () => {
    expect(openApiDocument.info.version).toBe('0.1.27');
    expect(openApiDocument.openapi).toBe('3.1.0');
    const ids = new Set(openApiOperations.map((op) => op.operationId));
    expect(ids.size).toBe(openApiOperations.length);
    for (const op of openApiOperations) {
      expect(op.definition.tags, op.operationId).toHaveLength(1);
      for (const [status, response] of Object.entries(op.definition.responses as Record<string, any>)) {
        // Health's 503 carries the health body (status degraded), not the error envelope.
        if (Number(status) >= 400 && !(op.operationId === 'getHealth' && status === '503')) {
          expect(response.$ref, `${op.operationId} ${status} uses a shared error response`).toMatch(/^#\/components\/responses\//);
        }
      }
    }
  });

  it('shows a response example on the main operations, and every example conforms to its schema', () => {
    const main = [
      'getCompany',
      'getStockPrices',
      'getStockChart',
      'screenStocks',
      'search',
      'getMarketMovers',
      'listIndices',
      'getHealth',
      'getStatus',
    ];
    const withExample = new Set<string>();
    for (const op of openApiOperations) {
      for (const [status, response] of Object.entries(op.definition.responses as Record<string, any>)) {
        const example = response.content?.['application/json']?.example;
        if (example === undefined) continue;
        withExample.add(op.operationId);
        expect(schemaViolations(responseSchemaPointer(op.path, op.method, status), example), `${op.operationId} ${status} example`).toEqual(
          [],
        );
      }
    }
    expect(main.filter((id) => !withExample.has(id))).toEqual([]);
  });

  it('states the text rule on every text field of a request body: its pattern refuses a NUL character', () => {
    const fields: Array<{ where: string; pattern: string | undefined }> = [];
    const seen = new Set<unknown>();
    const walk = (schema: any, where: string): void => {
      const resolved = schema?.$ref ? resolveRef(schema) : schema;
      if (!resolved || seen.has(resolved)) return;
      seen.add(resolved);
      const types = [resolved.type].flat();
      if (types.includes('string') && !resolved.enum && !resolved.format) fields.push({ where, pattern: resolved.pattern });
      for (const [name, inner] of Object.entries<any>(resolved.properties ?? {})) walk(inner, `${where}.${name}`);
      if (resolved.items) walk(resolved.items, `${where}[]`);
    };
    for (const op of openApiOperations) walk(op.definition.requestBody?.content?.['application/json']?.schema, op.operationId);
    expect(fields.length).toBeGreaterThan(20);
    // Each pattern takes one of these; the same text with a NUL inside it must be refused.
    const samples = ['ABC', '/stock/ABC', 'https://example.com/ABC', 'home_selected_panel'];
    const allowingNul = fields.filter(({ pattern }) => {
      if (pattern === undefined) return true;
      const rule = new RegExp(pattern);
      const sample = samples.find((text) => rule.test(text));
      return sample === undefined || rule.test(sample.replace('B', 'B\u0000'));
    });
    expect(allowingNul.map(({ where }) => where)).toEqual([]);
  });

  describe.each(openApiOperations.map((op) => [op.operationId, op] as const))('%s', (_operationId, operation) => {
    it('answers a sample request without a server error', async () => {
      const { url, init } = sampleRequest(operation);
      // Signed-in operations are called as a signed-in user, so they reach their handler.
      const signedIn = Array.isArray(operation.definition.security) && operation.definition.security.length > 0;
      const headers = { ...(init.headers as Record<string, string>), ...(signedIn ? user.headers : {}) };
      const response = await testApp.request(url, { ...init, headers });
      expect(response.status, await response.clone().text()).toBeLessThan(500);
    });
  });
});
