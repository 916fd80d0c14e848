import { describe, expect, it } from 'vitest';
import { simpleDcf } from './simple-dcf';

describe('simpleDcf', () => {
  it('grows EPS ten years, applies a P/E of twice the growth and discounts at 15 %', () => {
    // EPS 2 at 10 %: future EPS 2 * 1.1^10 = 5.1875; P/E 20; price 103.75; / 1.15^10 = 25.65.
    expect(simpleDcf(2, 0.1)).toBeCloseTo((2 * 1.1 ** 10 * 20) / 1.15 ** 10, 10);
    expect(simpleDcf(2, 0.1)).toBeCloseTo(25.65, 2);
  });
  it('caps growth at 25 % and the future P/E at 40', () => {
    expect(simpleDcf(1, 0.6)).toBeCloseTo((1.25 ** 10 * 40) / 1.15 ** 10, 10);
  });
  it('is null for losses, shrinking or unknown growth', () => {
    expect(simpleDcf(-1, 0.1)).toBeNull();
    expect(simpleDcf(1, -0.02)).toBeNull();
    expect(simpleDcf(1, null)).toBeNull();
  });
});
