import { useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { clearAuthRedirect, isAuthPath, readAuthRedirect } from '../../lib/auth-redirect';
import type { AuthState } from '../../lib/auth';

const RESTORE_DELAY_MS = 100;

/** After sign-in, return once to the page the user was on before logging in. */
export function usePostLoginRedirect(status: AuthState['status']): void {
  const router = useRouter();
  useEffect(() => {
    if (status !== 'authenticated' || !readAuthRedirect()) return;
    const timer = setTimeout(() => {
      const stored = readAuthRedirect();
      clearAuthRedirect();
      const { pathname, searchStr } = router.state.location;
      if (!stored || stored === `${pathname}${searchStr}` || isAuthPath(pathname) || isAuthPath(stored)) return;
      void router.navigate({ href: stored, replace: true });
    }, RESTORE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [status, router]);
}
