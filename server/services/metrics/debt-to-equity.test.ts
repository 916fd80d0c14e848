import { describe, expect, it } from 'vitest';
import { debtToEquity } from './debt-to-equity';

describe('debtToEquity', () => {
  it('divides total debt by equity', () => {
    expect(debtToEquity(50, 200)).toBe(0.25);
  });
  it('counts missing debt as none', () => {
    expect(debtToEquity(null, 200)).toBe(0);
  });
  it('is null for zero, negative or missing equity', () => {
    expect(debtToEquity(50, 0)).toBeNull();
    expect(debtToEquity(50, -10)).toBeNull();
    expect(debtToEquity(50, null)).toBeNull();
  });
});
