/** The conversations panel (optionally scoped to a ticker): the list on the left, the thread or a new one on the right. */
import { useState } from 'react';
import { useListConversations } from '../../../generated/client/conversations/conversations';
import type { ListConversationsParams } from '../../../generated/model';
import { ConversationListItem } from './conversation-list-item';
import { ConversationThread } from './conversation-thread';
import { NewConversationForm } from './new-conversation-form';
import { QueryFailure } from '../../components/load-error';

const CONVERSATIONS_LIMIT = 50;

function listParams(ticker?: string): ListConversationsParams {
  return { status: 'active', limit: CONVERSATIONS_LIMIT, ...(ticker ? { entityType: 'Company', entityId: ticker } : {}) };
}

export function ConversationsPanel({ ticker }: { ticker?: string }) {
  const conversations = useListConversations(listParams(ticker));
  const [selected, setSelected] = useState<string | null>(null);
  const [creating, setCreating] = useState(false);
  const list = conversations.data?.conversations ?? [];

  return (
    <section className="panel conversations-panel" aria-labelledby="conversations-title">
      <div className="conversation-list">
        <div className="button-row">
          <h3 id="conversations-title">Conversations</h3>
          <button type="button" className="button" onClick={() => setCreating(true)}>
            New
          </button>
        </div>
        {conversations.isPending && <p className="muted">Loading...</p>}
        <QueryFailure query={conversations} hasData={conversations.data !== undefined} />
        {conversations.isSuccess && list.length === 0 && <p className="muted">No conversations yet.</p>}
        <ul>
          {list.map((conversation) => (
            <ConversationListItem
              key={conversation.id}
              conversation={conversation}
              current={conversation.id === selected && !creating}
              onSelect={() => {
                setSelected(conversation.id);
                setCreating(false);
              }}
              onDeleted={() => setSelected((id) => (id === conversation.id ? null : id))}
            />
          ))}
        </ul>
      </div>
      <div className="conversation-main">
        {creating ? (
          <NewConversationForm
            ticker={ticker}
            onCancel={() => setCreating(false)}
            onCreated={(id) => {
              setSelected(id);
              setCreating(false);
            }}
          />
        ) : selected ? (
          <ConversationThread conversationId={selected} ticker={ticker} />
        ) : (
          <p className="muted">Select a conversation or start a new one.</p>
        )}
      </div>
    </section>
  );
}
