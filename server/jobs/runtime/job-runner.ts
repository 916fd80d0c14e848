/**
 * Background work of the process (scheduled syncs, alert checks, analyses started by a request)
 * with one way to stop it: `stop()` aborts the signal every task receives, cancels what has not
 * started, and waits for running tasks to reach their next safe point (a task checks
 * `signal.aborted` between units of work and returns). Shutdown awaits it before closing the
 * database, so no task is cut in the middle of a write.
 */
import type { Logger } from 'pino';

export type JobTask = (signal: AbortSignal) => Promise<void>;

export class JobRunner {
  private readonly controller = new AbortController();
  private readonly timers = new Set<ReturnType<typeof setTimeout>>();
  private readonly running = new Set<Promise<void>>();

  constructor(private readonly logger: Logger) {}

  get stopping(): boolean {
    return this.controller.signal.aborted;
  }

  /** Runs `task` now in the background; a failure is logged, never thrown. */
  run(name: string, task: JobTask): Promise<void> {
    if (this.stopping) return Promise.resolve();
    const started = performance.now();
    const done = task(this.controller.signal)
      .then(() => this.logger.debug({ job: name, durationMs: Math.round(performance.now() - started) }, 'job done'))
      .catch((err: unknown) => this.logger.error({ err, job: name }, 'job failed'))
      .finally(() => this.running.delete(done));
    this.running.add(done);
    return done;
  }

  /** Runs `task` every `intervalMs` (the first run after one interval); runs never overlap. */
  every(name: string, intervalMs: number, task: JobTask): void {
    const schedule = () => {
      if (this.stopping) return;
      const timer = setTimeout(() => {
        this.timers.delete(timer);
        void this.run(name, task).finally(schedule);
      }, intervalMs);
      timer.unref();
      this.timers.add(timer);
    };
    schedule();
  }

  /** Stops scheduling, signals running tasks, and resolves once every one has returned. */
  async stop(): Promise<void> {
    this.controller.abort();
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    await Promise.all([...this.running]);
  }
}
