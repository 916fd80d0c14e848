import type { ReactNode } from 'react';
import { useAuth } from '../../lib/auth';
import { Footer } from './footer';
import { Header } from './header';
import { usePostLoginRedirect } from './use-post-login-redirect';
import { useSearchShortcut } from './use-search-shortcut';

/** Page frame: skip link, header, main content, footer. */
export function AppShell({ children }: { children: ReactNode }) {
  const auth = useAuth();
  useSearchShortcut();
  usePostLoginRedirect(auth.status);
  return (
    <div className="app">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <Header auth={auth} />
      <main id="main" className="site-main" tabIndex={-1}>
        {children}
      </main>
      <Footer signedIn={auth.status === 'authenticated'} />
    </div>
  );
}
