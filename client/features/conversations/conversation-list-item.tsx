/**
 * One conversation of the panel's list: its title selects it; Rename edits the title in place
 * (Enter saves, Escape cancels) and Delete asks first, through the shared confirm dialog.
 */
import { useQueryClient } from '@tanstack/react-query';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import {
  getListConversationsQueryKey,
  useDeleteConversation,
  useUpdateConversation,
} from '../../../generated/client/conversations/conversations';
import type { Conversation } from '../../../generated/model';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { errorMessage } from '../../lib/error-message';

const UNTITLED = 'Untitled conversation';
const TITLE_MAX_LENGTH = 200;

export interface ConversationListItemProps {
  conversation: Conversation;
  current: boolean;
  onSelect: () => void;
  onDeleted: () => void;
}

export function ConversationListItem({ conversation, current, onSelect, onDeleted }: ConversationListItemProps) {
  const queryClient = useQueryClient();
  const title = conversation.title || UNTITLED;
  const [draft, setDraft] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const renameButton = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(false);
  const refreshList = () => queryClient.invalidateQueries({ queryKey: getListConversationsQueryKey() });
  const update = useUpdateConversation({
    mutation: {
      onSuccess: async () => {
        await refreshList();
        setDraft(null);
      },
    },
  });
  const remove = useDeleteConversation({
    mutation: {
      onSuccess: async () => {
        setConfirming(false);
        onDeleted();
        await refreshList();
      },
    },
  });

  // Back from editing, focus returns to Rename so the keyboard keeps its place.
  useEffect(() => {
    if (wasEditing.current && draft === null) renameButton.current?.focus();
    wasEditing.current = draft !== null;
  }, [draft]);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      update.reset();
      setDraft(null);
    } else if (event.key === 'Enter' && draft !== null && !update.isPending) {
      event.preventDefault();
      if (draft.trim() === (conversation.title ?? '')) setDraft(null);
      else update.mutate({ id: conversation.id, data: { title: draft.trim() } });
    }
  };

  return (
    <li className="conversation-item">
      {draft === null ? (
        <button type="button" className="link-button" aria-current={current ? 'true' : undefined} onClick={onSelect}>
          {title}
        </button>
      ) : (
        <input
          aria-label="Conversation title"
          value={draft}
          maxLength={TITLE_MAX_LENGTH}
          placeholder={UNTITLED}
          disabled={update.isPending}
          autoFocus
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onKeyDown}
        />
      )}
      {/* The latest question, unless it is the title already shown (a one-question thread). */}
      {conversation.lastMessagePreview && conversation.lastMessagePreview !== title && (
        <p className="muted conversation-preview">{conversation.lastMessagePreview}</p>
      )}
      {update.isError && <p className="error">Error: {errorMessage(update.error)}</p>}
      {remove.isError && <p className="error">Error: {errorMessage(remove.error)}</p>}
      <div className="button-row conversation-actions">
        <button
          ref={renameButton}
          type="button"
          className="link-button"
          aria-label={`Rename ${title}`}
          disabled={draft !== null}
          onClick={() => setDraft(conversation.title ?? '')}
        >
          Rename
        </button>
        <button type="button" className="link-button" aria-label={`Delete ${title}`} onClick={() => setConfirming(true)}>
          Delete
        </button>
      </div>
      <ConfirmDialog
        open={confirming}
        title="Delete Conversation"
        message={`Are you sure you want to delete “${title}”? Its messages are deleted too; you cannot undo this operation.`}
        confirmText={remove.isPending ? 'Deleting...' : 'Delete'}
        busy={remove.isPending}
        danger
        onConfirm={() => remove.mutate({ id: conversation.id })}
        onCancel={() => setConfirming(false)}
      />
    </li>
  );
}
