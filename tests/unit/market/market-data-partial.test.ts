/**
 * The facade's per-symbol failover for quote batches, its sanity checks at the provider
 * boundary (implausible values dropped with a warning), and the provider status it keeps.
 */
import { describe, expect, it } from 'vitest';
import { MarketData } from '../../../server/providers/market/market-data';
import { MarketDataError } from '../../../server/providers/market/types';
import { systemClock } from '../../../server/lib/clock';
import { fakeProvider, fakeQuote } from './fake-provider';

function recordingLogger() {
  const warnings: Array<Record<string, unknown>> = [];
  return { warnings, logger: { warn: (fields: object, message: string) => warnings.push({ ...fields, message }) } };
}

describe('quote batches fail over symbol by symbol', () => {
  it('asks the next provider only for the symbols the first did not answer, each quote keeping its provider', async () => {
    const asked: string[][] = [];
    const first = fakeProvider('fmp', { getQuotes: async ({ symbols }) => symbols.filter((s) => s !== 'B').map((s) => fakeQuote(s)) });
    const second = fakeProvider('yahoo', {
      getQuotes: async ({ symbols }) => (asked.push(symbols), symbols.map((s) => fakeQuote(s, { price: 20 }))),
    });
    const facade = new MarketData({ clock: systemClock, providers: [first, second], timeoutMs: 1000 });
    const quotes = await facade.getQuotesBySymbol(['A', 'B', 'C']);
    expect(asked).toEqual([['B']]);
    expect([...quotes.entries()].map(([symbol, q]) => [symbol, q.provider, q.data.price])).toEqual([
      ['A', 'fmp', 10],
      ['B', 'yahoo', 20],
      ['C', 'fmp', 10],
    ]);
  });

  it('retries a batch refused for one bad symbol one symbol at a time', async () => {
    const calls: string[][] = [];
    const provider = fakeProvider('fmp', {
      getQuotes: async ({ symbols }) => {
        calls.push(symbols);
        if (symbols.includes('BAD')) throw new MarketDataError('bad_response', 'fmp', 'invalid symbol in batch');
        return symbols.map((s) => fakeQuote(s));
      },
    });
    const facade = new MarketData({ clock: systemClock, providers: [provider], timeoutMs: 1000 });
    const quotes = await facade.getQuotesBySymbol(['A', 'BAD', 'C']);
    expect([...quotes.keys()]).toEqual(['A', 'C']);
    expect(calls).toEqual([['A', 'BAD', 'C'], ['A'], ['BAD'], ['C']]);
  });

  it('sends a whole failed batch to the next provider when the first cannot serve quotes now', async () => {
    const first = fakeProvider(
      'fmp',
      { getQuotes: async () => Promise.reject(new MarketDataError('rate_limited', 'fmp', 'limit reached')) },
      1,
    );
    const second = fakeProvider('yahoo', { getQuotes: async ({ symbols }) => symbols.map((s) => fakeQuote(s)) });
    const facade = new MarketData({ clock: systemClock, providers: [first, second], timeoutMs: 1000 });
    const quotes = await facade.getQuotesBySymbol(['A', 'B', 'C']);
    expect([...quotes.values()].map((q) => q.provider)).toEqual(['yahoo', 'yahoo', 'yahoo']);
    expect(facade.status.snapshot().find((p) => p.provider === 'fmp')).toMatchObject({ callsToday: 1, quotaErrorsToday: 1 });
  });

  it('throws the telling failure when no symbol got a quote', async () => {
    const failing = fakeProvider('fmp', { getQuotes: async () => Promise.reject(new MarketDataError('auth', 'fmp', 'Invalid API key')) });
    const facade = new MarketData({ clock: systemClock, providers: [failing], timeoutMs: 1000 });
    await expect(facade.getQuotesBySymbol(['A'])).rejects.toMatchObject({ kind: 'auth' });
  });
});

