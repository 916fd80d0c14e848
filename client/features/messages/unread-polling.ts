/** When and how often the header's unread badge asks for the count (spec sections 4 and 9). */

const POLL_INTERVAL_MS = 30_000;
const FAST_POLL_INTERVAL_MS = 10_000;
/** How long focus or hover keeps the fast interval. */
export const FAST_POLL_WINDOW_MS = 60_000;
const BADGE_CAP = 99;

export interface PollConditions {
  signedIn: boolean;
  /** document.visibilityState === 'visible' */
  visible: boolean;
  /** document.hasFocus() */
  focused: boolean;
  /** The Messages link is in the viewport. */
  onScreen: boolean;
}

export function shouldPoll(conditions: PollConditions): boolean {
  return conditions.signedIn && conditions.visible && conditions.focused && conditions.onScreen;
}

/** 10 s within 60 s after the last focus or hover, else 30 s. */
export function pollInterval(now: number, fastUntil: number): number {
  return now < fastUntil ? FAST_POLL_INTERVAL_MS : POLL_INTERVAL_MS;
}

/** The badge text: nothing at 0, the count up to 99, then '99+'. */
export function badgeText(count: number): string {
  if (!(count > 0)) return '';
  return count > BADGE_CAP ? `${BADGE_CAP}+` : String(count);
}
