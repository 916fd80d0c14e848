import { type ReactNode, useEffect, useId, useRef } from 'react';
import { createPortal } from 'react-dom';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

function focusableIn(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE));
}

/** Keeps Tab and Shift+Tab cycling inside `root`, also when focus has been lost to the page. */
function trapTab(event: KeyboardEvent, root: HTMLElement): void {
  const items = focusableIn(root);
  const first = items[0];
  const last = items[items.length - 1];
  if (!first || !last) {
    event.preventDefault();
    return;
  }
  const active = document.activeElement;
  if (!(active instanceof Node) || !root.contains(active)) {
    event.preventDefault();
    (event.shiftKey ? last : first).focus();
  } else if (event.shiftKey && (active === first || active === root)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}

/** Open dialogs, innermost last: only the innermost one answers the keyboard. */
const openDialogs: HTMLElement[] = [];

export interface ModalProps {
  open: boolean;
  title: ReactNode;
  children: ReactNode;
  /** Called on Escape and on a click on the backdrop, unless `busy`. */
  onClose: () => void;
  /** While true, Escape and the backdrop do nothing. */
  busy?: boolean;
  /** Extra keys handled while the dialog is open (Escape and Tab are handled already). */
  onKeyDown?: (event: KeyboardEvent) => void;
  className?: string;
  /** Id of the element describing the dialog. */
  describedBy?: string;
}

/**
 * The one modal dialog: focus moves in (to the element marked `data-autofocus`, else the first
 * control), Tab stays inside, Escape closes, page scroll is locked, focus returns to the opener.
 */
export function Modal({ open, title, children, onClose, busy = false, onKeyDown, className, describedBy }: ModalProps) {
  const dialogRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const handlers = useRef({ onClose, onKeyDown, busy });
  useEffect(() => {
    handlers.current = { onClose, onKeyDown, busy };
  });

  useEffect(() => {
    if (!open) return;
    const dialog = dialogRef.current;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const initial = dialog?.querySelector<HTMLElement>('[data-autofocus]') ?? (dialog ? focusableIn(dialog)[0] : undefined);
    (initial ?? dialog)?.focus();
    // Pull focus back if it escapes (e.g. a click on the page behind the backdrop).
    const keepFocusInside = (event: FocusEvent) => {
      if (dialog && event.target instanceof Node && !dialog.contains(event.target)) {
        (focusableIn(dialog)[0] ?? dialog).focus();
      }
    };
    // Keys are handled on the document so they still work when focus was lost (e.g. the focused
    // button was replaced by the next step's content).
    const onDocumentKeyDown = (event: globalThis.KeyboardEvent) => {
      if (!dialog || openDialogs[openDialogs.length - 1] !== dialog) return;
      const { onClose: close, onKeyDown: extra, busy: isBusy } = handlers.current;
      if (event.key === 'Escape') {
        event.preventDefault();
        if (!isBusy) close();
      } else if (event.key === 'Tab') {
        trapTab(event, dialog);
      } else {
        extra?.(event);
      }
    };
    if (dialog) openDialogs.push(dialog);
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    document.addEventListener('focusin', keepFocusInside);
    document.addEventListener('keydown', onDocumentKeyDown);
    return () => {
      document.removeEventListener('focusin', keepFocusInside);
      document.removeEventListener('keydown', onDocumentKeyDown);
      if (dialog) openDialogs.splice(openDialogs.indexOf(dialog), 1);
      document.body.style.overflow = previousOverflow;
      if (opener?.isConnected) opener.focus();
    };
  }, [open]);

  if (!open) return null;

  return createPortal(
    <div
      className="dialog-backdrop"
      onMouseDown={(event) => {
        if (event.target === event.currentTarget && !busy) onClose();
      }}
    >
      <div
        ref={dialogRef}
        className={className ? `dialog ${className}` : 'dialog'}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={describedBy}
        tabIndex={-1}
      >
        <h2 id={titleId} className="dialog-title">
          {title}
        </h2>
        {children}
      </div>
    </div>,
    document.body,
  );
}
