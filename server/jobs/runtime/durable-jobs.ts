/**
 * Durable background jobs in the `jobs` table: they survive restarts and are retried with
 * exponential backoff up to their maximum attempts, unless the handler throws a
 * PermanentJobError. Handlers are registered by kind; the JobRunner polls `runDue`.
 *
 * Several instances may share one PostgreSQL: on it a job is claimed by one statement that
 * locks the oldest due row with `FOR UPDATE SKIP LOCKED` (instances claiming at once each get a
 * different job, none waits on another's lock) and holds it under a lease (`lockedBy`,
 * `lockedAt` renewed every third of the lease while it runs). A running job whose lease has
 * expired belonged to a process that died: any instance queues it again, and only then. A
 * finished attempt is recorded only by the lease holder. On SQLite (one process by definition)
 * a conditional update claims, and every job left running is queued again at start, at once.
 *
 * A handler may stop at a safe point when its signal aborts (shutdown) and return 'stopped':
 * its job goes back to the queue without counting the attempt, and runs again from there.
 */
import { randomUUID } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import type { Logger } from 'pino';
import { dialectOf } from '../../db/database';
import type { Database } from '../../db/schema';
import type { Job } from '../../db/tables/job.table';
import type { Clock } from '../../lib/clock';

/** Resolves 'stopped' when it stopped at a safe point before the end (its signal aborted). */
export type JobHandler = (payload: unknown, signal: AbortSignal) => Promise<void | 'stopped'>;

/** A failure that another attempt cannot fix (an unknown symbol, a rejected key): the job fails at once. */
export class PermanentJobError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'PermanentJobError';
  }
}

export interface EnqueueOptions {
  /** While a job with this key waits or runs, enqueueing another returns that one. */
  dedupeKey?: string;
  maxAttempts?: number;
}

const BASE_BACKOFF_MS = 5_000;
const MAX_BACKOFF_MS = 10 * 60_000;
const DEFAULT_MAX_ATTEMPTS = 5;

/** How long a running job stays claimed without a renewal from its process (JOB_LEASE_MS). */
export const LEASE_MS = 60_000;
/** Jobs one instance runs at once: a long one (a 10-K analysis, a market pass) does not hold up the rest. */
const JOB_CONCURRENCY = 4;

/** The predicate of the unique index on dedupe keys (migration 20261130000100_job_dedupe_unique). */
const WAITING_WITH_KEY = sql<boolean>`status in ('queued', 'running') and dedupe_key is not null`;

/** Delay before the next attempt after `attempts` failures: 5 s, 10 s, 20 s, … at most 10 min. */
export function backoffMs(attempts: number): number {
  return Math.min(MAX_BACKOFF_MS, BASE_BACKOFF_MS * 2 ** Math.max(0, attempts - 1));
}

export class DurableJobs {
  private readonly handlers = new Map<string, JobHandler>();
  /** Jobs this instance runs now. */
  private inFlight = 0;
  /** This process's id in `lockedBy`. */
  readonly owner = randomUUID();

  constructor(
    private readonly db: Kysely<Database>,
    private readonly logger: Logger,
    private readonly clock: Clock,
    readonly leaseMs = LEASE_MS,
  ) {}

  register(kind: string, handler: JobHandler): void {
    this.handlers.set(kind, handler);
  }

