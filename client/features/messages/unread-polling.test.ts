import { describe, expect, it } from 'vitest';
import { badgeText, pollInterval, shouldPoll } from './unread-polling';

describe('unread polling', () => {
  const all = { signedIn: true, visible: true, focused: true, onScreen: true };

  it('polls only when signed in, visible, focused and on screen', () => {
    expect(shouldPoll(all)).toBe(true);
    for (const key of Object.keys(all) as Array<keyof typeof all>) {
      expect(shouldPoll({ ...all, [key]: false })).toBe(false);
    }
  });

  it('polls every 10 s for 60 s after focus or hover, else every 30 s', () => {
    const focusedAt = 1_000_000;
    expect(pollInterval(focusedAt + 59_999, focusedAt + 60_000)).toBe(10_000);
    expect(pollInterval(focusedAt + 60_000, focusedAt + 60_000)).toBe(30_000);
    expect(pollInterval(5, 0)).toBe(30_000);
  });

  it('caps the badge at 99+', () => {
    expect(badgeText(0)).toBe('');
    expect(badgeText(7)).toBe('7');
    expect(badgeText(99)).toBe('99');
    expect(badgeText(100)).toBe('99+');
  });
});
