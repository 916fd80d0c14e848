import type { QueryClient, QueryKey } from '@tanstack/react-query';

export interface OptimisticChange<TData, TResult> {
  queryClient: QueryClient;
  queryKey: QueryKey;
  /** The cache as the user should see it right away. */
  apply: (current: TData | undefined) => TData;
  /** The server call. */
  send: () => Promise<TResult>;
  /** What the cache becomes from the server's answer; without it the optimistic value stays. */
  settle?: (result: TResult) => TData;
}

/**
 * Applies a change to a cached query at once, sends it, and restores the previous cache (then
 * rethrows) when the server call fails. One rule for every optimistic update in the client.
 */
export async function changeOptimistically<TData, TResult>(change: OptimisticChange<TData, TResult>): Promise<TResult> {
  const { queryClient, queryKey } = change;
  const previous = queryClient.getQueryData<TData>(queryKey);
  // Synchronously, inside the event that caused it: a controlled input must not render the old
  // value in between. setQueryData also becomes the state a cancelled refetch reverts to.
  queryClient.setQueryData<TData>(queryKey, change.apply(previous));
  await queryClient.cancelQueries({ queryKey });
  try {
    const result = await change.send();
    if (change.settle) queryClient.setQueryData<TData>(queryKey, change.settle(result));
    return result;
  } catch (error) {
    queryClient.setQueryData<TData | undefined>(queryKey, previous);
    throw error;
  }
}
