import { MessageFilterTabs } from './message-filter-tabs';
import { MESSAGE_FILTER_LABELS, type MessageFilter } from './message-filters';

export function MessageList({ filter }: { filter: MessageFilter }) {
  return (
    <section className="page">
      <h1>Messages</h1>
      <MessageFilterTabs />
      <p className="muted">{MESSAGE_FILTER_LABELS[filter]} messages appear here.</p>
    </section>
  );
}
