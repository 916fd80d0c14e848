/**
 * SIGTERM while a background job runs: a 10-K analysis, started by a signed-in user, is waiting
 * on a slow model when the signal arrives. The request in flight finishes, the job stops at a safe
 * point (the analysis is left pending or in progress, never failed, and no filing holds half its
 * answers), the process exits 0 within 5 s, and the next start resumes the analysis to the end.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TenKAnalysis } from '../../generated/model';
import { TENK_QUESTIONS } from '../../server/services/tenk/tenk-questions';
import { assertApiResponseConforms } from '../support/contract-validator';
import { type FakeOpenAiServer, startFakeOpenAiServer } from '../support/fake-openai-server';
import { type RealServer, startRealServer } from '../../scripts/support/real-server';
import { type SeededUser, seedSignedInUser } from '../../scripts/support/seed-user';
import { collectLog, expectGracefulExit, shutdownSteps } from '../support/server-log';
import { untilSlowRequestsHeld } from '../support/in-flight';

const dataDir = mkdtempSync(join(tmpdir(), 'terminal-shutdown-job-'));
const dbFile = join(dataDir, 'app.db');
const databaseUrl = `file:${dbFile}`;
const modelCallMs = 400;
let model: FakeOpenAiServer;
let user: SeededUser;
const servers: RealServer[] = [];

beforeAll(async () => {
  model = await startFakeOpenAiServer({ reply: () => 'The company sells software to businesses.', slowMs: modelCallMs });
  user = await seedSignedInUser(databaseUrl);
});
afterAll(async () => {
  for (const server of servers) if (server.process.exitCode === null) server.process.kill('SIGKILL');
  await model.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** Starts the real server on the shared database; `modelName` 'slow-model' makes every model call slow. */
async function start(modelName: string): Promise<RealServer> {
  const server = await startRealServer({
    env: { DATABASE_URL: databaseUrl, ENABLE_TEST_ROUTES: '1', LOG_LEVEL: 'info', LLM_BASE_URL: model.baseUrl, LLM_MODEL: modelName },
    stdio: 'pipe',
  });
  servers.push(server);
  return server;
}

/** A signed-in call to the API, checked against the contract. */
async function api(server: RealServer, path: string, init: RequestInit = {}): Promise<Response> {
  const url = `${server.baseUrl}/api/v1${path}`;
  const headers = { authorization: `Bearer ${user.token}`, 'content-type': 'application/json', ...init.headers };
  const response = await fetch(url, { ...init, headers });
  await assertApiResponseConforms(init.method ?? 'GET', url, response);
  return response;
}

function storedAnalysis(symbol: string) {
  const db = new SqliteDatabase(dbFile, { readonly: true });
  try {
    const analysis = db.prepare('select id, status, status_message from tenk_analyses where symbol = ?').get(symbol) as
      { id: string; status: string; status_message: string } | undefined;
    const answersPerFiling = db
      .prepare('select accession, count(*) as answers from tenk_answers where analysis_id = ? group by accession')
      .all(analysis?.id) as Array<{ accession: string; answers: number }>;
    return { analysis, answersPerFiling, integrity: db.pragma('integrity_check', { simple: true }) };
  } finally {
    db.close();
  }
}

describe('graceful shutdown with a job running', () => {
  it('stops a running 10-K analysis at a safe point, exits 0 within 5 s, and the next start resumes it', async () => {
    const server = await start('slow-model');
    const log = collectLog(server.process);
    const movers = (await (await api(server, '/market/movers')).json()) as { mostActive: Array<{ symbol: string; type?: string }> };
    const symbol = movers.mostActive.find((row) => !row.type || row.type === 'stock')?.symbol;
    if (!symbol) throw new Error('the demo market has no active stock');

    const started = await api(server, `/companies/${symbol}/10k`, { method: 'POST', body: JSON.stringify({ symbol }) });
    expect(started.status).toBe(202);
    // The job is inside a model call (the model answers after modelCallMs).
    const callsBefore = model.requests.length;
    await expect.poll(() => model.requests.length).toBeGreaterThan(callsBefore);
    expect(storedAnalysis(symbol).analysis?.status).toBe('in_progress');

    const inFlight = fetch(`${server.baseUrl}/__test/slow?ms=1000`);
    await untilSlowRequestsHeld(server.baseUrl);
    const signalledAt = performance.now();
    server.process.kill('SIGTERM');
    const slow = await inFlight;
    expect(slow.status).toBe(200);
    expect(await slow.json()).toEqual({ sleptMs: 1000 });
    await expectGracefulExit(server.exited, signalledAt, 'graceful shutdown with a 10-K analysis running');
    expect(shutdownSteps(log, '/__test/slow')).toEqual([
      'shutting down',
      'request GET /__test/slow',
      'stopped jobs',
      'stopped database',
      'shutdown complete',
    ]);
    expect(log.filter((entry) => entry.msg === 'job failed' || entry.msg === '10-K analysis failed')).toEqual([]);

    const stopped = storedAnalysis(symbol);
    expect(stopped.integrity).toBe('ok');
    expect(['pending', 'in_progress']).toContain(stopped.analysis?.status);
    for (const filing of stopped.answersPerFiling) expect(filing.answers).toBe(TENK_QUESTIONS.length);

    // The next start picks the analysis up again and, with a prompt model, finishes it.
    const restarted = await start('prompt-model');
    const restartLog = collectLog(restarted.process);
    // vi.waitUntil stops at the first failed expectation: an analysis that ends in error fails at once.
    const done = await vi.waitUntil(
      async () => {
        const analysis = (await (await api(restarted, `/companies/${symbol}/10k`)).json()) as TenKAnalysis;
        expect(analysis.processingStatus).not.toBe('error');
        return analysis.processingStatus === 'complete' && analysis;
      },
      { timeout: 300_000, interval: 50 },
    );
    expect(done.tenKs.length).toBeGreaterThanOrEqual(1);
    for (const tenK of done.tenKs) expect(tenK.qAndAs).toHaveLength(TENK_QUESTIONS.length);
    expect((await restarted.stop()).code).toBe(0);
    expect(restartLog.some((entry) => entry.msg === 'job failed')).toBe(false);
  });
});
