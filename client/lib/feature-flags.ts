/**
 * Feature flags: loaded only for signed-in users (anonymous visitors have none); a missing flag
 * counts as off. A load failure is kept as the error and loading ends.
 */
import { getGetFeatureFlagsQueryOptions, useGetFeatureFlags } from '../../generated/client/system/system';
import type { FeatureFlags } from '../../generated/model';
import { useAuth } from './auth';

/** Flag names the client knows. */
export const FLAGS = {
  emailNotifications: 'email-notifications',
  testMessageButton: 'test-message-button',
  showNewUserModal: 'show_new_user_modal',
} as const;

function isFlagOn(flags: FeatureFlags | undefined, name: string): boolean {
  return flags?.[name] === true;
}

export interface FeatureFlagState {
  flags: FeatureFlags;
  isLoading: boolean;
  error: Error | null;
  isOn: (name: string) => boolean;
}

const NO_FLAGS: FeatureFlags = {};

const FLAGS_QUERY = { staleTime: 5 * 60_000, retry: false } as const;

/**
 * The signed-in user's flags, loaded before a page is rendered on the server: a flag that arrived
 * in the browser only (while the server's page is taken over) would draw what the server did not.
 */
export function featureFlagsQueryOptions() {
  return getGetFeatureFlagsQueryOptions({ query: FLAGS_QUERY });
}

export function useFeatureFlags(): FeatureFlagState {
  const auth = useAuth();
  const signedIn = auth.status === 'authenticated';
  const query = useGetFeatureFlags({ query: { ...FLAGS_QUERY, enabled: signedIn } });
  const flags = signedIn ? (query.data ?? NO_FLAGS) : NO_FLAGS;
  return {
    flags,
    isLoading: auth.status === 'loading' || (signedIn && query.isPending),
    error: signedIn && query.error instanceof Error ? query.error : null,
    isOn: (name) => isFlagOn(flags, name),
  };
}
