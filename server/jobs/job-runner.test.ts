import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { JobRunner } from './job-runner';

const silent = pino({ level: 'silent' });
const tick = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

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
    await tick(35);
    const stopped = runner.stop();
    expect(runner.stopping).toBe(true);
    await stopped;
    const doneAtStop = units.length;
    expect(doneAtStop).toBeGreaterThan(0);
    expect(doneAtStop).toBeLessThan(100);
    await tick(30);
    expect(units.length).toBe(doneAtStop);
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
    await tick(80);
    await runner.stop();
    const runsAtStop = runs;
    expect(runsAtStop).toBeGreaterThanOrEqual(2);
    expect(maxConcurrent).toBe(1);
    await tick(50);
    expect(runs).toBe(runsAtStop);
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
