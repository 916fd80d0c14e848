import { type ReactNode, useEffect, useId, useRef } from 'react';
import { createPortal } from 'react-dom';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * The page behind a modal <dialog> is inert, but Tab past its last control leaves for the
 * browser's own controls: wrap around instead, as a dialog of the page is expected to.
 */
function wrapTab(event: KeyboardEvent, dialog: HTMLDialogElement): void {
  const items = Array.from(dialog.querySelectorAll<HTMLElement>(FOCUSABLE));
  const edge = event.shiftKey ? items[0] : items[items.length - 1];
  if (edge && document.activeElement === edge) {
    event.preventDefault();
    (event.shiftKey ? items[items.length - 1] : items[0])?.focus();
  }
}

export interface ModalProps {
  open: boolean;
  title: ReactNode;
  children: ReactNode;
  /** Called on Escape and on a click on the backdrop, unless `busy`. */
  onClose: () => void;
  /** While true, Escape and the backdrop do nothing. */
  busy?: boolean;
  /** Extra keys handled while the dialog is open (Escape is handled already). */
  onKeyDown?: (event: KeyboardEvent) => void;
  className?: string;
  /** Id of the element describing the dialog. */
  describedBy?: string;
}

/**
 * The one modal dialog, on the platform's `<dialog>` opened with showModal(): the page behind is
 * inert and focus cannot reach it; focus moves in (to the element marked `data-autofocus`, else
 * the first control), Escape closes, page scroll is locked, focus returns to the opener.
 */
export function Modal({ open, title, children, onClose, busy = false, onKeyDown, className, describedBy }: ModalProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const handlers = useRef({ onClose, onKeyDown, busy });
  useEffect(() => {
    handlers.current = { onClose, onKeyDown, busy };
  });

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!open || !dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    dialog.showModal();
    dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    // Escape is handled here rather than by the dialog's own close request, so a busy dialog
    // stays open and React's state stays the one truth of whether it is.
    const onDialogKeyDown = (event: KeyboardEvent) => {
      const { onClose: close, onKeyDown: extra, busy: isBusy } = handlers.current;
      if (event.key === 'Escape') {
        event.preventDefault();
        event.stopPropagation();
        if (!isBusy) close();
      } else if (event.key === 'Tab') {
        wrapTab(event, dialog);
      } else {
        extra?.(event);
      }
    };
    dialog.addEventListener('keydown', onDialogKeyDown);
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      dialog.removeEventListener('keydown', onDialogKeyDown);
      if (dialog.open) dialog.close();
      document.body.style.overflow = previousOverflow;
      if (opener?.isConnected) opener.focus();
    };
  }, [open]);

  if (!open) return null;

  return createPortal(
    <dialog
      ref={dialogRef}
      className={className ? `dialog ${className}` : 'dialog'}
      aria-labelledby={titleId}
      aria-describedby={describedBy}
      // A click whose target is the dialog itself landed on its backdrop: the content fills it.
      onMouseDown={(event) => {
        if (event.target === event.currentTarget && !busy) onClose();
      }}
    >
      <div className="dialog-body">
        <h2 id={titleId} className="dialog-title">
          {title}
        </h2>
        {children}
      </div>
    </dialog>,
    document.body,
  );
}
