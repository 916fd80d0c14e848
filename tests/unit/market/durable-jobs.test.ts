import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import pino from 'pino';
import { createTestDatabase, type TestDatabase } from '../../../server/db/test-database';
import { DurableJobs, LEASE_MS, PermanentJobError, backoffMs } from '../../../server/jobs/runtime/durable-jobs';

let database: TestDatabase;
let now: Date;
let jobs: DurableJobs;
const signal = () => new AbortController().signal;

beforeEach(async () => {
  database = await createTestDatabase();
  now = new Date('2025-01-02T10:00:00Z');
  jobs = new DurableJobs(database.db, pino({ level: 'silent' }), { now: () => now });
});
afterEach(() => database.destroy());

describe('durable jobs', () => {
  it('runs queued jobs once and marks them done', async () => {
    const seen: unknown[] = [];
    jobs.register('echo', async (payload) => void seen.push(payload));
    const { id } = await jobs.enqueue('echo', { n: 1 });
    expect(await jobs.runDue(signal())).toBe(1);
    expect(await jobs.runDue(signal())).toBe(0);
    expect(seen).toEqual([{ n: 1 }]);
    expect((await jobs.find(id))?.status).toBe('done');
  });

  it('does not queue a second job with the same key while one waits', async () => {
    const first = await jobs.enqueue('echo', {}, { dedupeKey: 'k' });
    const second = await jobs.enqueue('echo', {}, { dedupeKey: 'k' });
    expect(second).toEqual({ id: first.id, existing: true });
  });

  it('retries a failing job with growing backoff, then gives up', async () => {
    let attempts = 0;
    jobs.register('flaky', async () => {
      attempts++;
      throw new Error('provider down');
    });
    const { id } = await jobs.enqueue('flaky', {}, { maxAttempts: 3 });
    await jobs.runDue(signal());
    let job = await jobs.find(id);
    expect(job).toMatchObject({ status: 'queued', attempts: 1, lastError: 'provider down' });
    expect(Date.parse(job?.runAt ?? '') - now.getTime()).toBe(backoffMs(1));
    expect(await jobs.runDue(signal())).toBe(0);
    now = new Date(now.getTime() + backoffMs(1));
    await jobs.runDue(signal());
    now = new Date(now.getTime() + backoffMs(2));
    await jobs.runDue(signal());
    job = await jobs.find(id);
    expect(attempts).toBe(3);
    expect(job).toMatchObject({ status: 'failed', attempts: 3 });
    expect(backoffMs(2)).toBe(2 * backoffMs(1));
  });

  it('fails a job at once when the failure is permanent', async () => {
    let attempts = 0;
    jobs.register('doomed', async () => {
      attempts++;
      throw new PermanentJobError('unknown symbol');
    });
    const { id } = await jobs.enqueue('doomed', {}, { maxAttempts: 5 });
    await jobs.runDue(signal());
    now = new Date(now.getTime() + backoffMs(5));
    expect(await jobs.runDue(signal())).toBe(0);
    expect(attempts).toBe(1);
    expect(await jobs.find(id)).toMatchObject({ status: 'failed', attempts: 1, lastError: 'unknown symbol' });
  });

  it('survives a restart: a job left running is queued again', async () => {
    const { id } = await jobs.enqueue('echo', {});
    await database.db.updateTable('jobs').set({ status: 'running' }).where('id', '=', id).execute();
    const restarted = new DurableJobs(database.db, pino({ level: 'silent' }), { now: () => now });
    let ran = false;
    restarted.register('echo', async () => void (ran = true));
    expect(await restarted.recover()).toBe(1);
    await restarted.runDue(signal());
    expect(ran).toBe(true);
  });
});

