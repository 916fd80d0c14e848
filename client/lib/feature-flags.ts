/**
 * Feature flags: loaded only for signed-in users (anonymous visitors have none); a missing flag
 * counts as off. A load failure is kept as the error and loading ends.
 */
import { useGetFeatureFlags } from '../../generated/client/system/system';
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

export function useFeatureFlags(): FeatureFlagState {
  const auth = useAuth();
  const signedIn = auth.status === 'authenticated';
  const query = useGetFeatureFlags({ query: { enabled: signedIn, staleTime: 5 * 60_000, retry: false } });
  const flags = signedIn ? (query.data ?? NO_FLAGS) : NO_FLAGS;
  return {
    flags,
    isLoading: auth.status === 'loading' || (signedIn && query.isPending),
    error: signedIn && query.error instanceof Error ? query.error : null,
    isOn: (name) => isFlagOn(flags, name),
  };
}