  /**
   * Queues a job, or returns the one waiting or running with the same dedupe key: a unique index
   * over the keys of waiting and running jobs makes that hold when instances queue at once.
   */
  async enqueue(kind: string, payload: unknown, options: EnqueueOptions = {}): Promise<{ id: string; existing: boolean }> {
    const at = this.clock.now().toISOString();
    const id = randomUUID();
    const { dedupeKey } = options;
    const inserted = await this.db
      .insertInto('jobs')
      .values({
        id,
        kind,
        payload: JSON.stringify(payload),
        dedupeKey: dedupeKey ?? null,
        status: 'queued',
        attempts: 0,
        maxAttempts: options.maxAttempts ?? DEFAULT_MAX_ATTEMPTS,
        runAt: at,
        lockedAt: null,
        lastError: null,
        createdAt: at,
        updatedAt: at,
      })
      .onConflict((conflict) => conflict.column('dedupeKey').where(WAITING_WITH_KEY).doNothing())
      .executeTakeFirst();
    if (dedupeKey === undefined || Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1) return { id, existing: false };
    const waiting = await this.db
      .selectFrom('jobs')
      .select('id')
      .where('dedupeKey', '=', dedupeKey)
      .where('status', 'in', ['queued', 'running'])
      .executeTakeFirst();
    // The waiting one finished in between: queue this one after all.
    return waiting ? { id: waiting.id, existing: true } : this.enqueue(kind, payload, options);
  }

