import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearToasts, DEFAULT_TOAST_DURATION, dismissToast, getToasts, showToast, subscribeToToasts, toast } from './toasts';

describe('toasts', () => {
  beforeEach(() => {
    clearToasts();
    vi.useFakeTimers();
  });
  afterEach(() => {
    clearToasts();
    vi.useRealTimers();
  });

  it('adds a toast with id, message, type and the default 4000 ms duration', () => {
    const id = showToast('Added to favorites', 'success');
    expect(getToasts()).toEqual([{ id, message: 'Added to favorites', type: 'success', duration: DEFAULT_TOAST_DURATION }]);
    expect(DEFAULT_TOAST_DURATION).toBe(4000);
  });

  it('dismisses itself after its duration', () => {
    toast.error('Failed to update favorites');
    vi.advanceTimersByTime(3999);
    expect(getToasts()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(getToasts()).toHaveLength(0);
  });

  it('keeps a toast without a positive duration until dismissed, and notifies listeners', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeToToasts(listener);
    const id = showToast('Sticky', 'info', 0);
    vi.advanceTimersByTime(60_000);
    expect(getToasts().map((t) => t.id)).toEqual([id]);
    dismissToast(id);
    expect(getToasts()).toEqual([]);
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
  });

  it('gives every toast a distinct id', () => {
    const a = toast.info('one');
    const b = toast.warning('two');
    expect(a).not.toBe(b);
    expect(getToasts().map((t) => t.type)).toEqual(['info', 'warning']);
  });
});
