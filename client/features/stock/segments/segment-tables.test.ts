import { describe, expect, it } from 'vitest';
import type { SegmentFigure } from '../../../../generated/model';
import { periodLabel, segmentTables } from './segment-tables';

function figure(part: Partial<SegmentFigure> & Pick<SegmentFigure, 'member' | 'label' | 'value' | 'fiscalYear'>): SegmentFigure {
  return {
    metric: 'revenue',
    axis: 'product',
    concept: 'us-gaap:RevenueFromContractWithCustomerExcludingAssessedTax',
    fiscalPeriod: 'FY',
    periodStart: `${part.fiscalYear - 1}-10-01`,
    periodEnd: `${part.fiscalYear}-09-28`,
    unit: 'USD',
    accession: `0000320193-${String(part.fiscalYear).slice(2)}-000123`,
    form: '10-K',
    filedOn: `${part.fiscalYear}-11-01`,
    url: null,
    ...part,
  };
}

describe('segment tables', () => {
  it('makes a table per axis, largest member first, newest period first, operating income below the segments', () => {
    const tables = segmentTables([
      figure({ member: 'us-gaap:ServiceMember', label: 'Services', value: 96e9, fiscalYear: 2024 }),
      figure({ member: 'aapl:IPhoneMember', label: 'iPhone', value: 201e9, fiscalYear: 2024 }),
      figure({ member: 'aapl:IPhoneMember', label: 'iPhone', value: 200e9, fiscalYear: 2023 }),
      figure({ member: 'aapl:JapanSegmentMember', label: 'Japan', value: 25e9, fiscalYear: 2024, axis: 'segment' }),
      figure({
        member: 'aapl:JapanSegmentMember',
        label: 'Japan',
        value: 12e9,
        fiscalYear: 2024,
        axis: 'segment',
        metric: 'operatingIncome',
      }),
    ]);
    expect(tables.map((t) => t.title)).toEqual(['By segment', 'By product or service']);
    const [segments, products] = tables;
    expect(segments?.table.rows.map((r) => r.label)).toEqual(['Japan', 'Operating income', 'Japan']);
    expect(products?.table.columns.map((c) => c.label)).toEqual(['FY2024', 'FY2023']);
    expect(products?.table.rows.map((r) => r.label)).toEqual(['iPhone', 'Services']);
    const services = products?.table.rows[1];
    expect(services?.type === 'value' && services.values).toEqual([96e9, undefined]);
    expect(services?.type === 'value' && services.tags[0]).toContain('us-gaap:ServiceMember');
    expect(products?.filings.map((f) => f.accession)).toEqual(['0000320193-24-000123', '0000320193-23-000123']);
  });

  it("names quarters 'Q3 FY2024'", () => {
    expect(periodLabel({ fiscalYear: 2024, fiscalPeriod: 'Q3' })).toBe('Q3 FY2024');
  });
});
