import type { ReactNode } from 'react';
import { useAuth } from '../lib/auth';
import { LoginButtons } from './login-buttons';

/** What a login-required page shows to anonymous visitors. */
function AuthRequired() {
  return (
    <section className="panel auth-required" aria-labelledby="auth-required-title">
      <h2 id="auth-required-title">Authentication Required</h2>
      <p>Please log in to access this feature.</p>
      <LoginButtons />
    </section>
  );
}

/** Renders `children` only for signed-in users; otherwise a loading line or AuthRequired. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const auth = useAuth();
  if (auth.status === 'loading') return <p className="muted">Loading...</p>;
  if (auth.status === 'anonymous') return <AuthRequired />;
  return <>{children}</>;
}
