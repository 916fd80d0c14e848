import type { Generated, Selectable } from 'kysely';
import type { BoolInt, IsoTimestamp } from '../column-types';

/**
 * A user's daily price-movement alert settings (one row per user). The database enforces
 * 0.1 <= threshold <= 50 and that only_positive and only_negative are not both 1.
 */
export interface PriceAlertSettingsTable {
  user_id: string;
  enabled: Generated<BoolInt>;
  /** Percent of daily movement from market open; default 5. */
  threshold: Generated<number>;
  only_positive: Generated<BoolInt>;
  only_negative: Generated<BoolInt>;
  updated_at: IsoTimestamp;
}

export type PriceAlertSettings = Selectable<PriceAlertSettingsTable>;
