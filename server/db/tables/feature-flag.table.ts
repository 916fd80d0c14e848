import type { Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { BoolInt, IsoTimestamp } from '../column-types';

/** Flags the first migration seeds (all off). */
export const KNOWN_FEATURE_FLAGS = [
  'email-notifications',
  'test-message-button',
  'show_new_user_modal',
] as const;
export type KnownFeatureFlag = (typeof KNOWN_FEATURE_FLAGS)[number];

/** A global feature flag. */
export interface FeatureFlagsTable {
  name: string;
  enabled: Generated<BoolInt>;
  description: string | null;
  updated_at: IsoTimestamp;
}

/** A per-user value of a flag that wins over the global one (pk flag_name + user_id). */
export interface FeatureFlagOverridesTable {
  flag_name: string;
  user_id: string;
  enabled: BoolInt;
}

export type FeatureFlag = Selectable<FeatureFlagsTable>;
export type NewFeatureFlag = Insertable<FeatureFlagsTable>;
export type FeatureFlagUpdate = Updateable<FeatureFlagsTable>;

export type FeatureFlagOverride = Selectable<FeatureFlagOverridesTable>;
export type NewFeatureFlagOverride = Insertable<FeatureFlagOverridesTable>;
export type FeatureFlagOverrideUpdate = Updateable<FeatureFlagOverridesTable>;
