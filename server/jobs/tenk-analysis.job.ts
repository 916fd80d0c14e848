/**
 * Runs 10-K analyses in the background (and recovers AI work at start-up). The work is durable: its state is in the database, so
 * at start-up every analysis left pending or in progress (the process stopped mid-way) is run
 * again from its filings.
 */
import { failProcessingQuestions } from '../db/repositories/ai-question.repository';
import { listAnalysesIn, setAnalysisStatus } from '../db/repositories/tenk.repository';
import type { AiDeps } from '../services/ai/answerer';
import { runTenKAnalysis } from '../services/tenk/tenk-analysis.service';
import type { JobRunner } from './job-runner';

/** Runs one analysis now in the background; the promise settles when it ends. */
export function scheduleTenKAnalysis(jobs: JobRunner, deps: AiDeps, analysisId: string): Promise<void> {
  return jobs.run('tenk-analysis', (signal) => runTenKAnalysis(deps, analysisId, signal));
}

/** Resumes the analyses a previous process left unfinished. */
export async function resumeTenKAnalyses(jobs: JobRunner, deps: AiDeps): Promise<number> {
  const unfinished = await listAnalysesIn(deps.db, ['pending', 'in_progress']);
  for (const analysis of unfinished) {
    if (analysis.status === 'in_progress') await setAnalysisStatus(deps.db, analysis.id, 'pending', 'Waiting to resume');
    void scheduleTenKAnalysis(jobs, deps, analysis.id);
  }
  return unfinished.length;
}

/** At start-up: resumes unfinished 10-K analyses and closes Ask AI questions a stopped process left processing. */
export async function startAiJobs(jobs: JobRunner, deps: AiDeps): Promise<void> {
  const failed = await failProcessingQuestions(deps.db, 'The answer was interrupted by a restart; refresh to ask again.', new Date().toISOString());
  const resumed = await resumeTenKAnalyses(jobs, deps);
  if (failed + resumed > 0) deps.logger.info({ resumedAnalyses: resumed, interruptedQuestions: failed }, 'AI jobs recovered');
}
