import type { Generated, Selectable } from 'kysely';
import type { BoolInt, IsoTimestamp } from '../column-types';

/** A global feature flag. */
export interface FeatureFlagsTable {
  name: string;
  enabled: Generated<BoolInt>;
  description: string | null;
  updatedAt: IsoTimestamp;
}

/** A per-user value of a flag that wins over the global one (pk flagName + userId). */
export interface FeatureFlagOverridesTable {
  flagName: string;
  userId: string;
  enabled: BoolInt;
}

export type FeatureFlag = Selectable<FeatureFlagsTable>;
