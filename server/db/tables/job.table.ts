import type { Selectable } from 'kysely';
import type { IsoTimestamp } from '../column-types';

type JobStatus = 'queued' | 'running' | 'done' | 'failed';

/** A durable background job: survives restarts, retried with backoff until maxAttempts. */
export interface JobsTable {
  id: string;
  kind: string;
  /** JSON. */
  payload: string;
  /** Jobs with the same key are not queued twice while one waits. */
  dedupeKey: string | null;
  status: JobStatus;
  attempts: number;
  maxAttempts: number;
  runAt: IsoTimestamp;
  /** With lockedBy: the lease of a running job, renewed while it runs. */
  lockedAt: IsoTimestamp | null;
  /** The process (random id per start) that holds a running job. */
  lockedBy: string | null;
  lastError: string | null;
  createdAt: IsoTimestamp;
  updatedAt: IsoTimestamp;
}

export type Job = Selectable<JobsTable>;
