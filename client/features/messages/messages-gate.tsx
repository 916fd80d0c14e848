import { Navigate } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useAuth } from '../../lib/auth';

/** Messages are for signed-in users only; anyone else is sent home. */
export function MessagesGate({ children }: { children: ReactNode }) {
  const auth = useAuth();
  if (auth.status === 'loading') return <p className="muted">Loading...</p>;
  if (auth.status === 'anonymous') return <Navigate to="/" replace />;
  return <>{children}</>;
}
