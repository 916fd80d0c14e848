import { describe, expect, it } from 'vitest';
import { lineInWords } from './statement-facts';

describe('lineInWords', () => {
  it('writes a statement field in words for a citation, acronyms in capitals', () => {
    expect(lineInWords('revenue')).toBe('revenue');
    expect(lineInWords('epsDiluted')).toBe('EPS diluted');
    expect(lineInWords('netCashProvidedByOperatingActivities')).toBe('net cash provided by operating activities');
    expect(lineInWords('ebitda')).toBe('EBITDA');
  });
});
