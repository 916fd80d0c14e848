import { createFileRoute, Outlet } from '@tanstack/react-router';
import { MessagesGate } from '../features/messages/messages-gate';
import { titleHead } from '../lib/page-title';

export const Route = createFileRoute('/messages')({
  head: () => titleHead('Messages'),
  component: MessagesRoute,
});

function MessagesRoute() {
  return (
    <MessagesGate>
      <Outlet />
    </MessagesGate>
  );
}
