/**
 * Security headers on every kind of response: the SPA page, static files, API answers (success,
 * validation error, unknown path), the API reference and its assets.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hstsMaxAgeSeconds } from '../../server/http/security-headers';
import { permissionsPolicyHeader } from '../../server/lib/permissions-policy';
import { startTestServer } from '../support/test-server';
import { type TestApp, createTestApp } from '../support/test-app';

const clientDist = mkdtempSync(join(tmpdir(), 'terminal-client-'));
mkdirSync(join(clientDist, 'assets'));
writeFileSync(join(clientDist, 'index.html'), '<!doctype html><title>t</title><script type="module" src="/assets/app.js"></script>');
writeFileSync(join(clientDist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
writeFileSync(join(clientDist, 'assets', 'app.js'), 'console.log(1);');

const responsesOfEveryKind: Array<[kind: string, path: string, status: number]> = [
  ['HTML page (SPA fallback)', '/stock/AAPL', 200],
  ['HTML page (root)', '/', 200],
  ['static file', '/favicon.svg', 200],
  ['static asset', '/assets/app.js', 200],
  ['API answer', '/api/v1/health', 200],
  ['API validation error', '/api/v1/news/latest?limit=500', 422],
  ['API unknown path', '/api/v1/no-such-thing', 404],
  ['API reference page', '/api/docs', 200],
  ['API reference asset', '/api/docs/swagger-ui.css', 200],
];

let plain: TestApp;
let https: TestApp;
beforeAll(async () => {
  plain = await createTestApp({ CLIENT_DIST: clientDist });
  // The development identity provider only runs on loopback addresses.
  https = await createTestApp({ CLIENT_DIST: clientDist, PUBLIC_URL: 'https://terminal.example.test', AUTH_DEV_IDP: 'off' });
});
afterAll(async () => {
  await plain.close();
  await https.close();
  rmSync(clientDist, { recursive: true, force: true });
});

function directives(csp: string | null): Map<string, string> {
  return new Map(
    (csp ?? '').split(';').map((part) => {
      const [name = '', ...values] = part.trim().split(/\s+/);
      return [name, values.join(' ')] as const;
    }),
  );
}

/** Camera, microphone, geolocation, payment and the rest: off for this origin and anything it embeds. */
function expectPermissionsPolicy(header: string | null) {
  const policy = new Map((header ?? '').split(',').map((entry) => entry.trim().split('=') as [string, string]));
  for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb', 'browsing-topics']) {
    expect(policy.get(feature), feature).toBe('()');
  }
  expect(header).toBe(permissionsPolicyHeader);
}

describe.each(responsesOfEveryKind)('%s (%s)', (_kind, path, status) => {
  it('carries the CSP, nosniff and a Referrer-Policy, and no HSTS over http', async () => {
    const response = await plain.request(path);
    expect(response.status).toBe(status);
    const csp = directives(response.headers.get('content-security-policy'));
    expect(csp.get('default-src')).toBe("'self'");
    expect(csp.get('object-src')).toBe("'none'");
    expect(csp.get('base-uri')).toBe("'none'");
    expect(csp.get('frame-ancestors')).toBe("'none'");
    expect(csp.has('script-src')).toBe(false);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('strict-transport-security')).toBeNull();
    expectPermissionsPolicy(response.headers.get('permissions-policy'));
  });

  it('adds HSTS of at least a year when PUBLIC_URL is https', async () => {
    const response = await https.request(path);
    const hsts = response.headers.get('strict-transport-security') ?? '';
    const maxAge = Number(/max-age=(\d+)/.exec(hsts)?.[1]);
    expect(maxAge).toBeGreaterThanOrEqual(31_536_000);
    expect(maxAge).toBe(hstsMaxAgeSeconds);
    expect(response.headers.get('content-security-policy')).toContain("default-src 'self'");
  });
});

describe('the relaxed image policy', () => {
  it('allows data: images on the API reference only (Swagger UI icons), nothing else', async () => {
    const docs = directives((await plain.request('/api/docs')).headers.get('content-security-policy'));
    expect(docs.get('img-src')).toBe("'self' data:");
    expect(docs.has('style-src')).toBe(false);
    for (const path of ['/', '/api/v1/health', '/api/docsx']) {
      const csp = directives((await plain.request(path)).headers.get('content-security-policy'));
      expect(csp.has('img-src'), path).toBe(false);
    }
  });
});

describe('pages the development identity provider writes itself', () => {
  it('carry the Permissions-Policy and the other security headers', async () => {
    const server = await startTestServer();
    try {
      for (const path of ['/dev-idp/.well-known/openid-configuration', '/dev-idp/no-such-page']) {
        const response = await fetch(`${server.baseUrl}${path}`);
        expectPermissionsPolicy(response.headers.get('permissions-policy'));
        expect(response.headers.get('x-content-type-options'), path).toBe('nosniff');
      }
      const login = await fetch(`${server.baseUrl}/api/v1/auth/login/dev`, { redirect: 'manual' });
      expectPermissionsPolicy(login.headers.get('permissions-policy'));
    } finally {
      await server.close();
    }
  });
});
