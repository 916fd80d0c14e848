import { describe, expect, it } from 'vitest';
import { forwardPe } from './forward-pe';

describe('forwardPe', () => {
  it('divides price by the forward EPS estimate', () => {
    expect(forwardPe(100, 8)).toBe(12.5);
  });
  it('is null without an estimate', () => {
    expect(forwardPe(100, null)).toBeNull();
    expect(forwardPe(100, 0)).toBeNull();
  });
});
