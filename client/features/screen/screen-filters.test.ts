import { describe, expect, it } from 'vitest';
import {
  draftFromFilters,
  filtersFromParams,
  emptyDraft,
  filtersFromPreferences,
  filtersToParams,
  filtersToPreferences,
  type FilterDraft,
  validateFilters,
} from './screen-filters';

function draft(values: Partial<FilterDraft>): FilterDraft {
  return { ...emptyDraft(), ...values };
}

describe('validateFilters', () => {
  it('accepts blanks and non-negative numbers', () => {
    expect(validateFilters(draft({ marketCapMin: '10', roicMin: '12.5', peMax: '0' }))).toEqual({
      ok: true,
      filters: { marketCapMin: 10, roicMin: 12.5, peMax: 0 },
    });
    expect(validateFilters(emptyDraft())).toEqual({ ok: true, filters: {} });
  });

  it.each([
    ['marketCapMin', 'Market Cap Min'],
    ['marketCapMax', 'Market Cap Max'],
    ['revenueGrowthMin', 'Revenue Growth Min'],
    ['epsGrowthMin', 'EPS Growth Min'],
    ['fcfGrowthMin', 'FCF Growth Min'],
    ['roicMin', 'ROIC Min'],
    ['debtToEquityMax', 'Debt-to-Equity Ratio Max'],
    ['peMax', 'P/E Max'],
    ['forwardPeMax', 'Forward P/E Max'],
  ] as const)('names %s as "%s" when it is not a valid number', (key, name) => {
    for (const bad of ['-1', 'abc', '1e400']) {
      expect(validateFilters(draft({ [key]: bad }))).toEqual({
        ok: false,
        field: key,
        message: `Please enter a valid ${name} value (must be a positive number)`,
      });
    }
  });

  it('rejects values above the input bounds (percent 100, debt-to-equity 10)', () => {
    expect(validateFilters(draft({ roicMin: '101' })).ok).toBe(false);
    expect(validateFilters(draft({ debtToEquityMax: '10.1' })).ok).toBe(false);
    expect(validateFilters(draft({ debtToEquityMax: '10' })).ok).toBe(true);
  });

  it('checks the market-cap range', () => {
    expect(validateFilters(draft({ marketCapMin: '20', marketCapMax: '10' }))).toMatchObject({
      ok: false,
      message: 'Market Cap Min cannot be greater than Market Cap Max. Please adjust your values.',
    });
    expect(validateFilters(draft({ marketCapMin: '10', marketCapMax: '10' }))).toMatchObject({
      ok: false,
      message: 'Market Cap Min and Max cannot be the same value. Please use different values to define a range.',
    });
  });
});

describe('filtersToParams', () => {
  it('divides growth and ROIC by 100, keeps market cap in billions and omits unset filters', () => {
    expect(filtersToParams({ marketCapMin: 10, revenueGrowthMin: 7, roicMin: 15, debtToEquityMax: 1.5 })).toEqual({
      marketCapMin: 10,
      revenueGrowthMin: 0.07,
      roicMin: 0.15,
      debtToEquityMax: 1.5,
    });
  });
});

describe('saved filters', () => {
  it('round-trips through preferences and drops invalid saved values', () => {
    const prefs = filtersToPreferences({ marketCapMin: 5, peMax: 30 });
    expect(prefs.screen_marketCapMin).toBe('5');
    expect(prefs.screen_debtEquityMax).toBe('');
    expect(filtersFromPreferences({ ...prefs, screen_roicMin: 'oops', screen_debtEquityMax: '2' })).toEqual({
      marketCapMin: 5,
      peMax: 30,
      debtToEquityMax: 2,
    });
    expect(draftFromFilters({ peMax: 30 }).peMax).toBe('30');
  });
});

describe("a saved screen's filters", () => {
  it('read back in typed units from GET /screen parameters', () => {
    const typed = { marketCapMin: 10, revenueGrowthMin: 7, roicMin: 15, debtToEquityMax: 1.5, peMax: 30 };
    expect(filtersFromParams(filtersToParams(typed))).toEqual(typed);
    expect(filtersFromParams({ revenueGrowthMin: 0.2 })).toEqual({ revenueGrowthMin: 20 });
  });
});
