import { describe, expect, it } from 'vitest';
import { displayName, withoutFinalPeriod } from './display-name';

describe('displayName', () => {
  it('falls back from first name to name to the e-mail local part to User', () => {
    expect(displayName({ firstName: 'Ada', name: 'Ada Lovelace', email: 'ada@example.com' })).toBe('Ada');
    expect(displayName({ firstName: '', name: 'Ada Lovelace', email: 'ada@example.com' })).toBe('Ada Lovelace');
    expect(displayName({ firstName: ' ', name: '', email: 'ada.l@example.com' })).toBe('ada.l');
    expect(displayName({ email: '@example.com' })).toBe('User');
    expect(displayName(null)).toBe('User');
  });
});

describe('withoutFinalPeriod', () => {
  it("drops the period a name ends with, so a sentence after it has one: 'Ltd.. Please' never appears", () => {
    expect(`${withoutFinalPeriod('Galumbra Networks Ltd.')}. Please note`).toBe('Galumbra Networks Ltd. Please note');
    expect(withoutFinalPeriod('Thalusk Data Group')).toBe('Thalusk Data Group');
  });
});
