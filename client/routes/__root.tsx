import { createRootRouteWithContext, HeadContent, Outlet } from '@tanstack/react-router';
import { NotFound } from '../components/not-found';
import { AppShell } from '../features/shell/app-shell';
import type { RouterContext } from '../lib/query-client';
import { SITE_NAME } from '../lib/page-title';

export const Route = createRootRouteWithContext<RouterContext>()({
  head: () => ({ meta: [{ title: SITE_NAME }] }),
  component: RootLayout,
  notFoundComponent: NotFound,
});

function RootLayout() {
  return (
    <>
      <HeadContent />
      <AppShell>
        <Outlet />
      </AppShell>
    </>
  );
}
