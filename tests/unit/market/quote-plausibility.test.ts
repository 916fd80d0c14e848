/** The market's state at an instant (New York time, NYSE calendar), and a quote refused against its previous close. */
import { describe, expect, it } from 'vitest';
import { marketStateAt } from '../../../server/lib/market-clock';
import { moveFactor } from '../../../server/lib/plausibility';
import { type DroppedValue, saneQuotes } from '../../../server/providers/market/sanity';
import type { ProviderQuote } from '../../../server/providers/market/types';

describe('marketStateAt', () => {
  it('is pre-market from 4:00 AM, open from 9:30 AM, after hours from the close to 8:00 PM, else closed', () => {
    // Wednesday 2026-11-25 (EST, UTC-5); Thanksgiving 2026-11-26; the day after closes at 1:00 PM.
    expect(marketStateAt(new Date('2026-11-25T08:59:00Z'))).toBe('closed');
    expect(marketStateAt(new Date('2026-11-25T09:00:00Z'))).toBe('pre-market');
    expect(marketStateAt(new Date('2026-11-25T14:30:00Z'))).toBe('open');
    expect(marketStateAt(new Date('2026-11-25T21:00:00Z'))).toBe('after-hours');
    expect(marketStateAt(new Date('2026-11-26T01:00:00Z'))).toBe('closed');
    expect(marketStateAt(new Date('2026-11-26T15:00:00Z'))).toBe('closed');
    expect(marketStateAt(new Date('2026-11-27T18:30:00Z'))).toBe('after-hours');
    expect(marketStateAt(new Date('2026-11-28T15:00:00Z'))).toBe('closed');
  });
});

const quote = (price: number, previousClose: number | null): ProviderQuote => ({
  symbol: 'AAPL',
  name: 'Apple Inc.',
  price,
  change: previousClose === null ? null : price - previousClose,
  changePercent: previousClose === null ? null : ((price - previousClose) / previousClose) * 100,
  volume: 1,
  open: 241.07,
  previousClose,
  dayHigh: null,
  dayLow: null,
  yearHigh: null,
  yearLow: null,
  averageVolume: null,
  marketCap: price * 15e9,
  timestamp: '2025-02-14T21:00:00.000Z',
});

describe('the price check at the provider boundary', () => {
  it('refuses a quote 10,000× its previous close: no price, change or market cap, the refused price kept aside and reported', () => {
    const dropped: DroppedValue[] = [];
    const [refused] = saneQuotes([quote(2_415_300, 241.53)], (one) => dropped.push(one), 10);
    expect(refused).toMatchObject({ price: null, change: null, changePercent: null, marketCap: null, refusedPrice: 2_415_300 });
    expect(dropped).toEqual([expect.objectContaining({ symbol: 'AAPL', field: 'price', value: 2_415_300, dropped: 'value' })]);
  });

  it('keeps moves within the bound either way, and quotes without a previous close', () => {
    const kept = saneQuotes([quote(2_415.3, 241.53), quote(24.16, 241.53), quote(999, null)], () => undefined, 10);
    expect(kept.map((q) => q.price)).toEqual([2_415.3, 24.16, 999]);
    expect(kept.every((q) => q.refusedPrice === undefined)).toBe(true);
  });

  it('takes a split out of the move', () => {
    expect(moveFactor(25, 1000)).toBe(40);
    expect(moveFactor(25, 1000, 40)).toBe(1);
  });
});
