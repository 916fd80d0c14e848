import { notifyManager, QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-fetch';

/** What every route receives as router context. */
export interface RouterContext {
  queryClient: QueryClient;
}

/** Client errors (4xx) will not change on a retry; anything else gets two more tries. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}

/**
 * The app's query client. Cache changes reach components in a microtask rather than React
 * Query's default setTimeout(0): an optimistic change made in a click handler then renders before
 * the browser's next task, so a controlled checkbox or radio never shows its old state in between.
 */
export function createQueryClient(): QueryClient {
  notifyManager.setScheduler(queueMicrotask);
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, retry: shouldRetry },
      mutations: { retry: false },
    },
  });
}
