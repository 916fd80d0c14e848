/**
 * The client, the API reference and the contract go out compressed to clients that accept it
 * (page weight): the build's brotli copy of an asset when there is one, gzip on the fly otherwise.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '../support/test-app';

const clientDist = mkdtempSync(join(tmpdir(), 'terminal-client-'));
const bundle = `export const rows = [${Array.from({ length: 500 }, (_, i) => `'row ${i}'`).join(', ')}];\n`;
mkdirSync(join(clientDist, 'assets'));
writeFileSync(join(clientDist, 'index.html'), '<!doctype html><title>t</title>');
writeFileSync(join(clientDist, 'assets', 'app.js'), bundle);
// A build writes a brotli copy beside each text asset (vite.config.ts); this one has none.
writeFileSync(join(clientDist, 'assets', 'prebuilt.js'), bundle);
writeFileSync(join(clientDist, 'assets', 'prebuilt.js.br'), brotliCompressSync(bundle));
const features = `# Features\n\n${'- a line the client renders\n'.repeat(200)}`;
writeFileSync(join(clientDist, 'FEATURES.md'), features);

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp({ CLIENT_DIST: clientDist });
});
afterAll(async () => {
  await testApp.close();
  rmSync(clientDist, { recursive: true, force: true });
});

describe('compression', () => {
  it('gzips a script asset for a client that accepts gzip, keeping the security headers', async () => {
    const response = await testApp.request('/assets/app.js', { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(response.headers.get('vary')).toContain('Accept-Encoding');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    const compressed = Buffer.from(await response.arrayBuffer());
    expect(compressed.length).toBeLessThan(bundle.length / 3);
    expect(gunzipSync(compressed).toString()).toBe(bundle);
  });

  it("sends the build's brotli copy of an asset to a browser that accepts br, with its type", async () => {
    const response = await testApp.request('/assets/prebuilt.js', { headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('content-type')).toMatch(/javascript/);
    expect(response.headers.get('vary')).toContain('Accept-Encoding');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(brotliDecompressSync(Buffer.from(await response.arrayBuffer())).toString()).toBe(bundle);
    const gzipOnly = await testApp.request('/assets/prebuilt.js', { headers: { 'accept-encoding': 'gzip' } });
    expect(gzipOnly.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gzipOnly.arrayBuffer())).toString()).toBe(bundle);
  });

  it("serves the client's Markdown texts as text/markdown (a browser shows them rather than download them), gzipped", async () => {
    const response = await testApp.request('/FEATURES.md', { headers: { 'accept-encoding': 'gzip' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/markdown; charset=utf-8');
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await response.arrayBuffer())).toString()).toBe(features);
  });

  it('sends it as is to a client that does not accept gzip, and leaves API JSON alone', async () => {
    const plain = await testApp.request('/assets/app.js');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(bundle);
    const json = await testApp.request('/api/v1/health', { headers: { 'accept-encoding': 'gzip' } });
    expect(json.headers.get('content-encoding')).toBeNull();
    const contract = await testApp.request('/api/v1/openapi.yaml', { headers: { 'accept-encoding': 'gzip' } });
    expect(contract.headers.get('content-encoding')).toBe('gzip');
  });
});
