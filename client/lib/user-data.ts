import { type QueryClient, useQueries } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { AuthState } from './auth';
import { featureFlagsQueryOptions } from './feature-flags';
import { preferencesQueryOptions } from './preferences';
import { favoritesQueryOptions, hiddenQueryOptions } from './watchlists';

/**
 * Once signed in, loads preferences, favourites and hidden tickers in parallel; each failure is
 * tolerated on its own (a preferences failure is only logged). Signing out removes them all.
 */
export function useUserDataLoader(status: AuthState['status']): void {
  const [preferences] = useQueries({ queries: userDataQueries(status === 'authenticated') });
  const preferencesError = preferences?.error;
  useEffect(() => {
    if (preferencesError) console.error('Loading preferences failed', preferencesError);
  }, [preferencesError]);
}

function userDataQueries(enabled: boolean) {
  return [preferencesQueryOptions(enabled), favoritesQueryOptions(enabled), hiddenQueryOptions(enabled)] as const;
}

/** Loads the signed-in user's data and feature flags ahead of rendering (the server renders pages with them). */
export async function prefetchUserData(queryClient: QueryClient): Promise<void> {
  const [preferences, favorites, hidden] = userDataQueries(true);
  await Promise.all([
    queryClient.prefetchQuery(preferences),
    queryClient.prefetchQuery(favorites),
    queryClient.prefetchQuery(hidden),
    queryClient.prefetchQuery(featureFlagsQueryOptions()),
  ]);
}
