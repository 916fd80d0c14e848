import { ClientOnly, useRouterState } from '@tanstack/react-router';
import { type ReactNode, useDeferredValue } from 'react';
import { useAuth } from '../../lib/auth';
import { useUserDataLoader } from '../../lib/user-data';
import { ToastRegion } from '../../components/toast-region';
import { Footer } from './footer';
import { Header } from './header';
import { usePostLoginRedirect } from './use-post-login-redirect';
import { useSearchShortcut } from './use-search-shortcut';

/** Signed-in pieces that other features provide; the root route passes them in. */
export interface ShellSlots {
  /** The header search box (its input must carry HEADER_SEARCH_ID). */
  search?: ReactNode;
  /** The header's Messages link with its unread badge. */
  messagesLink?: ReactNode;
  /** The footer's Submit Feedback link. */
  feedbackLink?: ReactNode;
  /** Dialogs that open on their own, such as onboarding. */
  overlays?: ReactNode;
}

/** Page frame: skip link, header, main content, footer. */
export function AppShell({ children, slots = {} }: { children: ReactNode; slots?: ShellSlots }) {
  // When GET /auth/me answers, the shell follows in a deferred render, which React splits into
  // short tasks, instead of one long task (on mount it shows what is known at once).
  const auth = useDeferredValue(useAuth());
  useSearchShortcut();
  usePostLoginRedirect(auth.status);
  useUserDataLoader(auth.status);
  const signedIn = auth.status === 'authenticated';
  // While the next page loads the current one stays, dimmed (after a short delay, in CSS) and busy.
  const navigating = useRouterState({ select: (state) => state.status === 'pending' });
  return (
    <div className="app">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <Header auth={auth} search={slots.search} messagesLink={slots.messagesLink} />
      {/* Hidden until auth settles: the header's final height is known only then (the signed-in
          header is taller), so the page would otherwise be painted and then pushed down. */}
      <main id="main" className="site-main" tabIndex={-1} data-auth={auth.status} aria-busy={navigating || undefined}>
        {children}
      </main>
      <Footer feedbackLink={signedIn ? slots.feedbackLink : undefined} />
      <ToastRegion />
      {/* Dialogs live in the browser only (a portal to document.body; the server has none). */}
      {signedIn && <ClientOnly>{slots.overlays}</ClientOnly>}
    </div>
  );
}
