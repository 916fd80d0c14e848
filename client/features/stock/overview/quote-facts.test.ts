import { describe, expect, it } from 'vitest';
import { marketStateText, peBasisText, priceCheckText, quoteFacts } from './quote-facts';

const now = new Date('2026-11-27T15:00:00Z');

describe('the overview quote', () => {
  it('says where the market stands and the quote’s own time in New York time', () => {
    expect(marketStateText({ marketState: 'closed', timestamp: '2026-11-26T21:00:00Z' }, now)).toBe('At close: Nov 26, 4:00 PM ET');
    expect(marketStateText({ marketState: 'open', timestamp: '2026-11-27T15:42:00Z' }, now)).toBe(
      'Market open · as of Nov 27, 10:42 AM ET',
    );
    expect(marketStateText({ marketState: 'pre-market', timestamp: '2026-11-26T21:00:00Z' }, now)).toBe(
      'Pre-market · At close: Nov 26, 4:00 PM ET',
    );
    expect(marketStateText({ marketState: 'closed', timestamp: '2025-02-14T21:00:00Z' }, now)).toBe('At close: Feb 14, 2025, 4:00 PM ET');
    expect(marketStateText({ marketState: 'after-hours', timestamp: '2026-11-27T18:13:00Z' }, now)).toBe(
      'After hours · As of Nov 27, 1:13 PM ET',
    );
  });

  it('says when the price check failed', () => {
    expect(priceCheckText({}, 'USD')).toBeNull();
    expect(priceCheckText({ priceCheck: { status: 'failed', refusedPrice: 2_446_000 } }, 'USD')).toMatch(
      /^Price check failed: the latest quote \(\$2,446,000\.00\) was refused/,
    );
  });

  it('lists the day range, open, previous close and volume', () => {
    const facts = quoteFacts(
      {
        ticker: 'AAPL',
        price: 244.6,
        change: 3.07,
        changePercent: 1.27,
        volume: 40_896_227,
        open: 241.07,
        previousClose: 241.53,
        dayLow: 240.8,
        dayHigh: 245.55,
        source: { provider: 'yahoo', asOf: '2025-02-14T21:00:00Z' },
      },
      'USD',
    );
    expect(facts.map((f) => [f.label, f.text])).toEqual([
      ["Day's Range", '$240.80 - $245.55'],
      ['Open', '$241.07'],
      ['Previous Close', '$241.53'],
      ['Volume', expect.stringMatching(/^40\.9\dM$|^40,896,227$/)],
    ]);
  });

  it('says which price date and which EPS period the P/E divides', () => {
    const basis = {
      priceAsOf: '2025-02-14T21:00:00Z',
      epsPeriod: 'FY',
      epsFiscalYear: '2024',
      epsFiscalQuarter: null,
      epsPeriodEnd: '2024-09-28',
    } as const;
    expect(peBasisText({ pe: 40.2, peBasis: basis })).toBe('Price of Feb 14, 2025 ÷ diluted EPS FY2024 (year ended Sep 28, 2024)');
    expect(peBasisText({ pe: null, peBasis: basis })).toBeNull();
    const ttm = { ...basis, epsPeriod: 'TTM', epsFiscalYear: '2025', epsFiscalQuarter: 1, epsPeriodEnd: '2024-12-28' } as const;
    expect(peBasisText({ pe: 38.1, peBasis: ttm })).toBe(
      'Price of Feb 14, 2025 ÷ diluted EPS TTM FY2025 Q1 (twelve months ended Dec 28, 2024)',
    );
  });
});
