/**
 * Runs 10-K analyses in the background (and recovers AI work at start-up). The work is durable: its state is in the database, so
 * at start-up every analysis left pending or in progress (the process stopped mid-way) is run
 * again from its filings.
 */
import type { AiDeps } from '../../services/ai/answerer';
import { failInterruptedQuestions } from '../../services/ai/questions.service';
import { reopenUnfinishedAnalyses, runTenKAnalysis } from '../../services/tenk/tenk-analysis.service';
import type { JobRunner } from '../runtime/job-runner';

/** Runs one analysis now in the background; the promise settles when it ends. */
export function scheduleTenKAnalysis(jobs: JobRunner, deps: AiDeps, analysisId: string): Promise<void> {
  return jobs.run('tenk-analysis', (signal) => runTenKAnalysis(deps, analysisId, signal));
}

/** Resumes the analyses a previous process left unfinished. */
async function resumeTenKAnalyses(jobs: JobRunner, deps: AiDeps): Promise<number> {
  const unfinished = await reopenUnfinishedAnalyses(deps.db);
  for (const id of unfinished) void scheduleTenKAnalysis(jobs, deps, id);
  return unfinished.length;
}

/** At start-up: resumes unfinished 10-K analyses and closes Ask AI questions a stopped process left processing. */
export async function startAiJobs(jobs: JobRunner, deps: AiDeps): Promise<void> {
  const failed = await failInterruptedQuestions(deps.db);
  const resumed = await resumeTenKAnalyses(jobs, deps);
  if (failed + resumed > 0) deps.logger.info({ resumedAnalyses: resumed, interruptedQuestions: failed }, 'AI jobs recovered');
}
