import type { Clock } from '../../server/lib/clock';

/** A clock tests move by hand. */
export class TestClock implements Clock {
  private current: number;

  constructor(start: string | Date = '2026-03-10T15:00:00.000Z') {
    this.current = new Date(start).getTime();
  }

  now(): Date {
    return new Date(this.current);
  }

  set(at: string | Date): void {
    this.current = new Date(at).getTime();
  }

  advance(ms: number): void {
    this.current += ms;
  }
}
