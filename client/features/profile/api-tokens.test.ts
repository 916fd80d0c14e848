import { describe, expect, it } from 'vitest';
import { describeExpiry, describeLastUse, EXPIRY_CHOICES, expiryFor } from './api-tokens';

const now = new Date('2026-03-10T12:00:00.000Z');

describe('API token helpers', () => {
  it('turns an expiry choice into an instant that many days ahead, or none', () => {
    expect(expiryFor('never', now)).toBeUndefined();
    expect(expiryFor('7', now)).toBe('2026-03-17T12:00:00.000Z');
    expect(expiryFor('365', now)).toBe('2027-03-10T12:00:00.000Z');
    expect(EXPIRY_CHOICES.map((choice) => choice.label)).toEqual(['No expiry', '7 days', '30 days', '90 days', '1 year']);
  });

  it('describes expiry and last use, marking expired tokens', () => {
    expect(describeExpiry({ expiresAt: null }, now)).toBe('Never');
    expect(describeExpiry({ expiresAt: '2026-04-01T12:00:00.000Z' }, now)).not.toContain('expired');
    expect(describeExpiry({ expiresAt: '2026-03-01T12:00:00.000Z' }, now)).toMatch(/\(expired\)$/);
    expect(describeLastUse({ lastUsedAt: null })).toBe('Never');
    expect(describeLastUse({ lastUsedAt: '2026-03-01T12:00:00.000Z' })).toMatch(/2026/);
  });
});
