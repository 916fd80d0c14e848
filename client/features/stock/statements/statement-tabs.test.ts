import { describe, expect, it } from 'vitest';
import { statementsSearchSchema } from './statement-tabs';

describe('statements search params', () => {
  it('defaults to the Condensed tab, fiscal years, the M scale and annual segments', () => {
    expect(statementsSearchSchema.parse({})).toEqual({ tab: 'condensed', period: 'annual', scale: 'M', segments: 'annual' });
  });

  it('keeps a valid tab, period, scale and segment period and replaces unknown ones with the defaults', () => {
    expect(statementsSearchSchema.parse({ tab: 'cashflow', period: 'ttm', scale: 'B', segments: 'quarterly' })).toEqual({
      tab: 'cashflow',
      period: 'ttm',
      scale: 'B',
      segments: 'quarterly',
    });
    expect(statementsSearchSchema.parse({ tab: 'nope', period: 'monthly', scale: 'T', segments: 'weekly' })).toEqual({
      tab: 'condensed',
      period: 'annual',
      scale: 'M',
      segments: 'annual',
    });
  });
});
