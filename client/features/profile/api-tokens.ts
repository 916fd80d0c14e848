/** Personal API tokens on the profile page: the expiry choices and how a token's dates read. */
import type { ApiToken } from '../../../generated/model';
import { formatDateTime } from '../../lib/format';

export const TOKEN_NAME_MAX_LENGTH = 100;

export const EXPIRY_CHOICES = [
  { value: 'never', label: 'No expiry', days: null },
  { value: '7', label: '7 days', days: 7 },
  { value: '30', label: '30 days', days: 30 },
  { value: '90', label: '90 days', days: 90 },
  { value: '365', label: '1 year', days: 365 },
] as const;

export type ExpiryChoice = (typeof EXPIRY_CHOICES)[number]['value'];

const MS_PER_DAY = 86_400_000;

/** The expiry to send for a choice: an ISO instant `days` after `now`, or undefined for none. */
export function expiryFor(choice: ExpiryChoice, now: Date): string | undefined {
  const days = EXPIRY_CHOICES.find((entry) => entry.value === choice)?.days ?? null;
  return days === null ? undefined : new Date(now.getTime() + days * MS_PER_DAY).toISOString();
}

/** 'Never' without an expiry; the date (in `timeZone`, default the browser's), marked '(expired)' once it has passed. */
export function describeExpiry(token: Pick<ApiToken, 'expiresAt'>, now: Date, timeZone?: string): string {
  if (!token.expiresAt) return 'Never';
  const expired = Date.parse(token.expiresAt) <= now.getTime();
  return `${formatDateTime(token.expiresAt, timeZone)}${expired ? ' (expired)' : ''}`;
}

export function describeLastUse(token: Pick<ApiToken, 'lastUsedAt'>, timeZone?: string): string {
  return token.lastUsedAt ? formatDateTime(token.lastUsedAt, timeZone) : 'Never';
}
