/**
 * Bounds on AI work: each user's daily budgets for Ask AI questions, conversation messages and
 * 10-K analyses (AI_DAILY_*; 429 with a sentence and Retry-After until midnight UTC), and the
 * count of model calls today that /status shows. Budgets are counted by the app's rate limiter,
 * so instances sharing a database share them.
 */
import type { Config } from '../../config';
import type { Clock } from '../../lib/clock';
import { AppError } from '../../lib/errors';
import type { RequestLimiter } from '../../lib/rate-limit';

export type AiBudgetKind = keyof Config['ai']['dailyBudgets'];

const DAY_MS = 86_400_000;

/** What each budget counts, for the sentence of its 429. */
const SPENT: Record<AiBudgetKind, (limit: number) => string> = {
  questions: (limit) => `You have asked today's ${limit} Ask AI questions; more can be asked`,
  conversationMessages: (limit) => `You have sent today's ${limit} conversation messages; more can be sent`,
  tenKAnalyses: (limit) => `You have started today's ${limit} 10-K analyses; more can be started`,
};

/** `in 5 h 12 min`, `in 40 min`. */
function inTime(ms: number): string {
  const minutes = Math.max(1, Math.ceil(ms / 60_000));
  const hours = Math.floor(minutes / 60);
  return hours > 0 ? `in ${hours} h ${minutes % 60} min` : `in ${minutes} min`;
}

export function aiBudgets(limiter: RequestLimiter, clock: Clock, budgets: Config['ai']['dailyBudgets']) {
  return {
    /** Spends one unit of `userId`'s `kind` budget today; 429 `rate_limited` once it is spent. */
    async spend(kind: AiBudgetKind, userId: string): Promise<void> {
      const now = clock.now().getTime();
      const day = Math.floor(now / DAY_MS);
      const untilMidnight = (day + 1) * DAY_MS - now;
      try {
        await limiter.hit(`ai-${kind}:${userId}:${day}`, budgets[kind], untilMidnight);
      } catch (error) {
        if (!(error instanceof AppError) || error.code !== 'rate_limited') throw error;
        const message = `${SPENT[kind](budgets[kind])} from midnight UTC, ${inTime(untilMidnight)}.`;
        throw new AppError('rate_limited', message, undefined, { 'Retry-After': String(Math.ceil(untilMidnight / 1000)) });
      }
    },
  };
}

/** Model calls of this process today (UTC day): the status page's figure. */
export class ModelCallCount {
  private day = '';
  private calls = 0;

  constructor(private readonly clock: Clock) {}

  count(): void {
    this.roll();
    this.calls += 1;
  }

  today(): number {
    this.roll();
    return this.calls;
  }

  private roll(): void {
    const day = this.clock.now().toISOString().slice(0, 10);
    if (day !== this.day) Object.assign(this, { day, calls: 0 });
  }
}
