import type { Selectable } from 'kysely';
import type { IsoTimestamp } from '../column-types';

type JobStatus = 'queued' | 'running' | 'done' | 'failed';

/** A durable background job: survives restarts, retried with backoff until max_attempts. */
export interface JobsTable {
  id: string;
  kind: string;
  /** JSON. */
  payload: string;
  /** Jobs with the same key are not queued twice while one waits. */
  dedupe_key: string | null;
  status: JobStatus;
  attempts: number;
  max_attempts: number;
  run_at: IsoTimestamp;
  /** With locked_by: the lease of a running job, renewed while it runs. */
  locked_at: IsoTimestamp | null;
  /** The process (random id per start) that holds a running job. */
  locked_by: string | null;
  last_error: string | null;
  created_at: IsoTimestamp;
  updated_at: IsoTimestamp;
}

export type Job = Selectable<JobsTable>;