  find(id: string): Promise<Job | undefined> {
    return this.db.selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /**
   * At start: puts jobs a dead process left running back in the queue. On SQLite that is every
   * running job (no other process shares the file); on PostgreSQL only those whose lease expired,
   * since another live instance may be running the rest.
   */
  async recover(): Promise<number> {
    return dialectOf(this.db) === 'sqlite' ? this.requeue(undefined) : this.requeueExpired();
  }

  /** Queues again the running jobs whose lease has expired (their process died). */
  requeueExpired(): Promise<number> {
    return this.requeue(new Date(this.clock.now().getTime() - this.leaseMs).toISOString());
  }

  private async requeue(leaseExpiredBefore: string | undefined): Promise<number> {
    let query = this.db
      .updateTable('jobs')
      .set({ status: 'queued', lockedAt: null, lockedBy: null, updatedAt: this.clock.now().toISOString() })
      .where('status', '=', 'running');
    if (leaseExpiredBefore !== undefined) {
      query = query.where((eb) => eb.or([eb('lockedAt', 'is', null), eb('lockedAt', '<', leaseExpiredBefore)]));
    }
    const result = await query.executeTakeFirst();
    const requeued = Number(result.numUpdatedRows);
    if (requeued > 0) this.logger.warn({ requeued }, 'requeued jobs whose process stopped');
    return requeued;
  }

  /** Runs every job that is due, one after another, until none is left or `signal` aborts (tests, scripts). */
  async runDue(signal: AbortSignal): Promise<number> {
    let ran = 0;
    await this.requeueExpired();
    while (!signal.aborted) {
      const job = await this.claim();
      if (!job) break;
      await this.execute(job, signal);
      ran++;
    }
    return ran;
  }

  /**
   * Starts due jobs in the background through `launch` (the app's JobRunner, so shutdown waits
   * for them) while fewer than JOB_CONCURRENCY of this instance's run; returns how many it started.
   */
  async startDue(signal: AbortSignal, launch: (name: string, task: (signal: AbortSignal) => Promise<void>) => void): Promise<number> {
    await this.requeueExpired();
    let started = 0;
    while (!signal.aborted && this.inFlight < JOB_CONCURRENCY) {
      const job = await this.claim();
      if (!job) break;
      this.inFlight++;
      started++;
      launch(`job:${job.kind}`, (taskSignal) => this.execute(job, taskSignal).finally(() => this.inFlight--));
    }
    return started;
  }

  /** Runs the job `id` now if it is still queued (another instance or poll may have taken it first). */
  async runNow(id: string, signal: AbortSignal): Promise<boolean> {
    if (signal.aborted) return false;
    const job = await this.claim(id);
    if (!job) return false;
    this.inFlight++;
    await this.execute(job, signal).finally(() => this.inFlight--);
    return true;
  }

  /** Claims the oldest due queued job (or the job `id` when due and queued) for this instance. */
  private async claim(id?: string): Promise<Job | undefined> {
    const at = this.clock.now().toISOString();
    if (dialectOf(this.db) === 'postgres') {
      // One statement: the row is locked while it is read, so two instances never claim one job,
      // and SKIP LOCKED lets each pass over what another is claiming at this moment.
      return this.db
        .updateTable('jobs')
        .set((eb) => ({ status: 'running', lockedAt: at, lockedBy: this.owner, attempts: eb('attempts', '+', 1), updatedAt: at }))
        .where('id', '=', (eb) => {
          let due = eb.selectFrom('jobs').select('id').where('status', '=', 'queued').where('runAt', '<=', at);
          if (id !== undefined) due = due.where('id', '=', id);
          return due.orderBy('runAt').limit(1).forUpdate().skipLocked();
        })
        .returningAll()
        .executeTakeFirst();
    }
    let candidate = this.db.selectFrom('jobs').selectAll().where('status', '=', 'queued').where('runAt', '<=', at);
    if (id !== undefined) candidate = candidate.where('id', '=', id);
    const job = await candidate.orderBy('runAt').limit(1).executeTakeFirst();
    if (!job) return undefined;
    const claimed = await this.db
      .updateTable('jobs')
      .set({ status: 'running', lockedAt: at, lockedBy: this.owner, attempts: job.attempts + 1, updatedAt: at })
      .where('id', '=', job.id)
      .where('status', '=', 'queued')
      .executeTakeFirst();
    // Another worker of this process took it first: look again.
    if (Number(claimed.numUpdatedRows) !== 1) return id === undefined ? this.claim() : undefined;
    return { ...job, status: 'running', lockedAt: at, lockedBy: this.owner, attempts: job.attempts + 1, updatedAt: at };
  }

  private async execute(job: Job, signal: AbortSignal): Promise<void> {
    const handler = this.handlers.get(job.kind);
    const renew = setInterval(() => void this.renewLease(job), Math.max(10, Math.floor(this.leaseMs / 3)));
    try {
      if (!handler) throw new Error(`No handler for jobs of kind '${job.kind}'`);
      const outcome = await handler(JSON.parse(job.payload), signal);
      if (outcome === 'stopped') {
        // Back in the queue as it was: the next poll (here or on another instance) carries on.
        await this.finish(job, {
          status: 'queued',
          lastError: job.lastError,
          runAt: this.clock.now().toISOString(),
          attempts: job.attempts - 1,
        });
      } else {
        await this.finish(job, { status: 'done', lastError: null });
      }
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const retry = !(error instanceof PermanentJobError) && job.attempts < job.maxAttempts;
      this.logger.warn({ job: job.kind, id: job.id, attempts: job.attempts, retry, error: message }, 'job attempt failed');
      const runAt = new Date(this.clock.now().getTime() + backoffMs(job.attempts)).toISOString();
      await this.finish(job, retry ? { status: 'queued', lastError: message, runAt } : { status: 'failed', lastError: message });
    } finally {
      clearInterval(renew);
    }
  }

  private async renewLease(job: Job): Promise<void> {
    try {
      await this.db
        .updateTable('jobs')
        .set({ lockedAt: this.clock.now().toISOString() })
        .where('id', '=', job.id)
        .where('status', '=', 'running')
        .where('lockedBy', '=', this.owner)
        .execute();
    } catch (err) {
      this.logger.warn({ err, job: job.kind, id: job.id }, 'could not renew a job lease');
    }
  }

  private async finish(
    job: Job,
    update: { status: Job['status']; lastError: string | null; runAt?: string; attempts?: number },
  ): Promise<void> {
    const result = await this.db
      .updateTable('jobs')
      .set({ ...update, lockedAt: null, lockedBy: null, updatedAt: this.clock.now().toISOString() })
      .where('id', '=', job.id)
      .where('lockedBy', '=', this.owner)
      .executeTakeFirst();
    // The lease expired meanwhile and another instance took the job over: its result counts.
    if (Number(result.numUpdatedRows) === 0) this.logger.warn({ job: job.kind, id: job.id }, 'job lease was lost; result dropped');
  }
}
