/**
 * Who is signed in, built on the generated auth hooks. GET /auth/me answering 401 (or failing
 * at all) means anonymous; it is never retried, so the shell settles quickly.
 */
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useCallback, useMemo } from 'react';
import {
  getGetMeQueryKey,
  getGetMeQueryOptions,
  getListAuthProvidersQueryOptions,
  useGetMe,
  useListAuthProviders,
  useLogout,
} from '../../generated/client/auth/auth';
import type { AuthProvider, User } from '../../generated/model';
import { clearAuthRedirect } from './auth-redirect';

type AuthUser = User;
export type { AuthProvider };

export type AuthState =
  { status: 'loading'; user: null } | { status: 'authenticated'; user: AuthUser } | { status: 'anonymous'; user: null };

const ME_STALE_TIME = 60_000;

/** A failed check is not repeated when another component starts reading it. */
export const meQuery = { retry: false, retryOnMount: false, staleTime: ME_STALE_TIME } as const;

/**
 * Starts GET /auth/me before the first render, beside the download of the route's code; the
 * shell (and the page, hidden until auth settles) would otherwise wait for both in turn.
 */
export function prefetchAuth(queryClient: QueryClient): Promise<void> {
  return queryClient.prefetchQuery(getGetMeQueryOptions({ query: meQuery }));
}

/** Whether GET /auth/me, once fetched, named a user. */
export function isSignedIn(queryClient: QueryClient): boolean {
  return queryClient.getQueryData(getGetMeQueryKey()) !== undefined;
}

/** How the sign-in providers are fetched, everywhere (the header's buttons, the login route). */
export const providersQuery = { retry: false, staleTime: 5 * 60_000 } as const;

/** Loads the sign-in providers the anonymous header offers (the server renders it with them). */
export function prefetchAuthProviders(queryClient: QueryClient): Promise<void> {
  return queryClient.prefetchQuery(getListAuthProvidersQueryOptions({ query: providersQuery }));
}

const LOADING_AUTH: AuthState = { status: 'loading', user: null };
const ANONYMOUS_AUTH: AuthState = { status: 'anonymous', user: null };

/** The same object while nothing changes, so a deferred copy of it re-renders only on a change. */
export function useAuth(): AuthState {
  const me = useGetMe({ query: meQuery });
  const user = me.data;
  const authenticated = useMemo<AuthState | undefined>(() => (user ? { status: 'authenticated', user } : undefined), [user]);
  if (me.isPending) return LOADING_AUTH;
  if (me.isError || !authenticated) return ANONYMOUS_AUTH;
  return authenticated;
}

/** The sign-in providers the server offers; empty while loading or when the list fails. */
export function useAuthProviders(): { providers: readonly AuthProvider[]; isLoading: boolean } {
  const query = useListAuthProviders({ query: providersQuery });
  return { providers: query.data?.providers ?? [], isLoading: query.isPending };
}

/**
 * Signs out: POST /auth/logout, forget the pre-login address and every cached user query, then
 * go home. Rejects (and the user stays signed in) when the server call fails.
 */
export function useSignOut(): { signOut: () => Promise<void>; isPending: boolean; error: unknown } {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const logout = useLogout();
  const { mutateAsync } = logout;

  const signOut = useCallback(async () => {
    await mutateAsync();
    clearAuthRedirect();
    await navigate({ to: '/' });
    const meKey = JSON.stringify(getGetMeQueryKey());
    queryClient.removeQueries({ predicate: (query) => JSON.stringify(query.queryKey) !== meKey });
    await queryClient.resetQueries({ queryKey: getGetMeQueryKey() });
  }, [mutateAsync, navigate, queryClient]);

  return { signOut, isPending: logout.isPending, error: logout.error };
}
