/** The rule for a message's related link, shared by the messages service and the contract's hook. */
import { safeReturnPath } from '../../common/return-path';
import { validationFailed } from './errors';

export const DEEP_LINK_RULE = 'deepLink must be a path on this site such as /stock/AAPL or an https URL';

/**
 * A related link is a path on this site (by the sign-in return address's rule, so `/..//host`
 * cannot become another site once the browser normalises it) or an https URL.
 */
export function checkedLink(link: string | undefined): string | null {
  const value = link?.trim();
  if (!value) return null;
  if (value.startsWith('/')) {
    const path = safeReturnPath(value);
    if (path) return path;
  }
  if (/^https:\/\/[^\s]+$/i.test(value) && URL.canParse(value)) return value;
  throw validationFailed(DEEP_LINK_RULE, 'deepLink');
}
