/**
 * `Cache-Control: no-store` on every reply that depends on who asks (issue 29 item 6): every
 * operation that requires sign-in, called by a signed-in user (whatever it answers: data, 404,
 * 422) and anonymously (401), and a public operation called by a signed-in user.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPrefix, openApiOperations } from '../support/openapi-document';
import { type SignedIn, signIn } from '../support/sign-in';
import { createTestApp, type TestApp } from '../support/test-app';
import { demoStock } from '../support/demo-stock';

let testApp: TestApp;
let user: SignedIn;
let symbol: string;
beforeAll(async () => {
  testApp = await createTestApp();
  user = await signIn(testApp, { via: 'token' });
  symbol = (await demoStock(testApp)).symbol;
});
afterAll(() => testApp.close());

/** The operations that require sign-in; logout last, since it ends what it is called with. */
const signedInOperations = openApiOperations
  .filter((operation) => operation.signedIn)
  .sort((a, b) => Number(a.operationId === 'logout') - Number(b.operationId === 'logout'));

function urlOf(path: string): string {
  const filled = path.replace('{symbol}', symbol).replace(/\{[^}]+\}/g, '00000000-0000-4000-8000-000000000000');
  return `${apiPrefix}${filled}`;
}

function call(method: string, path: string, headers: Record<string, string> = {}) {
  const hasBody = !['get', 'delete', 'head'].includes(method);
  return testApp.app.request(urlOf(path), {
    method: method.toUpperCase(),
    headers: { ...headers, ...(hasBody ? { 'content-type': 'application/json' } : {}) },
    ...(hasBody ? { body: '{}' } : {}),
  });
}

describe('replies that depend on who asks', () => {
  it('covers operations that require sign-in', () => {
    expect(signedInOperations.length).toBeGreaterThan(30);
  });

  it.each(signedInOperations.map((operation) => [operation.operationId, operation] as const))(
    '%s answers no-store to a signed-in user and to an anonymous caller',
    async (_id, { method, path }) => {
      const signedIn = await call(method, path, user.headers);
      expect(signedIn.headers.get('cache-control'), `${method} ${path} signed in (${signedIn.status})`).toBe('no-store');
      const anonymous = await call(method, path);
      expect(anonymous.status).toBe(401);
      expect(anonymous.headers.get('cache-control'), `${method} ${path} anonymous`).toBe('no-store');
    },
  );

  it('answers no-store to a signed-in caller of a public operation, and leaves anonymous public replies alone', async () => {
    expect((await call('get', '/companies/{symbol}', user.headers)).headers.get('cache-control')).toBe('no-store');
    expect((await call('get', '/companies/{symbol}')).headers.get('cache-control')).not.toBe('no-store');
  });
});
