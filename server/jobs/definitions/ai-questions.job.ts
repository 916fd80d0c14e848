/**
 * Ask AI answers whose process stopped (see questions.service.ts): closed at start-up and then
 * whenever a lease expires, by any instance, so a question another live instance is answering
 * stays open and one whose instance died does not stay processing until the next restart.
 */
import type { AiDeps } from '../../services/ai/answerer';
import { failAbandonedQuestions, failQuestionsLeftAtStart } from '../../services/ai/questions.service';
import type { DurableJobs } from '../runtime/durable-jobs';
import type { JobRunner } from '../runtime/job-runner';

const LEASE_CHECK = 'ai-question-leases';

/** Closes the questions left by stopped processes now and schedules the check on `jobs`; returns how many it closed now. */
export async function closeAbandonedQuestions(
  parts: { durableJobs: Pick<DurableJobs, 'leaseMs'>; jobs: JobRunner },
  deps: Pick<AiDeps, 'db' | 'clock' | 'logger'>,
): Promise<number> {
  const { leaseMs } = parts.durableJobs;
  const closed = await failQuestionsLeftAtStart(deps, leaseMs);
  parts.jobs.every(LEASE_CHECK, Math.max(1000, Math.floor(leaseMs / 2)), async () => {
    const expired = await failAbandonedQuestions(deps, leaseMs);
    if (expired > 0) deps.logger.warn({ expired }, 'closed Ask AI questions whose instance stopped answering');
    else deps.logger.debug('checked Ask AI question leases');
  });
  return closed;
}
