import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { changeOptimistically } from './optimistic';

describe('changeOptimistically', () => {
  it('keeps the server answer when settle is given', async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(['list'], ['A']);
    await changeOptimistically<string[], string[]>({
      queryClient,
      queryKey: ['list'],
      apply: (current) => [...(current ?? []), 'B'],
      send: async () => ['A', 'B', 'C'],
      settle: (result) => result,
    });
    expect(queryClient.getQueryData(['list'])).toEqual(['A', 'B', 'C']);
  });

  it('restores the previous value and rethrows on failure', async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(['list'], ['A']);
    const change = changeOptimistically<string[], never>({
      queryClient,
      queryKey: ['list'],
      apply: () => [],
      send: () => Promise.reject(new Error('boom')),
    });
    await expect(change).rejects.toThrow('boom');
    expect(queryClient.getQueryData(['list'])).toEqual(['A']);
  });

  it('shows the change synchronously, before any await, so a controlled input never flickers back', () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(['flag'], false);
    void changeOptimistically<boolean, boolean>({
      queryClient,
      queryKey: ['flag'],
      apply: () => true,
      send: () => new Promise(() => {}),
    });
    expect(queryClient.getQueryData(['flag'])).toBe(true);
  });

  it('cancels a refetch in flight without reverting to the old value', async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(['flag'], false);
    const refetch = queryClient.fetchQuery({ queryKey: ['flag'], queryFn: () => new Promise<boolean>(() => {}), staleTime: 0 });
    await changeOptimistically<boolean, boolean>({
      queryClient,
      queryKey: ['flag'],
      apply: () => true,
      send: async () => true,
    });
    await refetch.catch(() => undefined);
    expect(queryClient.getQueryData(['flag'])).toBe(true);
  });
});
