/**
 * Values only the browser knows, read during render without breaking hydration: on the server,
 * and while the browser hydrates the server's HTML, they take the server's value, so both render
 * the same; React then renders again at once with the browser's. (Reading them directly, say in a
 * state initializer, makes the hydrating render differ from the HTML, which React does not repair.)
 */
import { useSyncExternalStore } from 'react';
import { readStoredItem } from './local-storage';

const noSubscription = () => () => {};

/** A value kept in local storage; null on the server, which has no storage. */
export function useStoredItem(key: string): string | null {
  return useSyncExternalStore(
    noSubscription,
    () => readStoredItem(key),
    () => null,
  );
}

/** The time zone moments are shown in: UTC on the server, then the browser's own (undefined). */
export function useDisplayTimeZone(): string | undefined {
  return useSyncExternalStore(
    noSubscription,
    () => undefined,
    () => 'UTC',
  );
}

/**
 * False on the server and while the browser takes over its HTML, true from the render after:
 * effects that act on browser-only values (say, writing a remembered screen into the address)
 * wait for it, or they would act on the server's stand-ins.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
