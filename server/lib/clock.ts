/** Where the app reads the time, so tests can run sessions, expiries and jobs on a simulated clock. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };
