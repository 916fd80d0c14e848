import { createFileRoute, Outlet, redirect } from '@tanstack/react-router';
import { isMessageFilter } from '../features/messages/message-filters';

/** An unknown filter becomes 'all'. */
export const Route = createFileRoute('/messages/$filter')({
  beforeLoad: ({ params }) => {
    if (!isMessageFilter(params.filter)) {
      throw redirect({ to: '/messages/$filter', params: { filter: 'all' }, replace: true });
    }
  },
  component: Outlet,
});
