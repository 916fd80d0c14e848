/**
 * Durable background jobs in the `jobs` table: they survive restarts and are retried with
 * exponential backoff up to their maximum attempts, unless the handler throws a
 * PermanentJobError. Handlers are registered by kind; the JobRunner polls `runDue`.
 *
 * Several instances may share one PostgreSQL: a job is claimed by one conditional update (one
 * winner) and held under a lease (`locked_by`, `locked_at` renewed every third of LEASE_MS while
 * it runs). A running job whose lease has expired belonged to a process that died: any instance
 * queues it again. A finished attempt is recorded only by the lease holder. On SQLite (one
 * process by definition) every job left running is queued again at start, at once.
 */
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import { dialectOf } from '../../db/database';
import type { Database } from '../../db/schema';
import type { Job } from '../../db/tables/job.table';

export type JobHandler = (payload: unknown, signal: AbortSignal) => Promise<void>;

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

/** How long a running job stays claimed without a renewal from its process. */
export const LEASE_MS = 60_000;

/** Delay before the next attempt after `attempts` failures: 5 s, 10 s, 20 s, … at most 10 min. */
export function backoffMs(attempts: number): number {
  return Math.min(MAX_BACKOFF_MS, BASE_BACKOFF_MS * 2 ** Math.max(0, attempts - 1));
}

export class DurableJobs {
  private readonly handlers = new Map<string, JobHandler>();
  /** This process's id in `locked_by`. */
  readonly owner = randomUUID();

  constructor(
    private readonly db: Kysely<Database>,
    private readonly logger: Logger,
    private readonly now: () => Date = () => new Date(),
    private readonly leaseMs = LEASE_MS,
  ) {}

  register(kind: string, handler: JobHandler): void {
    this.handlers.set(kind, handler);
  }

  /** Queues a job (or returns the waiting one with the same dedupe key). */
  async enqueue(kind: string, payload: unknown, options: EnqueueOptions = {}): Promise<{ id: string; existing: boolean }> {
    if (options.dedupeKey) {
      const waiting = await this.db
        .selectFrom('jobs')
        .select('id')
        .where('dedupe_key', '=', options.dedupeKey)
        .where('status', 'in', ['queued', 'running'])
        .executeTakeFirst();
      if (waiting) return { id: waiting.id, existing: true };
    }
    const at = this.now().toISOString();
    const id = randomUUID();
    await this.db
      .insertInto('jobs')
      .values({
        id, kind, payload: JSON.stringify(payload), dedupe_key: options.dedupeKey ?? null, status: 'queued', attempts: 0,
        max_attempts: options.maxAttempts ?? DEFAULT_MAX_ATTEMPTS, run_at: at, locked_at: null, last_error: null,
        created_at: at, updated_at: at,
      })
      .execute();
    return { id, existing: false };
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
    return this.requeue(new Date(this.now().getTime() - this.leaseMs).toISOString());
  }

  private async requeue(leaseExpiredBefore: string | undefined): Promise<number> {
    let query = this.db
      .updateTable('jobs')
      .set({ status: 'queued', locked_at: null, locked_by: null, updated_at: this.now().toISOString() })
      .where('status', '=', 'running');
    if (leaseExpiredBefore !== undefined) {
      query = query.where((eb) => eb.or([eb('locked_at', 'is', null), eb('locked_at', '<', leaseExpiredBefore)]));
    }
    const result = await query.executeTakeFirst();
    const requeued = Number(result.numUpdatedRows);
    if (requeued > 0) this.logger.warn({ requeued }, 'requeued jobs whose process stopped');
    return requeued;
  }

  /** Runs every job that is due, one after another, until none is left or `signal` aborts. */
  async runDue(signal: AbortSignal): Promise<number> {
    let ran = 0;
    await this.requeueExpired();
    while (!signal.aborted) {
      const job = await this.claimNext();
      if (!job) break;
      await this.execute(job, signal);
      ran++;
    }
    return ran;
  }

  private async claimNext(): Promise<Job | undefined> {
    const at = this.now().toISOString();
    const candidate = await this.db
      .selectFrom('jobs')
      .selectAll()
      .where('status', '=', 'queued')
      .where('run_at', '<=', at)
      .orderBy('run_at')
      .limit(1)
      .executeTakeFirst();
    if (!candidate) return undefined;
    const claimed = await this.db
      .updateTable('jobs')
      .set({ status: 'running', locked_at: at, locked_by: this.owner, attempts: candidate.attempts + 1, updated_at: at })
      .where('id', '=', candidate.id)
      .where('status', '=', 'queued')
      .executeTakeFirst();
    // Another worker took it first: look again.
    if (Number(claimed.numUpdatedRows) !== 1) return this.claimNext();
    return { ...candidate, status: 'running', locked_by: this.owner, attempts: candidate.attempts + 1 };
  }

  private async execute(job: Job, signal: AbortSignal): Promise<void> {
    const handler = this.handlers.get(job.kind);
    const renew = setInterval(() => void this.renewLease(job), Math.max(10, Math.floor(this.leaseMs / 3)));
    try {
      if (!handler) throw new Error(`No handler for jobs of kind '${job.kind}'`);
      await handler(JSON.parse(job.payload), signal);
      await this.finish(job, { status: 'done', last_error: null });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const retry = !(error instanceof PermanentJobError) && job.attempts < job.max_attempts;
      this.logger.warn({ job: job.kind, id: job.id, attempts: job.attempts, retry, error: message }, 'job attempt failed');
      const runAt = new Date(this.now().getTime() + backoffMs(job.attempts)).toISOString();
      await this.finish(job, retry ? { status: 'queued', last_error: message, run_at: runAt } : { status: 'failed', last_error: message });
    } finally {
      clearInterval(renew);
    }
  }

  private async renewLease(job: Job): Promise<void> {
    try {
      await this.db
        .updateTable('jobs')
        .set({ locked_at: this.now().toISOString() })
        .where('id', '=', job.id)
        .where('status', '=', 'running')
        .where('locked_by', '=', this.owner)
        .execute();
    } catch (err) {
      this.logger.warn({ err, job: job.kind, id: job.id }, 'could not renew a job lease');
    }
  }

  private async finish(job: Job, update: { status: Job['status']; last_error: string | null; run_at?: string }): Promise<void> {
    const result = await this.db
      .updateTable('jobs')
      .set({ ...update, locked_at: null, locked_by: null, updated_at: this.now().toISOString() })
      .where('id', '=', job.id)
      .where('locked_by', '=', this.owner)
      .executeTakeFirst();
    // The lease expired meanwhile and another instance took the job over: its result counts.
    if (Number(result.numUpdatedRows) === 0) this.logger.warn({ job: job.kind, id: job.id }, 'job lease was lost; result dropped');
  }
}
