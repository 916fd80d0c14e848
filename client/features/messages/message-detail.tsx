import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { useGetMessage } from '../../../generated/client/messages/messages';
import type { Message } from '../../../generated/model';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { formatDateTime } from '../../lib/format';
import { QueryFailure } from '../../components/load-error';
import type { MessageFilter } from './message-filters';
import { afterRemoval, messagesFailure, neighbours } from './message-logic';
import { markRead, removeMessage, useMessageList } from './message-store';
import { usePollingEvents } from './use-polling-events';
import { useDisplayTimeZone } from '../../lib/hydration-safe';

function isExternal(link: string): boolean {
  return !link.startsWith('/');
}

/** One message with previous and next, ARCHIVE and DELETE; opening it marks it read. */
export function MessageDetail({ filter, messageId }: { filter: MessageFilter; messageId: string }) {
  const timeZone = useDisplayTimeZone();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { messages } = useMessageList(filter);
  const detail = useGetMessage(messageId, { query: { staleTime: 0 } });
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [busy, setBusy] = useState(false);
  usePollingEvents(filter);
  const message = detail.data;

  // Opening marks read once per visit; a failure rolls back to unread and is not retried.
  const unreadMessage = message && !message.isRead ? message : undefined;
  const attempted = useRef(new Set<string>());
  useEffect(() => {
    if (!unreadMessage || attempted.current.has(unreadMessage.id)) return;
    attempted.current.add(unreadMessage.id);
    markRead(queryClient, filter, unreadMessage).catch((error: unknown) => console.error('Marking read failed', error));
  }, [queryClient, filter, unreadMessage]);

  const { previous, next } = neighbours(messages, messageId);
  const goTo = (target: Message | string | undefined) => {
    const id = typeof target === 'string' ? target : target?.id;
    if (id) void navigate({ to: '/messages/$filter/$messageId', params: { filter, messageId: id } });
    else void navigate({ to: '/messages/$filter', params: { filter } });
  };

  const remove = async (how: 'archive' | 'delete') => {
    const destination = afterRemoval(messages, messageId);
    setBusy(true);
    try {
      await removeMessage(queryClient, filter, messageId, how);
      if (how === 'delete' || filter !== 'archived') goTo(destination);
    } catch (error) {
      console.error(`${how} failed`, error);
    } finally {
      setBusy(false);
      setConfirmDelete(false);
    }
  };

  return (
    <section className="page message-detail">
      <nav className="button-row" aria-label="Message navigation">
        <Link to="/messages/$filter" params={{ filter }} className="button">
          ← BACK TO MESSAGES
        </Link>
        <button type="button" className="button" disabled={!previous} onClick={() => goTo(previous)}>
          ← PREVIOUS
        </button>
        <button type="button" className="button" disabled={!next} onClick={() => goTo(next)}>
          NEXT →
        </button>
      </nav>
      {detail.isPending && <p className="muted">Loading messages...</p>}
      <QueryFailure query={detail} hasData={message !== undefined} text={messagesFailure} />
      {message && (
        <article aria-labelledby="message-subject">
          <h1 id="message-subject">{message.subject}</h1>
          <p className="message-meta">
            <span className={`priority priority-${message.priority}`}>{message.priority.toUpperCase()} PRIORITY</span>
            {' · '}
            <span>{formatDateTime(message.createdAt, timeZone)}</span>
            {' · '}
            <span>From: {message.senderType.toUpperCase()}</span>
          </p>
          <div className="message-body">{message.body}</div>
          {message.relatedLink && (
            <p>
              <a href={message.relatedLink} target="_blank" rel={isExternal(message.relatedLink) ? 'noopener noreferrer' : 'noopener'}>
                VIEW RELATED CONTENT →
              </a>
            </p>
          )}
          <div className="button-row">
            {!message.isArchived && (
              <button type="button" className="button" disabled={busy} onClick={() => void remove('archive')}>
                ARCHIVE
              </button>
            )}
            <button type="button" className="button button-danger" disabled={busy} onClick={() => setConfirmDelete(true)}>
              DELETE
            </button>
          </div>
        </article>
      )}
      <ConfirmDialog
        open={confirmDelete}
        title="Delete Message"
        message="Are you sure you want to delete this message? This action cannot be undone."
        confirmText="Delete"
        danger
        busy={busy}
        onConfirm={() => void remove('delete')}
        onCancel={() => setConfirmDelete(false)}
      />
    </section>
  );
}
