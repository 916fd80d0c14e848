/**
 * The production start as the README gives it (`bash scripts/start.sh`, also `npm start`): it
 * installs, builds, and its last step serves the compiled server with plain `node` through
 * `exec`, so the process that was started is the server. That step is what runs here, read from
 * the script. Once serving, the server says where to open it. SIGTERM to it finishes the request
 * in flight and exits 0 with the port free; a busy port or a bad setting is one line on stderr
 * and exit 1; idle and oversized requests are bounded.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, projectDir, waitForHealth } from '../../scripts/support/real-server';
import type { StartPhase } from '../../server/lib/start-phase';
import { expectGracefulExit } from '../support/server-log';
import { untilSlowRequestsHeld } from '../support/in-flight';

/** The start script's last step: the one that serves, after installing and building. */
const START_SCRIPT = readFileSync(join(projectDir, 'scripts/start.sh'), 'utf8');
const SERVE_STEP = START_SCRIPT.trim().split('\n').at(-1)!.trim();
const PACKAGE_START = (JSON.parse(readFileSync(join(projectDir, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts
  .start;

/** Node's http server closes a connection that has not sent its headers after this long, unless told otherwise. */
const NODE_DEFAULT_HEADERS_TIMEOUT_MS = 60_000;

const dataDir = mkdtempSync(join(tmpdir(), 'terminal-prod-start-'));
const started: ChildProcess[] = [];

interface Started {
  child: ChildProcess;
  baseUrl: string;
  port: number;
  stderr: () => string;
  stdout: () => string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Resolves once the process reports `phase` over its IPC channel (server/lib/start-phase.ts); fails if it exits first. */
  reached: (phase: StartPhase) => Promise<void>;
}

function start(env: Record<string, string>, port: number): Started {
  const child = spawn('sh', ['-c', SERVE_STEP], {
    cwd: projectDir,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      DEMO_STOCKS: '10',
      AUTH_DEV_IDP: 'off',
      DATABASE_URL: `file:${join(dataDir, `${port}.db`)}`,
      ...env,
    },
    // The IPC channel (fd 3) passes through `sh -c 'exec …'` to the server, which reports its start phases on it.
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  started.push(child);
  let stderr = '';
  let stdout = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  child.stdout?.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  const phases: StartPhase[] = [];
  child.on('message', (message: { startPhase?: StartPhase }) => {
    if (message.startPhase) phases.push(message.startPhase);
  });
  const exited = once(child, 'exit').then(([code, signal]) => ({ code: code as number | null, signal: signal as NodeJS.Signals | null }));
  const reached = (phase: StartPhase) =>
    new Promise<void>((resolve, reject) => {
      const check = () => {
        if (!phases.includes(phase)) return;
        child.off('message', check);
        resolve();
      };
      child.on('message', check);
      check();
      void exited.then((exit) => reject(new Error(`the server exited (${JSON.stringify(exit)}) before it reported '${phase}'`)));
    });
  return { child, port, baseUrl: `http://127.0.0.1:${port}`, stderr: () => stderr, stdout: () => stdout, exited, reached };
}

async function startHealthy(env: Record<string, string> = {}): Promise<Started> {
  const server = start(env, await freePort());
  await waitForHealth(server.baseUrl, server.child);
  return server;
}

function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

beforeAll(() => {
  execFileSync('npm', ['run', '--silent', 'build:server'], { cwd: projectDir, stdio: 'ignore' });
});
afterAll(() => {
  for (const child of started) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

describe('the compiled server', () => {
  it('is what the start script runs last, with exec, so the process that was started is the server', () => {
    expect(PACKAGE_START).toBe('bash scripts/start.sh');
    expect(SERVE_STEP).toBe('exec node dist/app/main.js');
    // Install and build come first, each announced in a line of its own.
    expect(START_SCRIPT).toMatch(/npm ci[^\n]*\n[\s\S]*npm run --silent build\n[\s\S]*exec node/);
    expect(START_SCRIPT).toContain("echo 'Installing dependencies (takes a few minutes the first time)…'");
  });

  it('loads neither tsx nor the dev identity provider at start (oidc-provider is imported on demand)', () => {
    const built = readdirSync(join(projectDir, 'dist/app')).filter((name) => name.endsWith('.js'));
    const code = built.map((name) => readFileSync(join(projectDir, 'dist/app', name), 'utf8')).join('\n');
    expect(code).not.toMatch(/from\s+["']tsx/);
    expect(code).not.toMatch(/^import[^;]*from\s+["']oidc-provider["']/m);
    expect(code).toMatch(/await import\(["']oidc-provider["']\)/);
  });
});

describe('SIGTERM to the started process', () => {
  it('is the server itself: it finishes the request in flight, exits 0 within 5 s and frees the port', async () => {
    const server = await startHealthy({ ENABLE_TEST_ROUTES: '1', LOG_LEVEL: 'info' });
    // Once serving it says where to open it, in one line (JSON here: its output is not a terminal).
    await expect
      .poll(server.stdout)
      .toContain(`"msg":"Research Terminal is ready: open http://localhost:${server.port} (demo market, no sign-in configured`);
    const inFlight = fetch(`${server.baseUrl}/__test/slow?ms=1200`);
    await untilSlowRequestsHeld(server.baseUrl);
    const signalledAt = performance.now();
    server.child.kill('SIGTERM');
    const slow = await inFlight;
    expect(slow.status).toBe(200);
    expect(await slow.json()).toEqual({ sleptMs: 1200 });
    await expectGracefulExit(server.exited, signalledAt, 'compiled server, the start script');
    expect(await portIsFree(server.port)).toBe(true);
    expect(server.stderr()).toBe('');
  });
});

describe('SIGTERM while the server is starting', () => {
  it('ends the start at once with exit 0; until it is ready the port is not taken, so a proxy fails over at once', async () => {
    // A database that accepts the connection and never answers holds the start in its first step.
    const database = createServer((socket) => socket.on('error', () => undefined));
    const databaseConnected = once(database, 'connection');
    database.listen(0, '127.0.0.1');
    await once(database, 'listening');
    const { port: databasePort } = database.address() as { port: number };
    const server = start({ DATABASE_URL: `postgres://terminal:terminal@127.0.0.1:${databasePort}/terminal` }, await freePort());
    await databaseConnected;
    expect(await portIsFree(server.port)).toBe(true);
    // The start waits on that database for ever: ending with exit 0 is ending the start at once.
    server.child.kill('SIGTERM');
    expect(await server.exited).toEqual({ code: 0, signal: null });
    expect(await portIsFree(server.port)).toBe(true);
    expect(server.stderr()).toBe('');
    database.close();
  });
});

describe('SIGTERM at any moment of a start', () => {
  it('ends it with exit 0: while the modules load, while it starts, while it fills the market, or once it serves (no signal is lost between the phases)', async () => {
    // A full first start (the whole demo market); the signal goes once the process reports the phase.
    const phases: StartPhase[] = ['loading', 'starting', 'filling market', 'serving'];
    const outcomes: string[] = [];
    for (const phase of phases) {
      const server = start({ DEMO_STOCKS: '600' }, await freePort());
      await server.reached(phase);
      server.child.kill('SIGTERM');
      outcomes.push(`${phase}: ${JSON.stringify(await server.exited)}`);
    }
    expect(outcomes).toEqual(phases.map((phase) => `${phase}: ${JSON.stringify({ code: 0, signal: null })}`));
  });
});

describe('start-up failures', () => {
  it('a busy port: one line on stderr and exit 1, no stack trace', async () => {
    const first = await startHealthy();
    const second = start({}, first.port);
    const { code } = await second.exited;
    expect(code).toBe(1);
    const lines = second.stderr().trim().split('\n');
    expect(lines).toEqual([`Cannot listen on 127.0.0.1:${first.port}: the port is already in use (stop the other process or set PORT)`]);
    first.child.kill('SIGTERM');
    expect((await first.exited).code).toBe(0);
  });

  it('a busy port with the development identity provider on (the default): still one line, and a clean start writes nothing on stderr', async () => {
    // The default configuration; the other tests turn the dev IdP off. oidc-provider printed a
    // warning about its in-memory store on stderr at every start, before the start-up failure.
    const first = await startHealthy({ AUTH_DEV_IDP: 'on' });
    const second = start({ AUTH_DEV_IDP: 'on' }, first.port);
    expect((await second.exited).code).toBe(1);
    expect(second.stderr().trim().split('\n')).toEqual([
      `Cannot listen on 127.0.0.1:${first.port}: the port is already in use (stop the other process or set PORT)`,
    ]);
    first.child.kill('SIGTERM');
    expect((await first.exited).code).toBe(0);
    expect(first.stderr()).toBe('');
  });

  it('a busy port stops a second start on the same database before it touches it (its start-up recovery would take over the work of the running server)', async () => {
    const first = await startHealthy();
    const file = join(dataDir, `${first.port}.db`);
    // A job the running server is in the middle of (fresh lease): on SQLite, a start puts every
    // running job back in the queue and closes every Ask AI question left processing.
    const now = new Date().toISOString();
    const db = new Database(file);
    db.prepare(
      `insert into jobs (id, kind, payload, status, attempts, max_attempts, run_at, locked_at, locked_by, created_at, updated_at)
       values ('running-job', 'audit-probe', '{}', 'running', 1, 3, ?, ?, 'the-running-server', ?, ?)`,
    ).run(now, now, now, now);
    const second = start({}, first.port);
    expect((await second.exited).code).toBe(1);
    expect(db.prepare(`select status, locked_by from jobs where id = 'running-job'`).get()).toEqual({
      status: 'running',
      locked_by: 'the-running-server',
    });
    db.close();
    first.child.kill('SIGTERM');
    expect((await first.exited).code).toBe(0);
  });

  it('a bad setting: the variable named on stderr and exit 1, no stack trace', async () => {
    const server = start({ API_BODY_LIMIT_BYTES: 'lots' }, await freePort());
    expect((await server.exited).code).toBe(1);
    expect(server.stderr()).toMatch(/API_BODY_LIMIT_BYTES: must be a number \(got 'lots'\)/);
    expect(server.stderr()).not.toMatch(/\n\s+at /);
  });
});

describe('connections', () => {
  let server: Started;
  beforeAll(async () => {
    server = await startHealthy({ SERVER_HEADERS_TIMEOUT_MS: '1000' });
  });
  afterAll(async () => {
    server.child.kill('SIGTERM');
    await server.exited;
  });

  it('closes a connection that sends nothing', async () => {
    const socket = connect(server.port, '127.0.0.1');
    await once(socket, 'connect');
    const openedAt = performance.now();
    let received = '';
    socket.on('data', (chunk: Buffer) => (received += chunk.toString()));
    await once(socket, 'close');
    const openMs = performance.now() - openedAt;
    // Not before the 1 s it was given, and long before Node's own default (60 s): the setting applies.
    expect(openMs).toBeGreaterThanOrEqual(900);
    expect(openMs).toBeLessThan(NODE_DEFAULT_HEADERS_TIMEOUT_MS / 2);
    expect(received === '' || received.startsWith('HTTP/1.1 408')).toBe(true);
  });

  it('answers headers over 16 KB with 431 in the error envelope, with the security headers', async () => {
    const response = await new Promise<string>((resolve, reject) => {
      const socket = connect(server.port, '127.0.0.1', () => {
        socket.write(`GET /api/v1/health HTTP/1.1\r\nHost: x\r\nCookie: a=${'x'.repeat(20 * 1024)}\r\n\r\n`);
      });
      let text = '';
      socket.on('data', (chunk: Buffer) => (text += chunk.toString()));
      socket.on('close', () => resolve(text));
      socket.on('error', reject);
    });
    const [head = '', body = ''] = response.split('\r\n\r\n');
    expect(head).toMatch(/^HTTP\/1\.1 431 /);
    expect(head).toMatch(/Permissions-Policy: .*camera=\(\)/);
    expect(JSON.parse(body)).toEqual({ error: { code: 'headers_too_large', message: 'The request headers are larger than 16 KB' } });
  });

  it('invites a body announced with Expect: 100-continue only when it fits: an oversized one gets 413 without a 100', async () => {
    /** Sends the headers, and the body only once the server says 100 Continue; resolves with the first status line. */
    const firstStatus = (bodyBytes: number) =>
      new Promise<string>((resolve, reject) => {
        const socket = connect(server.port, '127.0.0.1', () =>
          socket.write(
            `POST /api/v1/stocks/prices HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n` +
              `Content-Length: ${bodyBytes}\r\nExpect: 100-continue\r\nConnection: close\r\n\r\n`,
          ),
        );
        socket.once('data', (chunk: Buffer) => {
          resolve(chunk.toString().split('\r\n')[0] ?? '');
          socket.destroy();
        });
        socket.on('error', reject);
      });
    expect(await firstStatus(2 * 1024 * 1024)).toMatch(/^HTTP\/1\.1 413 /);
    expect(await firstStatus(100)).toBe('HTTP/1.1 100 Continue');
  });

  it('answers a request no URL can be made of (backslash in the path, a bad Host, OPTIONS *) with 400 in the envelope and the security headers', async () => {
    const requests = [
      'GET /\\evil.example HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n',
      'GET /api/v1/health HTTP/1.1\r\nHost: a/b\r\nConnection: close\r\n\r\n',
      'OPTIONS * HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n',
    ];
    for (const request of requests) {
      const response = await new Promise<string>((resolve, reject) => {
        const socket = connect(server.port, '127.0.0.1', () => socket.write(request));
        let text = '';
        socket.on('data', (chunk: Buffer) => (text += chunk.toString()));
        socket.on('close', () => resolve(text));
        socket.on('error', reject);
      });
      const [head = '', body = ''] = response.split('\r\n\r\n');
      expect(head, request).toMatch(/^HTTP\/1\.1 400 /);
      expect(head, request).toMatch(/permissions-policy: .*camera=\(\)/i);
      expect(head, request).toMatch(/x-content-type-options: nosniff/i);
      expect(head, request).toMatch(/x-frame-options: DENY/i);
      expect(head, request).toMatch(/referrer-policy: no-referrer/i);
      expect(JSON.parse(body), request).toEqual({ error: { code: 'bad_request', message: expect.any(String) } });
    }
  });
});