describe('durable jobs shared by two instances (leases)', () => {
  const instance = (at: () => Date) => new DurableJobs(database.db, pino({ level: 'silent' }), { now: at });

  it('runs a job once: the other instance leaves a job under a live lease alone', async () => {
    const a = instance(() => now);
    const b = instance(() => now);
    let release: () => void = () => {};
    let runs = 0;
    const handler = async () => {
      runs++;
      await new Promise<void>((resolve) => (release = resolve));
    };
    a.register('slow', handler);
    b.register('slow', handler);
    const { id } = await a.enqueue('slow', {});
    const running = a.runDue(signal());
    await expect.poll(() => runs).toBe(1);
    expect((await a.find(id))?.lockedBy).toBe(a.owner);
    expect(await b.runDue(signal())).toBe(0);
    release();
    expect(await running).toBe(1);
    expect(runs).toBe(1);
    expect((await a.find(id))?.status).toBe('done');
  });

  it('lets another instance finish a job whose process died mid-run, once its lease expires', async () => {
    const a = instance(() => now);
    let later = now;
    const b = instance(() => later);
    let aStarted = false;
    let finishA: () => void = () => {};
    a.register('work', async () => {
      aStarted = true;
      await new Promise<void>((resolve) => (finishA = resolve)); // a dies here: it never renews
    });
    const done: string[] = [];
    b.register('work', async (payload) => void done.push(JSON.stringify(payload)));
    const { id } = await a.enqueue('work', { n: 7 });
    const aRun = a.runDue(signal());
    await expect.poll(() => aStarted).toBe(true);

    later = new Date(now.getTime() + LEASE_MS - 1000);
    expect(await b.runDue(signal())).toBe(0); // lease still live
    later = new Date(now.getTime() + LEASE_MS + 1000);
    expect(await b.runDue(signal())).toBe(1);
    expect(done).toEqual(['{"n":7}']);
    const job = await b.find(id);
    expect(job).toMatchObject({ status: 'done', attempts: 2, lockedBy: null });

    // The first process's late result no longer counts.
    finishA();
    await aRun;
    expect((await b.find(id))?.status).toBe('done');
  });
});

describe('durable jobs claimed concurrently and stopped at a safe point', () => {
  const instance = () => new DurableJobs(database.db, pino({ level: 'silent' }), { now: () => now });

  it('runs each of many jobs once when two instances claim at the same time', async () => {
    const a = instance();
    const b = instance();
    const runs: Array<{ n: number; by: string }> = [];
    for (const worker of [a, b])
      worker.register('count', async (payload) => void runs.push({ n: (payload as { n: number }).n, by: worker.owner }));
    for (let n = 0; n < 12; n++) await a.enqueue('count', { n });
    const tasks: Array<Promise<void>> = [];
    const launch = (_name: string, task: (signal: AbortSignal) => Promise<void>) => void tasks.push(task(signal()));
    // Both poll until the queue is empty, each starting up to its concurrency at once.
    for (let round = 0; round < 12 && runs.length < 12; round++) {
      await Promise.all([a.startDue(signal(), launch), b.startDue(signal(), launch)]);
      await Promise.all(tasks);
    }
    expect(runs.map((run) => run.n).sort((x, y) => x - y)).toEqual([...Array(12).keys()]);
    const done = await database.db.selectFrom('jobs').select(['status', 'attempts']).execute();
    expect(done.every((job) => job.status === 'done' && job.attempts === 1)).toBe(true);
  });

  it('puts a job that stopped at a safe point back in the queue without counting the attempt', async () => {
    const jobs = instance();
    let calls = 0;
    jobs.register('long', async (_payload, jobSignal) => {
      calls++;
      return jobSignal.aborted ? 'stopped' : undefined;
    });
    const { id } = await jobs.enqueue('long', {});
    const stopping = new AbortController();
    stopping.abort();
    // An aborted signal claims nothing; a job already running sees the abort and stops.
    expect(await jobs.runNow(id, stopping.signal)).toBe(false);
    const started = new AbortController();
    jobs.register('long', async () => {
      calls++;
      started.abort();
      return 'stopped';
    });
    expect(await jobs.runNow(id, started.signal)).toBe(true);
    expect(await jobs.find(id)).toMatchObject({ status: 'queued', attempts: 0, lockedBy: null });
    jobs.register('long', async () => void calls++);
    expect(await jobs.runNow(id, signal())).toBe(true);
    expect(await jobs.find(id)).toMatchObject({ status: 'done', attempts: 1 });
    expect(calls).toBe(2);
    // Done: running it again claims nothing.
    expect(await jobs.runNow(id, signal())).toBe(false);
  });
});

describe('dedupe keys shared by instances', () => {
  it('queues one job when instances queue the same key at the same moment, and a new one once it finished', async () => {
    const a = new DurableJobs(database.db, pino({ level: 'silent' }), { now: () => now });
    const b = new DurableJobs(database.db, pino({ level: 'silent' }), { now: () => now });
    const queued = await Promise.all([a, b, a, b, a, b].map((jobs) => jobs.enqueue('pass', {}, { dedupeKey: 'market-sync' })));
    expect(new Set(queued.map((job) => job.id)).size).toBe(1);
    expect(queued.filter((job) => !job.existing)).toHaveLength(1);
    a.register('pass', async () => {});
    expect(await a.runDue(signal())).toBe(1);
    const next = await b.enqueue('pass', {}, { dedupeKey: 'market-sync' });
    expect(next).toMatchObject({ existing: false });
    expect(next.id).not.toBe(queued[0]?.id);
  });
});
