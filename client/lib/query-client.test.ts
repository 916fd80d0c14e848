import { notifyManager, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-fetch';
import { createQueryClient, RETRY_DELAY_MS, shouldRetry } from './query-client';

describe('shouldRetry', () => {
  it('never retries client errors: the same request gets the same answer', () => {
    for (const status of [400, 401, 403, 404, 409, 422]) expect(shouldRetry(0, new ApiError('No.', status))).toBe(false);
  });

  it('retries server errors, rate limits and dropped connections once', () => {
    for (const error of [
      new ApiError('The server could not answer.', 502),
      new ApiError('Slow down.', 429),
      new TypeError('Failed to fetch'),
    ]) {
      expect(shouldRetry(0, error)).toBe(true);
      expect(shouldRetry(1, error)).toBe(false);
    }
  });

  it('does not retry a failure of the page itself (a bad answer, a bug)', () => {
    expect(shouldRetry(0, new SyntaxError('Unexpected token < in JSON'))).toBe(false);
    expect(shouldRetry(0, new Error('x is undefined'))).toBe(false);
  });
});

describe('createQueryClient', () => {
  afterEach(() => vi.useRealTimers());

  it('gives a failing server one quick retry, then reports the error', async () => {
    vi.useFakeTimers();
    const queryClient = createQueryClient();
    const queryFn = vi.fn().mockRejectedValue(new ApiError('The server could not answer.', 503));
    const failed = queryClient.fetchQuery({ queryKey: ['company'], queryFn }).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(RETRY_DELAY_MS);
    expect(await failed).toBeInstanceOf(ApiError);
    expect(queryFn).toHaveBeenCalledTimes(2);
  });

  it('reports a 404 at once, without asking again', async () => {
    const queryClient = createQueryClient();
    const queryFn = vi.fn().mockRejectedValue(new ApiError('Unknown symbol.', 404));
    await expect(queryClient.fetchQuery({ queryKey: ['unknown'], queryFn })).rejects.toThrow('Unknown symbol.');
    expect(queryFn).toHaveBeenCalledTimes(1);
  });

  it('shows a load that just failed as it is when a page mounts it, instead of fetching it again', async () => {
    const queryClient = createQueryClient();
    const queryFn = vi.fn().mockRejectedValue(new ApiError('Unknown symbol.', 404));
    await queryClient.prefetchQuery({ queryKey: ['company'], queryFn });
    const observer = new QueryObserver(queryClient, { queryKey: ['company'], queryFn });
    const unsubscribe = observer.subscribe(() => {});
    expect(observer.getCurrentResult()).toMatchObject({ isError: true, isFetching: false });
    await observer.refetch();
    expect(queryFn).toHaveBeenCalledTimes(2);
    unsubscribe();
  });

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
