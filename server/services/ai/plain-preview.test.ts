import { describe, expect, it } from 'vitest';
import { plainPreview } from './plain-preview';

describe('plainPreview', () => {
  it('drops emphasis, code ticks, citation markers and link targets', () => {
    expect(plainPreview('**Jorond Therapeutics** earned `$79.09M` in 2025 [1][2], see [the filing](/tenk/x).', 200)).toBe(
      'Jorond Therapeutics earned $79.09M in 2025, see the filing.',
    );
  });

  it('drops headings and list bullets and folds lines', () => {
    expect(plainPreview('## Revenue\n\n- grew 12%\n- margins held\n1. first', 200)).toBe('Revenue grew 12% margins held first');
  });

  it('keeps snake_case words and lone asterisks, and cuts at the length', () => {
    expect(plainPreview('net_income * 2 is a guess', 200)).toBe('net_income * 2 is a guess');
    expect(plainPreview('abcdefghij', 4)).toBe('abcd');
  });
});
