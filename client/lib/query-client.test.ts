import { notifyManager, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { ApiError } from './api-fetch';
import { createQueryClient, shouldRetry } from './query-client';

describe('shouldRetry', () => {
  it('never retries client errors', () => {
    expect(shouldRetry(0, new ApiError('Authentication required', 401))).toBe(false);
    expect(shouldRetry(0, new ApiError('Unknown symbol.', 404))).toBe(false);
  });

  it('retries other failures twice', () => {
    expect(shouldRetry(0, new ApiError('The server could not answer.', 502))).toBe(true);
    expect(shouldRetry(1, new TypeError('Failed to fetch'))).toBe(true);
    expect(shouldRetry(2, new TypeError('Failed to fetch'))).toBe(false);
  });
});

describe('createQueryClient', () => {
  it('tells subscribers of a cache change within the same task (a microtask, not a timer)', async () => {
    const queryClient = createQueryClient();
    const observer = new QueryObserver(queryClient, { queryKey: ['flag'], enabled: false });
    const seen: unknown[] = [];
    // As useQuery subscribes: through notifyManager.batchCalls, which defers to the scheduler.
    const unsubscribe = observer.subscribe(notifyManager.batchCalls((result) => seen.push(result.data)));
    queryClient.setQueryData(['flag'], true);
    await Promise.resolve();
    await Promise.resolve();
    expect(seen).toContain(true);
    unsubscribe();
  });
});
