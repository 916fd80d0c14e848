import { QueryClient } from '@tanstack/react-query';
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

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, retry: shouldRetry },
      mutations: { retry: false },
    },
  });
}
