import type { Generated, Selectable } from 'kysely';
import type { BoolInt, IsoTimestamp } from '../column-types';

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