describe('sanity checks at the provider boundary', () => {
  it('drops a mover with an absurd change percent and logs a warning', async () => {
    const { warnings, logger } = recordingLogger();
    const mover = (symbol: string, changePercentage: number, price = 10) => ({
      symbol,
      name: symbol,
      price,
      change: 1,
      changePercentage,
      volume: 5,
    });
    const provider = fakeProvider('fmp', {
      getMovers: async () => ({
        gainers: [mover('OK', 12), mover('WILD', 1.29e41)],
        losers: [mover('FREE', -5, 0)],
        mostActive: [mover('NAN', Number.NaN)],
      }),
    });
    const facade = new MarketData({ clock: systemClock, providers: [provider], timeoutMs: 1000, logger });
    const movers = (await facade.call('getMovers', {})).data;
    expect(movers.gainers.map((m) => m.symbol)).toEqual(['OK']);
    expect(movers.losers).toEqual([]);
    expect(movers.mostActive).toEqual([]);
    expect(warnings).toContainEqual(
      expect.objectContaining({
        provider: 'fmp',
        symbol: 'WILD',
        field: 'changePercentage',
        value: 1.29e41,
        message: 'dropped an implausible value from a market-data provider',
      }),
    );
    expect(warnings.map((w) => w.symbol)).toEqual(['WILD', 'FREE', 'NAN']);
  });

  it('drops quotes without a positive price and nulls implausible figures of the rest', async () => {
    const { warnings, logger } = recordingLogger();
    const provider = fakeProvider('yahoo', {
      getQuotes: async () => [
        fakeQuote('ZERO', { price: 0 }),
        fakeQuote('CAP', { marketCap: 3e15 }),
        fakeQuote('JUMP', { changePercent: 5000, change: 400 }),
        fakeQuote('FINE'),
      ],
    });
    const facade = new MarketData({ clock: systemClock, providers: [provider], timeoutMs: 1000, logger });
    const quotes = await facade.getQuotesBySymbol(['ZERO', 'CAP', 'JUMP', 'FINE']);
    expect([...quotes.keys()]).toEqual(['CAP', 'JUMP', 'FINE']);
    expect(quotes.get('CAP')?.data).toMatchObject({ price: 10, marketCap: null });
    expect(quotes.get('JUMP')?.data).toMatchObject({ changePercent: null, change: null });
    expect(quotes.get('FINE')?.data).toEqual(fakeQuote('FINE'));
    expect(warnings.map((w) => [w.symbol, w.field, w.dropped])).toEqual([
      ['ZERO', 'price', 'row'],
      ['CAP', 'marketCap', 'value'],
      ['JUMP', 'changePercent', 'value'],
    ]);
  });

  it('drops exchange rates no currency has, or without a day, and logs a warning', async () => {
    const { warnings, logger } = recordingLogger();
    const rates = [
      { currency: 'JPY', usdPerUnit: 0.0066, date: '2026-11-20' },
      { currency: 'EUR', usdPerUnit: 1.08e9, date: '2026-11-20' },
      { currency: 'GBP', usdPerUnit: Number.NaN, date: '2026-11-20' },
      { currency: 'CHF', usdPerUnit: 1.12, date: '' },
    ];
    const facade = new MarketData({
      clock: systemClock,
      providers: [fakeProvider('yahoo', { getFxRates: async () => rates })],
      timeoutMs: 1000,
      logger,
    });
    expect((await facade.call('getFxRates', { currencies: ['JPY', 'EUR', 'GBP', 'CHF'] })).data).toEqual([rates[0]]);
    expect(warnings.map((w) => [w.symbol, w.field])).toEqual([
      ['EUR', 'usdPerUnit'],
      ['GBP', 'usdPerUnit'],
      ['CHF', 'date'],
    ]);
  });

  it('drops bars with prices at or below zero', async () => {
    const bar = (date: string, close: number) => ({ date, open: 1, high: 2, low: 1, close, volume: 3 });
    const provider = fakeProvider('yahoo', {
      getDailyHistory: async () => [bar('2025-01-02', 2), bar('2025-01-03', -1), bar('2025-01-06', Number.POSITIVE_INFINITY)],
    });
    const facade = new MarketData({ clock: systemClock, providers: [provider], timeoutMs: 1000 });
    const bars = await facade.call('getDailyHistory', { symbol: 'A', from: '2025-01-01', to: '2025-01-10' });
    expect(bars.data.map((b) => b.date)).toEqual(['2025-01-02']);
  });

  it('passes descriptions on as plain text: HTML entities decoded, unknown ones kept', async () => {
    const html = 'Tracks the S&amp;P 500&#174; &ldquo;index&rdquo; &bogus; Bonds&notes';
    const provider = fakeProvider('fmp', {
      getProfile: async () => ({ description: html }) as never,
      getFundInfo: async () => ({ description: html }) as never,
    });
    const facade = new MarketData({ clock: systemClock, providers: [provider], timeoutMs: 1000 });
    const plain = 'Tracks the S&P 500® “index” &bogus; Bonds&notes';
    expect((await facade.call('getProfile', { symbol: 'A' })).data.description).toBe(plain);
    expect((await facade.call('getFundInfo', { symbol: 'A' })).data.description).toBe(plain);
  });
});

describe('provider status', () => {
  it('counts calls today and keeps the last success and failure with its message; unsupported calls do not count', async () => {
    let fail = false;
    const provider = fakeProvider('fmp', {
      getExecutives: async () => {
        if (fail) throw new MarketDataError('unavailable', 'fmp', 'Financial Modeling Prep: no answer within 10 ms');
        return [];
      },
    });
    const facade = new MarketData({ providers: [provider], timeoutMs: 1000, clock: { now: () => new Date('2025-03-04T10:00:00Z') } });
    await facade.call('getExecutives', { symbol: 'A' });
    fail = true;
    await expect(facade.call('getExecutives', { symbol: 'A' })).rejects.toThrow();
    await expect(facade.call('getMovers', {})).rejects.toThrow();
    expect(facade.status.snapshot()).toEqual([
      {
        provider: 'fmp',
        callsToday: 2,
        failuresToday: 1,
        quotaErrorsToday: 0,
        lastSuccessAt: '2025-03-04T10:00:00.000Z',
        lastFailureAt: '2025-03-04T10:00:00.000Z',
        lastFailureMessage: 'Financial Modeling Prep: no answer within 10 ms',
      },
    ]);
  });
});
