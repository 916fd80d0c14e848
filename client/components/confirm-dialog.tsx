import { type ReactNode, useId } from 'react';
import { Modal } from './modal';

export interface ConfirmDialogProps {
  open: boolean;
  title?: string;
  message?: ReactNode;
  confirmText?: string;
  cancelText?: string;
  /** While true the buttons are disabled and Escape does nothing. */
  busy?: boolean;
  /** Styles the confirm button as destructive. */
  danger?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** A modal yes/no question: focus starts on Cancel and stays inside, Escape cancels. */
export function ConfirmDialog({
  open,
  title = 'Confirm Action',
  message = 'Are you sure you want to proceed?',
  confirmText = 'Confirm',
  cancelText = 'Cancel',
  busy = false,
  danger = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const messageId = useId();
  return (
    <Modal open={open} title={title} onClose={onCancel} busy={busy} describedBy={messageId}>
      <div id={messageId} className="dialog-message">
        {message}
      </div>
      <div className="dialog-actions">
        <button type="button" className="button" onClick={onCancel} disabled={busy} data-autofocus>
          {cancelText}
        </button>
        <button type="button" className={danger ? 'button button-danger' : 'button button-primary'} onClick={onConfirm} disabled={busy}>
          {confirmText}
        </button>
      </div>
    </Modal>
  );
}
