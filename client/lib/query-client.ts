import { notifyManager, QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-fetch';

/** What every route receives as router context. */
export interface RouterContext {
  queryClient: QueryClient;
}

/** How long a failed load waits before its one retry: long enough for a blip to pass, short enough that an error shows within 2 s. */
export const RETRY_DELAY_MS = 400;

/**
 * A failure another try may cure: the network dropped (fetch throws a TypeError), the server
 * failed (5xx) or asked us to slow down (429). Any other answer (400, 401, 404, 422…) would only
 * come back the same.
 */
function isWorthRetrying(error: unknown): boolean {
  if (error instanceof ApiError) return error.status >= 500 || error.status === 429;
  return error instanceof TypeError;
}

/** One quick retry, and only for a failure worth retrying; then the page shows the error with its Try Again button. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  return failureCount < 1 && isWorthRetrying(error);
}

/**
 * The app's query client. Cache changes reach components in a microtask rather than React
 * Query's default setTimeout(0): an optimistic change made in a click handler then renders before
 * the browser's next task, so a controlled checkbox or radio never shows its old state in between.
 * A load that has just failed (with its retry) in a route loader or the server's render is not
 * fetched again when the page mounts (`retryOnMount: false`): the page shows the error and its
 * Try Again button at once. A new visit to a route asks again through its loader.
 */
export function createQueryClient(): QueryClient {
  notifyManager.setScheduler(queueMicrotask);
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, retry: shouldRetry, retryDelay: RETRY_DELAY_MS, retryOnMount: false },
      mutations: { retry: false },
    },
  });
}
