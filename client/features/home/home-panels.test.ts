import { describe, expect, it } from 'vitest';
import { HOME_PANELS, parsePanelIndex, stepPanel, symbolTarget } from './home-panels';

describe('home carousel', () => {
  it('has the five panels in order', () => {
    expect(HOME_PANELS).toEqual(['Indexes', 'News', 'Gainers', 'Losers', 'Most Active']);
  });

  it('wraps at both ends', () => {
    expect(stepPanel(0, -1)).toBe(4);
    expect(stepPanel(4, 1)).toBe(0);
    expect(stepPanel(2, 1)).toBe(3);
    expect(stepPanel(2, -1)).toBe(1);
  });

  it('reads a saved panel index from 0 to 4 only', () => {
    expect(parsePanelIndex('3')).toBe(3);
    expect(parsePanelIndex(' 0 ')).toBe(0);
    expect(parsePanelIndex('5')).toBeUndefined();
    expect(parsePanelIndex('-1')).toBeUndefined();
    expect(parsePanelIndex('x')).toBeUndefined();
    expect(parsePanelIndex('')).toBeUndefined();
    expect(parsePanelIndex(undefined)).toBeUndefined();
  });

  it('sends funds to /fund, stocks to /stock and unknown types through /ticker', () => {
    expect(symbolTarget('etf')).toBe('fund');
    expect(symbolTarget('mutual_fund')).toBe('fund');
    expect(symbolTarget('stock')).toBe('stock');
    expect(symbolTarget(undefined)).toBe('ticker');
    expect(symbolTarget(null)).toBe('ticker');
  });
});
