import { createFileRoute } from '@tanstack/react-router';
import { MessageDetail } from '../features/messages/message-detail';
import { isMessageFilter } from '../features/messages/message-filters';

export const Route = createFileRoute('/messages/$filter/$messageId')({
  component: MessageDetailRoute,
});

function MessageDetailRoute() {
  const { filter, messageId } = Route.useParams();
  return <MessageDetail filter={isMessageFilter(filter) ? filter : 'all'} messageId={messageId} />;
}
