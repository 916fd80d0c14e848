/**
 * The test app listening on a loopback port, for tests that need real HTTP: the sign-in flow
 * through the development identity provider (which runs on the Node request and response) and
 * the server's own calls to it. PUBLIC_URL is the server's own address.
 */
import type { AddressInfo } from 'node:net';
import { loadConfig } from '../../server/config';
import { listen } from '../../server/http/listen';
import { createTestApp, type TestApp, type TestAppOverrides } from './test-app';

export type TestServer = TestApp & { baseUrl: string };

export async function startTestServer(env: Record<string, string> = {}, overrides: TestAppOverrides = {}): Promise<TestServer> {
  // Listen first: the app's issuer and callback addresses need the port it got.
  // The production server (its timeouts, size limits and refusals), on a port of its own.
  let handle: (request: Request, bindings: unknown) => Response | Promise<Response> = () => new Response(null, { status: 503 });
  const settings = loadConfig({ NODE_ENV: 'test', DATABASE_URL: 'sqlite::memory:', ...env });
  const server = await listen((request, bindings) => handle(request, bindings), { ...settings, host: '127.0.0.1', port: 0 });
  const { port } = server.address() as AddressInfo;
  const baseUrl = `http://127.0.0.1:${port}`;
  const testApp = await createTestApp({ HOST: '127.0.0.1', PORT: String(port), PUBLIC_URL: baseUrl, ...env }, overrides);
  handle = (request, bindings) => testApp.app.fetch(request, bindings);
  const close = async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await testApp.close();
  };
  return { ...testApp, baseUrl, close };
}
