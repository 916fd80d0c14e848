import { describe, expect, it } from 'vitest';
import { peRatio } from './pe-ratio';

describe('peRatio', () => {
  it('divides price by EPS', () => {
    expect(peRatio(150, 6)).toBe(25);
  });
  it('is negative for a loss', () => {
    expect(peRatio(20, -2)).toBe(-10);
  });
  it('is null when EPS is zero or missing', () => {
    expect(peRatio(20, 0)).toBeNull();
    expect(peRatio(20, null)).toBeNull();
    expect(peRatio(null, 2)).toBeNull();
  });
  it('is null for a P/E no market produces (a 10,000× price over a normal EPS)', () => {
    expect(peRatio(2_560_800, 6.08)).toBeNull();
    expect(peRatio(-2_560_800, 6.08)).toBeNull();
  });
});
