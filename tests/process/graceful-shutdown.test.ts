/**
 * SIGTERM on the real server: a request in flight finishes, new connections are refused, then
 * background jobs stop and the database closes cleanly (SQLite removes its write-ahead log), in
 * that order, and the process exits 0 within 5 s.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { type RealServer, startRealServer } from '../../scripts/support/real-server';
import { untilRefused, untilSlowRequestsHeld } from '../support/in-flight';
import { collectLog, expectGracefulExit, shutdownSteps } from '../support/server-log';

const dataDir = mkdtempSync(join(tmpdir(), 'terminal-shutdown-'));
const dbFile = join(dataDir, 'app.db');
let server: RealServer | undefined;

afterAll(() => {
  if (server?.process.exitCode === null) server.process.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

describe('graceful shutdown on SIGTERM', () => {
  it('finishes the request in flight, refuses new ones, closes the database and exits 0 within 5 s', async () => {
    server = await startRealServer({
      env: { DATABASE_URL: `file:${dbFile}`, ENABLE_TEST_ROUTES: '1', LOG_LEVEL: 'info' },
      stdio: 'pipe',
    });
    const { baseUrl, process: child } = server;
    const log = collectLog(child);
    // An idle keep-alive connection must not hold the shutdown up.
    expect((await fetch(`${baseUrl}/api/v1/health`)).status).toBe(200);
    expect(existsSync(`${dbFile}-wal`)).toBe(true);

    const inFlight = fetch(`${baseUrl}/__test/slow?ms=1500`);
    await untilSlowRequestsHeld(baseUrl);
    const signalledAt = performance.now();
    child.kill('SIGTERM');

    // Refused at connect (ECONNREFUSED), or accepted in the instant before the listener closed and
    // then closed unanswered (Node names that 'socket hang up', code ECONNRESET).
    expect((await untilRefused(`${baseUrl}/api/v1/health`)).code).toMatch(/^(ECONNREFUSED|ECONNRESET)$/);
    const slow = await inFlight;
    expect(slow.status).toBe(200);
    expect(await slow.json()).toEqual({ sleptMs: 1500 });

    await expectGracefulExit(server.exited, signalledAt, 'graceful shutdown (request in flight: 1500 ms)');
    expect(existsSync(`${dbFile}-wal`)).toBe(false);
    expect(shutdownSteps(log, '/__test/slow')).toEqual([
      'shutting down',
      'request GET /__test/slow',
      'stopped jobs',
      'stopped database',
      'shutdown complete',
    ]);
    const db = new SqliteDatabase(dbFile, { readonly: true });
    expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
    db.close();
  });

  it('cuts a request that outlasts the drain time and still exits 0 within 5 s', async () => {
    const stubborn = await startRealServer({
      env: { DATABASE_URL: `file:${join(dataDir, 'stubborn.db')}`, ENABLE_TEST_ROUTES: '1' },
    });
    const tooSlow = fetch(`${stubborn.baseUrl}/__test/slow?ms=9000`).then(
      (response) => response.status,
      (error: Error) => error,
    );
    await untilSlowRequestsHeld(stubborn.baseUrl);
    const signalledAt = performance.now();
    await expectGracefulExit(stubborn.stop(), signalledAt, 'graceful shutdown with a 9 s request');
    expect(await tooSlow).toBeInstanceOf(Error);
  });

  it('is off by default: the test-only slow route does not exist without ENABLE_TEST_ROUTES=1', async () => {
    const plain = await startRealServer({ env: { DATABASE_URL: `file:${join(dataDir, 'plain.db')}` } });
    try {
      const response = await fetch(`${plain.baseUrl}/__test/slow?ms=1`);
      expect(await response.text()).not.toContain('sleptMs');
    } finally {
      await plain.stop();
    }
  });
});
