import { describe, expect, it } from 'vitest';
import { sourceLineParts } from './source-line';

describe('the source line of a panel', () => {
  it('names the 10-K statements from SEC EDGAR come from', () => {
    const source = {
      provider: 'sec',
      label: 'SEC EDGAR',
      asOf: '2026-01-02T03:04:05Z',
      form: '10-K',
      fiscalYear: 2024,
      filedAt: '2024-11-01',
      accession: '0000320193-24-000123',
    };
    expect(sourceLineParts(source).join(' · ')).toBe('SEC EDGAR · 10-K FY2024 · filed 2024-11-01');
  });

  it('says when other figures were fetched, in UTC so server and browser agree', () => {
    expect(sourceLineParts({ provider: 'yahoo', label: 'Yahoo Finance', asOf: '2025-02-03T20:59:30.000Z' }, 'prices').join(' · ')).toBe(
      'Yahoo Finance · prices · as of 2025-02-03 20:59 UTC',
    );
    expect(sourceLineParts({ provider: 'fmp', asOf: '2025-02-03T20:59:30.000Z' })[0]).toBe('fmp');
  });
});
