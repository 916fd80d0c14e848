import { describe, expect, it } from 'vitest';
import { movementFlags, movementType, parseThreshold } from './price-alerts';

describe('price alerts', () => {
  it('accepts thresholds from 0.1 to 50 and ignores anything else', () => {
    expect(parseThreshold('0.1')).toBe(0.1);
    expect(parseThreshold('50')).toBe(50);
    expect(parseThreshold('7.25')).toBe(7.3);
    expect(parseThreshold('0.04')).toBeUndefined();
    expect(parseThreshold('50.1')).toBeUndefined();
    expect(parseThreshold('abc')).toBeUndefined();
    // The range applies to the typed value, before rounding to 0.1.
    expect(parseThreshold('0.05')).toBeUndefined();
    expect(parseThreshold('0.099')).toBeUndefined();
    expect(parseThreshold('50.04')).toBeUndefined();
    expect(parseThreshold('49.96')).toBe(50);
    expect(parseThreshold('0.14')).toBe(0.1);
    expect(parseThreshold('')).toBeUndefined();
  });

  it('maps exactly one movement type to the two flags', () => {
    expect(movementFlags('all')).toEqual({ onlyPositive: false, onlyNegative: false });
    expect(movementFlags('gains')).toEqual({ onlyPositive: true, onlyNegative: false });
    expect(movementFlags('losses')).toEqual({ onlyPositive: false, onlyNegative: true });
    for (const type of ['all', 'gains', 'losses'] as const) expect(movementType(movementFlags(type))).toBe(type);
  });
});
