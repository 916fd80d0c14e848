import { LRUCache } from 'lru-cache';
import type { Clock } from './clock';

/**
 * A bounded in-memory cache (lru-cache) whose entries expire by the app's clock, so tests that
 * move the simulated clock expire them too. Give each entry its lifetime: `set(key, value, { ttl })`.
 */
export function clockedCache<V extends NonNullable<unknown>>(max: number, clock: Clock): LRUCache<string, V> {
  // ttlResolution 0: read the clock on every check rather than reuse a reading for a real millisecond.
  return new LRUCache<string, V>({ max, perf: { now: () => clock.now().getTime() }, ttlResolution: 0 });
}
