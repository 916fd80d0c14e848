import { describe, expect, it } from 'vitest';
import { clockedCache } from '../../server/lib/clocked-cache';
import { TestClock } from '../support/test-clock';

describe('clockedCache', () => {
  it('keeps an entry for its whole lifetime by the app clock (not the machine clock), then drops it', () => {
    const clock = new TestClock();
    const cache = clockedCache<string>(10, clock);
    cache.set('AAPL', 'quote', { ttl: 60_000 });
    clock.advance(60_000);
    expect(cache.get('AAPL')).toBe('quote');
    clock.advance(1);
    expect(cache.get('AAPL')).toBeUndefined();
  });

  it('keeps at most its bound, dropping the least recently used', () => {
    const cache = clockedCache<number>(2, new TestClock());
    cache.set('a', 1, { ttl: 1000 });
    cache.set('b', 2, { ttl: 1000 });
    cache.get('a');
    cache.set('c', 3, { ttl: 1000 });
    expect([...cache.keys()].sort()).toEqual(['a', 'c']);
  });
});
