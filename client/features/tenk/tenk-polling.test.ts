import { describe, expect, it } from 'vitest';
import { canStartAnalysis, tenKRefetchInterval } from './tenk-polling';

describe('10-K polling', () => {
  it('polls every 5 s only while pending or in progress', () => {
    expect(tenKRefetchInterval('pending')).toBe(5000);
    expect(tenKRefetchInterval('in_progress')).toBe(5000);
    expect(tenKRefetchInterval('complete')).toBe(false);
    expect(tenKRefetchInterval('error')).toBe(false);
    expect(tenKRefetchInterval(undefined)).toBe(false);
  });

  it('hides the start button while in progress or complete', () => {
    expect([undefined, 'pending', 'in_progress', 'complete', 'error'].map((s) => canStartAnalysis(s as never))).toEqual([
      true,
      false,
      false,
      false,
      true,
    ]);
  });
});
