import { describe, expect, it } from 'vitest';
import { statementsSearchSchema } from './statement-tabs';

describe('statements search params', () => {
  it('defaults to the Condensed tab and the M scale', () => {
    expect(statementsSearchSchema.parse({})).toEqual({ tab: 'condensed', scale: 'M' });
  });

  it('keeps a valid tab and scale and replaces unknown ones with the defaults', () => {
    expect(statementsSearchSchema.parse({ tab: 'cashflow', scale: 'B' })).toEqual({ tab: 'cashflow', scale: 'B' });
    expect(statementsSearchSchema.parse({ tab: 'nope', scale: 'T' })).toEqual({ tab: 'condensed', scale: 'M' });
  });
});
