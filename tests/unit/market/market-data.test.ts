import { describe, expect, it } from 'vitest';
import { MarketData } from '../../../server/providers/market/market-data';
import { MarketDataError, type ProviderName } from '../../../server/providers/market/types';
import { systemClock } from '../../../server/lib/clock';
import { fakeProvider, fakeQuote } from './fake-provider';

const notFound = (name: ProviderName) => async () => {
  throw new MarketDataError('not_found', name, 'no such symbol');
};

describe('the market-data facade', () => {
  it('answers from the first provider that can, saying which one and when', async () => {
    const facade = new MarketData({
      providers: [fakeProvider('sec', {}), fakeProvider('fmp', { getExecutives: async () => [{ name: 'A', title: 'CEO' }] })],
      timeoutMs: 1000,
      clock: { now: () => new Date('2025-01-02T12:00:00Z') },
    });
    const answer = await facade.call('getExecutives', { symbol: 'X' });
    expect(answer).toEqual({ data: [{ name: 'A', title: 'CEO' }], provider: 'fmp', asOf: '2025-01-02T12:00:00.000Z' });
  });

  it('reports the most telling failure when every provider fails', async () => {
    const keyProblem = async () => {
      throw new MarketDataError('auth', 'fmp', 'Invalid API key');
    };
    const failing = new MarketData({
      providers: [fakeProvider('sec', { getProfile: notFound('sec') }), fakeProvider('fmp', { getProfile: keyProblem })],
      timeoutMs: 1000,
      clock: systemClock,
    });
    await expect(failing.call('getProfile', { symbol: 'X' })).rejects.toMatchObject({ kind: 'auth', provider: 'fmp' });
    const unknown = new MarketData({
      providers: [fakeProvider('sec', { getProfile: notFound('sec') }), fakeProvider('fmp', {})],
      timeoutMs: 1000,
      clock: systemClock,
    });
    await expect(unknown.call('getProfile', { symbol: 'X' })).rejects.toMatchObject({ kind: 'not_found' });
  });

  it('times out a provider that does not answer and fails over', async () => {
    let signal: AbortSignal | undefined;
    const hanging = fakeProvider('yahoo', {
      getMovers: (args) => {
        signal = args.signal;
        return new Promise(() => undefined);
      },
    });
    const answering = fakeProvider('demo', { getMovers: async () => ({ gainers: [], losers: [], mostActive: [] }) });
    const facade = new MarketData({ clock: systemClock, providers: [hanging, answering], timeoutMs: 30 });
    const answer = await facade.call('getMovers', {});
    expect(answer.provider).toBe('demo');
    expect(signal?.aborted).toBe(true);
  });

  it('caches answers for their time to live and shares calls in flight', async () => {
    let calls = 0;
    let now = Date.parse('2026-03-10T15:00:00Z');
    const facade = new MarketData({
      providers: [fakeProvider('demo', { getMovers: async () => ({ gainers: [], losers: [], mostActive: [], n: ++calls }) as never })],
      timeoutMs: 1000,
      clock: { now: () => new Date(now) },
    });
    await Promise.all([facade.call('getMovers', {}, { ttlMs: 100 }), facade.call('getMovers', {}, { ttlMs: 100 })]);
    expect(calls).toBe(1);
    // Fresh for its whole time to live, stale after it.
    now += 100;
    await facade.call('getMovers', {}, { ttlMs: 100 });
    expect(calls).toBe(1);
    now += 1;
    await facade.call('getMovers', {}, { ttlMs: 100 });
    expect(calls).toBe(2);
    await facade.call('getMovers', {});
    expect(calls).toBe(3);
  });

  it('splits quote batches to the provider maximum and caches quotes per symbol', async () => {
    const batches: string[][] = [];
    const provider = fakeProvider(
      'fmp',
      { getQuotes: async ({ symbols }) => (batches.push(symbols), symbols.filter((s) => s !== 'NONE').map((s) => fakeQuote(s))) },
      2,
    );
    const facade = new MarketData({ clock: systemClock, providers: [provider], timeoutMs: 1000 });
    const answer = await facade.getQuotes(['a', 'B', 'C', 'NONE', 'E'], { ttlMs: 1000 });
    expect(batches).toEqual([['A', 'B'], ['C', 'NONE'], ['E']]);
    expect(answer.data.map((q) => q.symbol)).toEqual(['A', 'B', 'C', 'E']);
    await facade.getQuotes(['B', 'F'], { ttlMs: 1000 });
    expect(batches.at(-1)).toEqual(['F']);
  });
});
