/** Where the app reads the time, so tests can run sessions, expiries and jobs on a simulated clock. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** The system clock shifted by `offsetMs` (TEST_CLOCK_OFFSET_MS: process tests only). */
export function offsetClock(offsetMs: number): Clock {
  return offsetMs === 0 ? systemClock : { now: () => new Date(Date.now() + offsetMs) };
}
