import { describe, expect, it } from 'vitest';
import { createRateLimiter } from '../../../server/providers/market/sec/rate-limiter';

/** A clock that only moves when someone sleeps, and the time on it in ms. */
function fakeTime() {
  let now = 0;
  return {
    at: () => now,
    clock: { now: () => new Date(now) },
    sleep: async (ms: number) => {
      now += ms;
    },
  };
}

describe('rate limiter', () => {
  it('starts at most ten requests in any second', async () => {
    const time = fakeTime();
    const limiter = createRateLimiter(10, 1000, time);
    const starts: number[] = [];
    await Promise.all(Array.from({ length: 25 }, () => limiter.acquire().then(() => starts.push(time.at()))));
    expect(starts.filter((t) => t === 0)).toHaveLength(10);
    expect(starts.filter((t) => t === 1000)).toHaveLength(10);
    expect(starts.filter((t) => t === 2000)).toHaveLength(5);
    for (const start of starts) expect(starts.filter((t) => t > start - 1000 && t <= start).length).toBeLessThanOrEqual(10);
  });

  it('does not wait while under the limit', async () => {
    const time = fakeTime();
    const limiter = createRateLimiter(10, 1000, time);
    for (let i = 0; i < 10; i++) await limiter.acquire();
    expect(time.at()).toBe(0);
  });
});
