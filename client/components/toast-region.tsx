import { dismissToast, useToasts } from '../lib/toasts';

/**
 * Every visible toast, pinned to the bottom of the viewport so it is seen wherever the page is
 * scrolled (the footer, often below the fold, only repeats the latest). The one live region
 * that announces toasts to screen readers.
 */
export function ToastRegion() {
  const toasts = useToasts();
  return (
    <section className="toast-region" aria-label="Notifications">
      <div role="status" aria-live="polite" aria-relevant="additions text">
        <ul>
          {toasts.map((toast) => (
            <li key={toast.id} className={`toast toast-${toast.type}`}>
              <span className="toast-type">[{toast.type.toUpperCase()}]</span>
              <span className="toast-message">{toast.message}</span>
              <button
                type="button"
                className="link-button toast-dismiss"
                aria-label="Dismiss notification"
                onClick={() => dismissToast(toast.id)}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
