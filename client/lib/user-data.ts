import { useQueries } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { AuthState } from './auth';
import { preferencesQueryOptions } from './preferences';
import { favoritesQueryOptions, hiddenQueryOptions } from './watchlists';

/**
 * Once signed in, loads preferences, favourites and hidden tickers in parallel; each failure is
 * tolerated on its own (a preferences failure is only logged). Signing out removes them all.
 */
export function useUserDataLoader(status: AuthState['status']): void {
  const enabled = status === 'authenticated';
  const [preferences] = useQueries({
    queries: [preferencesQueryOptions(enabled), favoritesQueryOptions(enabled), hiddenQueryOptions(enabled)],
  });
  const preferencesError = preferences?.error;
  useEffect(() => {
    if (preferencesError) console.error('Loading preferences failed', preferencesError);
  }, [preferencesError]);
}
