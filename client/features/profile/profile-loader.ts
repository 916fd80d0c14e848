/** The loader of /profile, apart from the page so the app's first download does not carry the page. */
import type { QueryClient } from '@tanstack/react-query';
import { getGetMeQueryOptions } from '../../../generated/client/auth/auth';
import { meQuery } from '../../lib/auth';
import { isUnauthorized } from '../../lib/error-message';
import { ensurePageData, routeFailure } from '../../lib/route-data';

/** Whether /profile has a signed-in user to show. */
export type ProfileAccess = 'signed-in' | 'signed-out';

/**
 * Loader of /profile: the signed-in user, or 'signed-out' (nobody is: 401); no such user is the
 * not-found page (PROFILE NOT FOUND, 404); any other failure fails the route.
 */
export async function loadProfile(queryClient: QueryClient): Promise<ProfileAccess> {
  try {
    await ensurePageData(queryClient, getGetMeQueryOptions({ query: meQuery }));
    return 'signed-in';
  } catch (error) {
    if (isUnauthorized(error)) return 'signed-out';
    throw routeFailure(error);
  }
}
