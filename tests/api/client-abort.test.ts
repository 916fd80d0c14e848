/**
 * A client that hangs up mid-request (issue 29 item 5): a partial body and then a closed socket
 * is the client's doing, so it is logged once, at info, without a stack, and the access log
 * does not call it a 500. (Anyone could fill the error log with such requests.)
 */
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { captureLog, type CapturedLog } from '../support/captured-log';
import { startTestServer, type TestServer } from '../support/test-server';

let server: TestServer;
let log: CapturedLog;
beforeAll(async () => {
  log = captureLog();
  server = await startTestServer({}, { log });
});
afterAll(() => server.close());

/** Sends the headers and the first part of a body that says it is longer, then closes the socket. */
async function abortedUpload(path: string): Promise<void> {
  const { port } = new URL(server.baseUrl);
  const socket = connect(Number(port), '127.0.0.1');
  await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
  socket.write(
    [
      `POST ${path} HTTP/1.1`,
      `Host: 127.0.0.1:${port}`,
      'Content-Type: application/json',
      'Content-Length: 5000',
      '',
      '{"tickers":["AA',
    ].join('\r\n'),
  );
  await new Promise<void>((resolve) => socket.write('', () => resolve()));
  socket.destroy();
}

describe('a client that hangs up mid-body', () => {
  it('is logged once at info without a stack, and not as a 500', async () => {
    await abortedUpload('/api/v1/stocks/prices');
    const entries = await vi.waitUntil(
      () => {
        const found = log.entries().filter((entry) => entry.path === '/api/v1/stocks/prices');
        return found.length > 0 && found;
      },
      { timeout: 120_000, interval: 20 },
    );
    const all = log.entries();
    expect(all.filter((entry) => Number(entry.level) >= 50)).toEqual([]);
    expect(all.filter((entry) => JSON.stringify(entry).includes('"stack"'))).toEqual([]);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ level: 30, msg: 'request', clientClosed: true });
    expect(entries[0]?.status).not.toBe(500);
  });
});
