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
});
