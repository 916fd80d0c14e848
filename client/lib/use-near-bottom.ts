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
  /** A box that scrolls on its own (a table's; null until it is on screen); undefined for the window. */
  container?: HTMLElement | null;
}

/** True when the window is scrolled to within `thresholdPx` of the bottom of the document. */
function isNearBottom(thresholdPx: number): boolean {
  const { scrollHeight } = document.documentElement;
  return window.innerHeight + window.scrollY >= scrollHeight - thresholdPx;
}

/** True when `box` is scrolled to within `thresholdPx` of its bottom. */
function isBoxNearBottom(box: HTMLElement, thresholdPx: number): boolean {
  return box.scrollTop + box.clientHeight >= box.scrollHeight - thresholdPx;
}

/** Infinite scroll: calls `onNearBottom` when the window (or `container`) scrolls near the bottom (debounced). */
export function useNearBottom({ enabled, thresholdPx, debounceMs, onNearBottom, contentVersion, container }: NearBottomOptions): void {
  const callback = useRef(onNearBottom);
  useEffect(() => {
    callback.current = onNearBottom;
  }, [onNearBottom]);

  useEffect(() => {
    if (!enabled || container === null) return;
    const box = container;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const check = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        if (box ? isBoxNearBottom(box, thresholdPx) : isNearBottom(thresholdPx)) callback.current();
      }, debounceMs);
    };
    const scroller: HTMLElement | Window = box ?? window;
    check();
    scroller.addEventListener('scroll', check, { passive: true });
    window.addEventListener('resize', check);
    return () => {
      clearTimeout(timer);
      scroller.removeEventListener('scroll', check);
      window.removeEventListener('resize', check);
    };
  }, [enabled, thresholdPx, debounceMs, contentVersion, container]);
}
