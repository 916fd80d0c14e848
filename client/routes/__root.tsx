import { ClientOnly, createRootRouteWithContext, HeadContent, Outlet } from '@tanstack/react-router';
import { NotFound } from '../components/not-found';
import { FeedbackLink } from '../features/feedback/feedback-link';
import { UnreadBadgeLink } from '../features/messages/unread-badge-link';
import { OnboardingModal } from '../features/onboarding/onboarding-modal';
import { HeaderSearch } from '../features/search/header-search';
import { AppShell, type ShellSlots } from '../features/shell/app-shell';
import { HEADER_SEARCH_ID } from '../features/shell/use-search-shortcut';
import type { RouterContext } from '../lib/query-client';
import { SITE_NAME } from '../lib/page-title';

export const Route = createRootRouteWithContext<RouterContext>()({
  head: () => ({ meta: [{ title: SITE_NAME }] }),
  component: RootLayout,
  notFoundComponent: NotFound,
});

/** The signed-in pieces of the shell, composed here so features stay apart. */
const slots: ShellSlots = {
  search: <HeaderSearch inputId={HEADER_SEARCH_ID} />,
  messagesLink: <UnreadBadgeLink />,
  feedbackLink: <FeedbackLink />,
  overlays: <OnboardingModal />,
};

function RootLayout() {
  return (
    <>
      {/* The server writes the first title into the page itself (see entry-server.tsx). */}
      <ClientOnly>
        <HeadContent />
      </ClientOnly>
      <AppShell slots={slots}>
        <Outlet />
      </AppShell>
    </>
  );
}
