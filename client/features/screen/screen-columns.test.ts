import { describe, expect, it } from 'vitest';
import { columnsFromPreference, columnsToPreference, DEFAULT_COLUMNS, toggleColumn, visibleColumns } from './screen-columns';

describe('screener columns', () => {
  it('shows the key columns by default: everything but sector, industry and exchange', () => {
    expect(columnsFromPreference(undefined)).toEqual(DEFAULT_COLUMNS);
    expect(visibleColumns(DEFAULT_COLUMNS).map((column) => column.label)).toEqual([
      'Company Name',
      'Symbol',
      'Price',
      'Market Cap',
      'P/E',
      'Fwd P/E',
      'EPS Growth',
      'FCF Growth',
      'Rev. Growth',
      'ROIC',
      'D/E Ratio',
    ]);
  });

  it('round-trips a choice through the preference, in table order, always with name and symbol', () => {
    const chosen = toggleColumn(toggleColumn(DEFAULT_COLUMNS, 'sector', true), 'pe_ratio', false);
    const saved = columnsToPreference(chosen);
    expect(saved).not.toContain('company_name');
    expect(columnsFromPreference(saved)).toEqual(chosen);
    expect(chosen.indexOf('sector')).toBe(2);
    expect(toggleColumn(chosen, 'symbol', false)).toContain('symbol');
  });

  it('keeps a choice of only the fixed columns, and ignores unknown names', () => {
    expect(columnsFromPreference(columnsToPreference(['company_name', 'symbol']))).toEqual(['company_name', 'symbol']);
    expect(columnsFromPreference('bogus,roic')).toEqual(['company_name', 'symbol', 'roic']);
    expect(columnsFromPreference('bogus')).toEqual(DEFAULT_COLUMNS);
  });
});
