/** 'Start a new conversation': the first message, sent with the company's figures and ratios. */
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { getListConversationsQueryKey, useCreateConversation } from '../../../generated/client/conversations/conversations';
import type { CreateConversationRequest } from '../../../generated/model';
import { errorMessage } from '../../lib/error-message';

/** The create payload of spec section 7: message, includeFinancials, includeRatios and, when scoped, ticker and scope. */
function createRequest(message: string, ticker?: string): CreateConversationRequest {
  const scoped = ticker ? { ticker, scope: { type: 'Company' as const, id: ticker } } : {};
  return { message: message.trim(), includeFinancials: true, includeRatios: true, ...scoped };
}

export function NewConversationForm({
  ticker,
  onCreated,
  onCancel,
}: {
  ticker?: string;
  onCreated: (id: string) => void;
  onCancel: () => void;
}) {
  const queryClient = useQueryClient();
  const [text, setText] = useState('');
  const create = useCreateConversation({
    mutation: {
      onSuccess: async (created) => {
        await queryClient.invalidateQueries({ queryKey: getListConversationsQueryKey() });
        onCreated(created.conversation.id);
      },
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (text.trim() === '' || create.isPending) return;
    create.mutate({ data: createRequest(text, ticker) });
  };
  return (
    <form className="new-conversation" onSubmit={submit}>
      <h4>Start a new conversation</h4>
      <textarea
        aria-label="First message"
        rows={3}
        value={text}
        placeholder={ticker ? `Ask about ${ticker}...` : 'Type your message...'}
        onChange={(event) => setText(event.target.value)}
        disabled={create.isPending}
      />
      {create.isError && <p className="error">Error: {errorMessage(create.error)}</p>}
      <div className="button-row">
        <button type="submit" className="button button-primary" disabled={create.isPending || text.trim() === ''}>
          {create.isPending ? 'Starting...' : 'Start'}
        </button>
        <button type="button" className="button" onClick={onCancel} disabled={create.isPending}>
          Cancel
        </button>
      </div>
    </form>
  );
}
