import { useRouter } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { clearAuthRedirect, isAuthPath, readAuthRedirect } from '../../lib/auth-redirect';
import type { AuthState } from '../../lib/auth';

const RESTORE_DELAY_MS = 100;

/**
 * After sign-in, return once to the page the user was on before logging in. The stored address
 * is taken out of session storage as soon as the user is known, so a page left within the delay
 * (a reload, another address) never replays it later.
 */
export function usePostLoginRedirect(status: AuthState['status']): void {
  const router = useRouter();
  // Kept across StrictMode's effect re-run, which would otherwise find the storage already empty.
  const pending = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (status !== 'authenticated') return;
    pending.current ??= readAuthRedirect();
    clearAuthRedirect();
    const stored = pending.current;
    if (!stored) return;
    const timer = setTimeout(() => {
      pending.current = undefined;
      const { pathname, searchStr } = router.state.location;
      if (stored === `${pathname}${searchStr}` || isAuthPath(pathname) || isAuthPath(stored)) return;
      void router.navigate({ href: stored, replace: true });
    }, RESTORE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [status, router]);
}
