/**
 * Queues 10-K analyses as durable jobs (kind 'tenk-analysis'); the job itself is defined in
 * jobs/definitions/tenk-analysis.job.ts. One waiting or running job per analysis.
 */
import type { DurableJobs } from '../../jobs/runtime/durable-jobs';
import type { JobRunner } from '../../jobs/runtime/job-runner';

export const TENK_ANALYSIS_JOB = 'tenk-analysis';

export interface TenKJobParts {
  durableJobs: DurableJobs;
  jobs: JobRunner;
}

/** Queues the analysis (once: a job waiting or running for it is kept) and returns the job's id. */
export async function queueTenKAnalysis(parts: Pick<TenKJobParts, 'durableJobs'>, analysisId: string): Promise<string> {
  const { id } = await parts.durableJobs.enqueue(TENK_ANALYSIS_JOB, { analysisId }, { dedupeKey: `${TENK_ANALYSIS_JOB}:${analysisId}` });
  return id;
}

/** Queues the analysis and starts it now in the background (unless another worker claims it first); settles when it ends. */
export async function scheduleTenKAnalysis(parts: TenKJobParts, analysisId: string): Promise<void> {
  const jobId = await queueTenKAnalysis(parts, analysisId);
  void parts.jobs.run(TENK_ANALYSIS_JOB, (signal) => parts.durableJobs.runNow(jobId, signal).then(() => undefined));
}
