import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { archiveAllMessages, deleteArchivedMessages, markAllMessagesRead } from '../../../generated/client/messages/messages';
import { ConfirmDialog } from '../../components/confirm-dialog';
import type { MessageFilter } from './message-filters';
import { bulkActions, type TabCounts } from './message-logic';
import { runBulkChange } from './message-store';

const ACTIONS = {
  readAll: { label: 'READ ALL', run: markAllMessagesRead },
  archiveAll: { label: 'ARCHIVE ALL', run: archiveAllMessages },
  deleteAll: { label: 'DELETE ALL', run: deleteArchivedMessages },
} as const;

/** The bulk buttons of a tab; DELETE ALL asks first. Failures are only logged. */
export function BulkActions({ filter, counts }: { filter: MessageFilter; counts: TabCounts }) {
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);

  const run = async (action: keyof typeof ACTIONS) => {
    setBusy(true);
    await runBulkChange(queryClient, filter, ACTIONS[action].label, () => ACTIONS[action].run());
    setBusy(false);
    setConfirming(false);
  };

  return (
    <div className="button-row">
      {bulkActions(filter, counts).map((action) => (
        <button
          key={action}
          type="button"
          className={action === 'deleteAll' ? 'button button-danger' : 'button'}
          disabled={busy}
          onClick={() => (action === 'deleteAll' ? setConfirming(true) : void run(action))}
        >
          {ACTIONS[action].label}
        </button>
      ))}
      <ConfirmDialog
        open={confirming}
        title="Delete All Archived Messages"
        message="Are you sure you want to delete all archived messages? You cannot undo this operation. All messages in the archived view will be permanently deleted."
        confirmText="Delete All"
        danger
        busy={busy}
        onConfirm={() => void run('deleteAll')}
        onCancel={() => setConfirming(false)}
      />
    </div>
  );
}
