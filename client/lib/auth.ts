/**
 * Who is signed in, built on the generated auth hooks. GET /auth/me answering 401 (or failing
 * at all) means anonymous; it is never retried, so the shell settles quickly.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';
import { getGetMeQueryKey, useGetMe, useListAuthProviders, useLogout } from '../../generated/client/auth/auth';
import type { AuthProvider, User } from '../../generated/model';
import { clearAuthRedirect } from './auth-redirect';

export type AuthUser = User;
export type { AuthProvider };

export type AuthState =
  | { status: 'loading'; user: null }
  | { status: 'authenticated'; user: AuthUser }
  | { status: 'anonymous'; user: null };

const ME_STALE_TIME = 60_000;

export function useAuth(): AuthState {
  const me = useGetMe({ query: { retry: false, staleTime: ME_STALE_TIME } });
  if (me.isPending) return { status: 'loading', user: null };
  if (me.isError || !me.data) return { status: 'anonymous', user: null };
  return { status: 'authenticated', user: me.data };
}

/** The sign-in providers the server offers; empty while loading or when the list fails. */
export function useAuthProviders(): { providers: readonly AuthProvider[]; isLoading: boolean } {
  const query = useListAuthProviders({ query: { retry: false, staleTime: 5 * 60_000 } });
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
