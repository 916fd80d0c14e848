import { useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { clearAuthRedirect, isAuthPath, readAuthRedirect } from '../../lib/auth-redirect';
import type { AuthState } from '../../lib/auth';

const RESTORE_DELAY_MS = 100;

/** After sign-in, return once to the page the user was on before logging in. */
export function usePostLoginRedirect(status: AuthState['status']): void {
  const router = useRouter();
  useEffect(() => {
    if (status !== 'authenticated') return;
    const stored = readAuthRedirect();
    if (!stored) return;
    const { pathname, searchStr } = router.state.location;
    const current = `${pathname}${searchStr}`;
    clearAuthRedirect();
    if (stored === current || isAuthPath(pathname) || isAuthPath(stored)) return;
    const timer = setTimeout(() => router.history.push(stored), RESTORE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [status, router]);
}
