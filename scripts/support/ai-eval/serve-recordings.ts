/**
 * A local HTTP server replaying recorded SEC EDGAR responses for the AI evaluation: a folder with
 * a manifest.json of {provider: 'sec', file, url} (files may be gzip-compressed, served
 * decompressed), each served at /sec/<host>/<path>; anything else answers 404, as EDGAR does
 * for a document it does not have. Every request is recorded.
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';

export interface RecordingsServer {
  baseUrl: string;
  requests: string[];
  close(): Promise<void>;
}

export async function serveRecordings(dir: string): Promise<RecordingsServer> {
  const manifest = JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8')) as Array<{ file: string; url: string }>;
  const bodies = new Map<string, { body: Buffer; type: string }>();
  for (const entry of manifest) {
    const url = new URL(entry.url);
    const bytes = readFileSync(join(dir, entry.file));
    const body = entry.file.endsWith('.gz') ? gunzipSync(bytes) : bytes;
    const type = entry.file.replace(/\.gz$/, '').endsWith('.htm') ? 'text/html; charset=utf-8' : 'application/json';
    bodies.set(`/sec/${url.host}${url.pathname}`, { body, type });
  }
  const requests: string[] = [];
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://localhost').pathname;
    requests.push(path);
    const found = bodies.get(path);
    if (!found) {
      response.writeHead(404, { 'Content-Type': 'application/json' }).end(JSON.stringify({ error: `no recording for ${path}` }));
      return;
    }
    response.writeHead(200, { 'Content-Type': found.type }).end(found.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
