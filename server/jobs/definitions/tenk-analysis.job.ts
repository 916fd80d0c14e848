/**
 * 10-K analyses run as durable jobs (kind 'tenk-analysis'): whichever instance claims one runs it
 * under a lease, so on a shared PostgreSQL an analysis runs once, and when its instance dies
 * another takes it over once the lease has expired. Its progress is in the database (answers are
 * written filing by filing), so a run taken over or resumed after a restart carries on to the end.
 */
import type { AiDeps } from '../../services/ai/answerer';
import { listUnfinishedAnalyses, runTenKAnalysis } from '../../services/tenk/tenk-analysis.service';
import type { DurableJobs } from '../runtime/durable-jobs';
import { TENK_ANALYSIS_JOB, type TenKJobParts, queueTenKAnalysis } from '../../services/tenk/tenk-analysis-queue';
import { closeAbandonedQuestions } from './ai-questions.job';

export function registerTenKAnalysisJob(durableJobs: DurableJobs, deps: AiDeps): void {
  durableJobs.register(TENK_ANALYSIS_JOB, async (payload, signal) => {
    const { analysisId } = payload as { analysisId: string };
    return (await runTenKAnalysis(deps, analysisId, signal)) === 'stopped' ? 'stopped' : undefined;
  });
}

/**
 * At start-up: closes Ask AI questions a stopped process left processing (and from then on those
 * whose lease expires, see ai-questions.job.ts), and queues a job for
 * any unfinished analysis that has none (one recorded before analyses were durable jobs); the
 * jobs themselves are recovered by the durable-job worker.
 */
export async function startAiJobs(parts: TenKJobParts, deps: AiDeps): Promise<void> {
  const failed = await closeAbandonedQuestions(parts, deps);
  const unfinished = await listUnfinishedAnalyses(deps.db);
  for (const id of unfinished) await queueTenKAnalysis(parts, id);
  if (failed + unfinished.length > 0)
    deps.logger.info({ unfinishedAnalyses: unfinished.length, interruptedQuestions: failed }, 'AI jobs recovered');
}
