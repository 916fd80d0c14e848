import { type Clock, systemClock } from '../../../lib/clock';

/**
 * A sliding-window limiter: at most `limit` starts in any `windowMs`. SEC EDGAR allows ten
 * requests per second per client and blocks clients that go faster.
 */
export interface RateLimiter {
  /** Resolves when one more request may start. */
  acquire(): Promise<void>;
}

/** The app's clock and a wait measured on it (tests move both together). */
interface LimiterTime {
  clock: Clock;
  sleep(ms: number): Promise<void>;
}

const realTime: LimiterTime = {
  clock: systemClock,
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};

export function createRateLimiter(limit: number, windowMs: number, { clock, sleep }: LimiterTime = realTime): RateLimiter {
  const starts: number[] = [];
  let queue: Promise<void> = Promise.resolve();

  async function takeSlot(): Promise<void> {
    for (;;) {
      const now = clock.now().getTime();
      while (starts.length > 0 && now - (starts[0] ?? 0) >= windowMs) starts.shift();
      if (starts.length < limit) {
        starts.push(now);
        return;
      }
      await sleep((starts[0] ?? now) + windowMs - now);
    }
  }

  return {
    acquire() {
      // Callers are served one at a time, in order, so no one is starved.
      const turn = queue.then(takeSlot);
      queue = turn.catch(() => undefined);
      return turn;
    },
  };
}
