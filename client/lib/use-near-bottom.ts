import { useEffect, useRef } from 'react';

export interface NearBottomOptions {
  /** Only watches while true (e.g. more pages exist and none is loading). */
  enabled: boolean;
  /** Distance from the bottom of the page that counts as near, in pixels. */
  thresholdPx: number;
  /** Waits this long after the last scroll before checking. */
  debounceMs: number;
  onNearBottom: () => void;
  /** Changes when new content arrives, so a page that does not fill the window keeps loading. */
  contentVersion?: unknown;
}

/** True when the window is scrolled to within `thresholdPx` of the bottom of the document. */
export function isNearBottom(thresholdPx: number): boolean {
  const { scrollHeight } = document.documentElement;
  return window.innerHeight + window.scrollY >= scrollHeight - thresholdPx;
}

/** Infinite scroll: calls `onNearBottom` when the window scrolls near the bottom (debounced). */
export function useNearBottom({ enabled, thresholdPx, debounceMs, onNearBottom, contentVersion }: NearBottomOptions): void {
  const callback = useRef(onNearBottom);
  useEffect(() => {
    callback.current = onNearBottom;
  }, [onNearBottom]);

  useEffect(() => {
    if (!enabled) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const check = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        if (isNearBottom(thresholdPx)) callback.current();
      }, debounceMs);
    };
    check();
    window.addEventListener('scroll', check, { passive: true });
    window.addEventListener('resize', check);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('scroll', check);
      window.removeEventListener('resize', check);
    };
  }, [enabled, thresholdPx, debounceMs, contentVersion]);
}
