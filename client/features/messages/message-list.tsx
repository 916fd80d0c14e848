import { Link } from '@tanstack/react-router';
import type { Message } from '../../../generated/model';
import { useNearBottom } from '../../lib/use-near-bottom';
import { BulkActions } from './bulk-actions';
import { MessageFilterTabs } from './message-filter-tabs';
import type { MessageFilter } from './message-filters';
import { EMPTY_TEXT, messagesFailure, previewText } from './message-logic';
import { useMessageList } from './message-store';
import { TestMessageButton } from './test-message-button';
import { useMessageCounts } from './use-message-counts';
import { usePollingEvents } from './use-polling-events';
import { formatDateTime } from '../../lib/format';
import { useDisplayTimeZone } from '../../lib/hydration-safe';
import { ListFailure } from '../../components/load-error';

const NEAR_BOTTOM_PX = 200;
const SCROLL_DEBOUNCE_MS = 150;

function MessageRow({ message, index, filter }: { message: Message; index: number; filter: MessageFilter }) {
  const timeZone = useDisplayTimeZone();
  return (
    <li className={message.isRead ? 'message-row' : 'message-row unread'}>
      <Link to="/messages/$filter/$messageId" params={{ filter, messageId: message.id }} className="message-link">
        <span className="unread-dot" aria-hidden="true">
          {message.isRead ? ' ' : '●'}
        </span>
        <span className="visually-hidden">{message.isRead ? 'Read' : 'Unread'}: </span>
        <span className="message-number muted">{index + 1}.</span>
        <span className="message-sender">[{message.senderType.toUpperCase()}]</span>
        <span className="message-subject">{message.subject}</span>
        <span className="message-preview muted">{previewText(message.body)}</span>
        <span className="message-date muted">{formatDateTime(message.createdAt, timeZone)}</span>
      </Link>
    </li>
  );
}

/** One tab of the inbox: counts, bulk buttons, the rows and infinite scroll. */
export function MessageList({ filter }: { filter: MessageFilter }) {
  const counts = useMessageCounts();
  const { query, messages } = useMessageList(filter);
  const { fetchNextPage, hasNextPage, isFetchingNextPage } = query;
  usePollingEvents(filter);
  useNearBottom({
    enabled: hasNextPage && !isFetchingNextPage && !query.isError,
    thresholdPx: NEAR_BOTTOM_PX,
    debounceMs: SCROLL_DEBOUNCE_MS,
    onNearBottom: () => void fetchNextPage(),
    contentVersion: messages.length,
  });

  return (
    <section className="page">
      <h1>Messages</h1>
      <MessageFilterTabs counts={counts} />
      <div className="button-row messages-toolbar">
        <BulkActions filter={filter} counts={counts} />
        <TestMessageButton />
      </div>
      {query.isPending && <p className="muted">Loading messages...</p>}
      <ListFailure query={query} text={messagesFailure} />
      {query.isSuccess && messages.length === 0 && <p className="muted">{EMPTY_TEXT[filter]}</p>}
      {messages.length > 0 && (
        <ol className="message-list" aria-label={`${filter} messages`}>
          {messages.map((message, index) => (
            <MessageRow key={message.id} message={message} index={index} filter={filter} />
          ))}
        </ol>
      )}
      {isFetchingNextPage && <p className="muted">Loading more...</p>}
      {query.isSuccess && messages.length > 0 && !hasNextPage && <p className="muted">End of messages</p>}
    </section>
  );
}
