/**
 * The browser's local storage, the one place that touches it: every read and write survives
 * storage being unavailable (private mode, disabled, full) and the server render, which has none.
 */

export function readStoredItem(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

/** Stores the value; when storage is unavailable the value is simply not kept. */
export function storeItem(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Nothing to keep it in: callers that must keep it also save it elsewhere (preferences).
  }
}
