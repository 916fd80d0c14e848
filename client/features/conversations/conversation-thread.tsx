/** The right side of the panel: a conversation's messages and the send box; replies stream in. */
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import {
  getListConversationMessagesQueryKey,
  getListConversationsQueryKey,
  useListConversationMessages,
} from '../../../generated/client/conversations/conversations';
import type { ConversationMessage } from '../../../generated/model';
import { AiAnswer } from '../../components/ai-answer';
import { errorMessage } from '../../lib/error-message';
import { streamReply } from './stream-reply';
import { type PendingExchange, threadMessages } from './thread-messages';
import { QueryFailure } from '../../components/load-error';

const MESSAGES_LIMIT = 200;

function MessageItem({ message }: { message: Pick<ConversationMessage, 'role' | 'content' | 'citations'> }) {
  return (
    <li className={`conversation-message conversation-${message.role}`}>
      <span className="muted">{message.role === 'user' ? 'You' : 'AI'}</span>
      {message.role === 'user' ? <p>{message.content}</p> : <AiAnswer text={message.content} citations={message.citations} />}
    </li>
  );
}

export function ConversationThread({ conversationId, ticker }: { conversationId: string; ticker?: string }) {
  const queryClient = useQueryClient();
  const params = { limit: MESSAGES_LIMIT };
  const messages = useListConversationMessages(conversationId, params);
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const [pending, setPending] = useState<PendingExchange | null>(null);
  const [error, setError] = useState<string | null>(null);

  const send = async (event: FormEvent) => {
    event.preventDefault();
    const message = text.trim();
    if (!message || sending) return;
    setSending(true);
    setError(null);
    setPending({ storedBefore: messages.data?.messages.length ?? 0, user: message, reply: '' });
    setText('');
    try {
      const reply = await streamReply(conversationId, message, {
        onUser: (stored) => setPending((current) => (current ? { ...current, userId: stored.id } : current)),
        onDelta: (delta) => setPending((current) => (current ? { ...current, reply: current.reply + delta } : current)),
      });
      setPending((current) => (current ? { ...current, reply: reply.content, replyId: reply.id } : current));
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      await queryClient.invalidateQueries({ queryKey: getListConversationMessagesQueryKey(conversationId, params) });
      await queryClient.invalidateQueries({ queryKey: getListConversationsQueryKey() });
      setPending(null);
      setSending(false);
    }
  };

  const list = messages.data?.messages ?? [];
  const shown = threadMessages(list, pending);
  return (
    <div className="conversation-thread">
      {messages.isPending && <p className="muted">Loading...</p>}
      <QueryFailure query={messages} hasData={messages.data !== undefined} />
      {messages.isSuccess && list.length === 0 && !pending && <p className="muted">No messages yet.</p>}
      <ol className="conversation-messages" aria-label="Messages">
        {shown.map((message) => (
          <MessageItem key={message.id} message={message} />
        ))}
      </ol>
      {error && <p className="error">Error: {error}</p>}
      <form className="send-box" onSubmit={(event) => void send(event)}>
        <textarea
          aria-label="Message"
          rows={3}
          value={text}
          placeholder={ticker ? `Ask about ${ticker}...` : 'Type your message...'}
          onChange={(event) => setText(event.target.value)}
          disabled={sending}
        />
        <button type="submit" className="button button-primary" disabled={sending || text.trim() === ''}>
          {sending ? 'Sending...' : 'Send'}
        </button>
      </form>
    </div>
  );
}
