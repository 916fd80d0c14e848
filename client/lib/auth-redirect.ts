/** Session-storage key of the address to return to after sign-in. */
export const AUTH_REDIRECT_KEY = 'authRedirectURL';

/** True for same-site paths ('/x', not '//host' or 'http://…'). */
export function isSafeLocalPath(value: unknown): value is string {
  return typeof value === 'string' && value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\');
}

/** Paths that belong to the sign-in flow itself and must never be returned to. */
export function isAuthPath(path: string): boolean {
  return path.startsWith('/login/') || path.startsWith('/api/v1/auth/');
}

function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.sessionStorage;
  } catch {
    return undefined; // storage disabled by the browser
  }
}

export function readAuthRedirect(): string | undefined {
  const value = storage()?.getItem(AUTH_REDIRECT_KEY);
  return isSafeLocalPath(value) ? value : undefined;
}

export function storeAuthRedirect(path: string): void {
  storage()?.setItem(AUTH_REDIRECT_KEY, path);
}

export function clearAuthRedirect(): void {
  storage()?.removeItem(AUTH_REDIRECT_KEY);
}

/** The server endpoint that starts sign-in with `provider` and comes back to `redirect`. */
export function providerLoginUrl(provider: string, redirect: string): string {
  return `/api/v1/auth/login/${encodeURIComponent(provider)}?redirect=${encodeURIComponent(redirect)}`;
}
