import { useEffect, useRef } from 'react';
import { providerLoginUrl, readAuthRedirect, safeReturnPath, storeAuthRedirect } from '../../lib/auth-redirect';

/** The page to come back to: the `redirect` search param, else the stored address, else home. */
function returnPath(redirect: string | undefined): string {
  return safeReturnPath(redirect) ?? readAuthRedirect() ?? '/';
}

/** Remembers where to come back to, then hands the browser to the provider's login endpoint. */
export function LoginRedirect({ provider, redirect }: { provider: string; redirect: string | undefined }) {
  const target = providerLoginUrl(provider, returnPath(redirect));
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    storeAuthRedirect(returnPath(redirect));
    window.location.assign(target);
  }, [redirect, target]);

  return (
    <section className="page">
      <h1>Login</h1>
      <p role="status">Redirecting to login...</p>
      <p className="muted">
        Nothing happening? <a href={target}>Continue to the login page</a>.
      </p>
    </section>
  );
}
