import { describe, expect, it } from 'vitest';
import { systemClock } from '../../../server/lib/clock';
import { TestClock } from '../../support/test-clock';
import { CompanyCache } from '../../../server/services/market/reading/company-cache';
import type { StoredCompany } from '../../../server/services/market/reading/company-cache';

const stored = (name: string) => ({ company: { companyName: name }, storedPrice: null, storedMarketCap: null }) as unknown as StoredCompany;

describe('the company cache', () => {
  it('loads a symbol once, shares a load in flight, and reloads after invalidate', async () => {
    const cache = new CompanyCache(systemClock);
    let loads = 0;
    const load = async () => stored(`v${++loads}`);
    const [a, b] = await Promise.all([cache.get('AAA', load), cache.get('AAA', load)]);
    expect(a).toBe(b);
    expect((await cache.get('AAA', load))?.company.companyName).toBe('v1');
    cache.invalidate();
    expect((await cache.get('AAA', load))?.company.companyName).toBe('v2');
    expect(loads).toBe(2);
  });

  it('keeps neither unknown symbols nor failed loads', async () => {
    const cache = new CompanyCache(systemClock);
    expect(await cache.get('ZZZ', async () => undefined)).toBeUndefined();
    // The cache forgets them in a reaction registered before the caller's, so by now they are gone.
    await expect(cache.get('BBB', async () => Promise.reject(new Error('db down')))).rejects.toThrow('db down');
    expect((await cache.get('ZZZ', async () => stored('new')))?.company.companyName).toBe('new');
    expect((await cache.get('BBB', async () => stored('back')))?.company.companyName).toBe('back');
  });

  it('does not keep a load that was in flight when market data was written', async () => {
    const cache = new CompanyCache(systemClock);
    let finish: (value: StoredCompany) => void = () => undefined;
    const stale = cache.get('AAA', () => new Promise((resolve) => (finish = resolve)));
    cache.invalidate();
    finish(stored('old'));
    await stale;
    expect((await cache.get('AAA', async () => stored('fresh')))?.company.companyName).toBe('fresh');
  });

  it('reloads entries older than its maximum age', async () => {
    const clock = new TestClock('2026-11-24T15:00:00Z');
    const cache = new CompanyCache(clock, 10, 60_000);
    await cache.get('AAA', async () => stored('v1'));
    clock.advance(60_000);
    expect((await cache.get('AAA', async () => stored('v2')))?.company.companyName).toBe('v1');
    clock.advance(1);
    expect((await cache.get('AAA', async () => stored('v2')))?.company.companyName).toBe('v2');
  });
});
