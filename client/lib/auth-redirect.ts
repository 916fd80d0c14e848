import { safeReturnPath } from '../../common/return-path';

export { isAuthPath, safeReturnPath } from '../../common/return-path';

/** Session-storage key of the address to return to after sign-in. */
const AUTH_REDIRECT_KEY = 'authRedirectURL';

function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.sessionStorage;
  } catch {
    return undefined; // storage disabled by the browser
  }
}

export function readAuthRedirect(): string | undefined {
  return safeReturnPath(storage()?.getItem(AUTH_REDIRECT_KEY));
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
