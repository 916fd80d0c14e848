import { pino } from 'pino';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { JobRunner } from './job-runner';

const silent = pino({ level: 'silent' });
// The runner's timers and the tasks' waits run on vitest's simulated clock, so the test does not
// depend on how busy the machine is.
const tick = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const advance = (ms: number) => vi.advanceTimersByTimeAsync(ms);

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('JobRunner', () => {
  it('stop() waits for a running task to reach its safe point, and the task sees the signal', async () => {
    const runner = new JobRunner(silent);
    const units: number[] = [];
    void runner.run('batch', async (signal) => {
      for (let unit = 0; unit < 100 && !signal.aborted; unit += 1) {
        await tick(10);
        units.push(unit);
      }
    });
    await advance(35);
    expect(units).toEqual([0, 1, 2]);
    const stopped = runner.stop();
    expect(runner.stopping).toBe(true);
    await advance(10); // the unit in progress finishes, then the task sees the signal
    await stopped;
    expect(units).toEqual([0, 1, 2, 3]);
    await advance(100);
    expect(units).toHaveLength(4);
  });

  it('runs a scheduled task every interval without overlap, and never again after stop()', async () => {
    const runner = new JobRunner(silent);
    let runs = 0;
    let concurrent = 0;
    let maxConcurrent = 0;
    runner.every('sync', 5, async () => {
      runs += 1;
      concurrent += 1;
      maxConcurrent = Math.max(maxConcurrent, concurrent);
      await tick(15);
      concurrent -= 1;
    });
    // Each run takes 15 ms and the next starts 5 ms after it ends: at 5, 25, 45 and 65 ms.
    await advance(80);
    expect(runs).toBe(4);
    expect(maxConcurrent).toBe(1);
    const stopped = runner.stop();
    await advance(15);
    await stopped;
    await advance(100);
    expect(runs).toBe(4);
  });

  it('logs a failing task instead of throwing, and refuses new work once stopping', async () => {
    const runner = new JobRunner(silent);
    await expect(runner.run('boom', () => Promise.reject(new Error('boom')))).resolves.toBeUndefined();
    await runner.stop();
    let ran = false;
    await runner.run('late', async () => {
      ran = true;
    });
    expect(ran).toBe(false);
  });
});
