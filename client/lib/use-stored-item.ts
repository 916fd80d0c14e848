import { useSyncExternalStore } from 'react';

function readItem(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null; // storage unavailable (private mode)
  }
}

const noSubscription = () => () => {};

/**
 * A value kept in local storage, read during render. The server has no storage, so on the server
 * and while the browser hydrates its HTML this is null, as the server rendered; React then renders
 * again at once with the stored value. (Reading storage in a state initializer instead would make
 * the hydrating render differ from the server's HTML, which React does not repair.)
 */
export function useStoredItem(key: string): string | null {
  return useSyncExternalStore(noSubscription, () => readItem(key), () => null);
}
