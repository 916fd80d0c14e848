import { createFileRoute } from '@tanstack/react-router';
import { MessageList } from '../features/messages/message-list';
import { isMessageFilter } from '../features/messages/message-filters';

export const Route = createFileRoute('/messages/$filter/')({
  component: MessageListRoute,
});

function MessageListRoute() {
  const { filter } = Route.useParams();
  return <MessageList filter={isMessageFilter(filter) ? filter : 'all'} />;
}
