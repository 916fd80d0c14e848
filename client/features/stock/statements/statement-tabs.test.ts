import { describe, expect, it } from 'vitest';
import { statementsSearchSchema } from './statement-tabs';

describe('statements search params', () => {
  it('defaults to the Condensed tab, the M scale and annual segments', () => {
    expect(statementsSearchSchema.parse({})).toEqual({ tab: 'condensed', scale: 'M', segments: 'annual' });
  });

  it('keeps a valid tab, scale and segment period and replaces unknown ones with the defaults', () => {
    expect(statementsSearchSchema.parse({ tab: 'cashflow', scale: 'B', segments: 'quarterly' })).toEqual({
      tab: 'cashflow',
      scale: 'B',
      segments: 'quarterly',
    });
    expect(statementsSearchSchema.parse({ tab: 'nope', scale: 'T', segments: 'weekly' })).toEqual({
      tab: 'condensed',
      scale: 'M',
      segments: 'annual',
    });
  });
});
