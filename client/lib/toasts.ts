import { useSyncExternalStore } from 'react';

export type ToastType = 'info' | 'success' | 'warning' | 'error';

export interface Toast {
  id: string;
  message: string;
  type: ToastType;
  /** Milliseconds until it dismisses itself; 0 or less keeps it until dismissed. */
  duration: number;
}

export const DEFAULT_TOAST_DURATION = 4000;

let toasts: readonly Toast[] = [];
let sequence = 0;
const listeners = new Set<() => void>();
const timers = new Map<string, ReturnType<typeof setTimeout>>();

function emit(next: readonly Toast[]): void {
  toasts = next;
  for (const listener of listeners) listener();
}

/** Shows a toast and returns its id. */
export function showToast(message: string, type: ToastType = 'info', duration = DEFAULT_TOAST_DURATION): string {
  sequence += 1;
  const id = `toast-${sequence}`;
  emit([...toasts, { id, message, type, duration }]);
  if (duration > 0)
    timers.set(
      id,
      setTimeout(() => dismissToast(id), duration),
    );
  return id;
}

export function dismissToast(id: string): void {
  const timer = timers.get(id);
  if (timer !== undefined) clearTimeout(timer);
  timers.delete(id);
  if (toasts.some((t) => t.id === id)) emit(toasts.filter((t) => t.id !== id));
}

export function clearToasts(): void {
  for (const timer of timers.values()) clearTimeout(timer);
  timers.clear();
  emit([]);
}

export const toast = {
  info: (message: string, duration?: number) => showToast(message, 'info', duration),
  success: (message: string, duration?: number) => showToast(message, 'success', duration),
  warning: (message: string, duration?: number) => showToast(message, 'warning', duration),
  error: (message: string, duration?: number) => showToast(message, 'error', duration),
};

export function getToasts(): readonly Toast[] {
  return toasts;
}

export function subscribeToToasts(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** All visible toasts, oldest first. */
export function useToasts(): readonly Toast[] {
  return useSyncExternalStore(subscribeToToasts, getToasts, getToasts);
}

/** The most recent visible toast, if any. */
export function useLatestToast(): Toast | undefined {
  return useToasts().at(-1);
}
