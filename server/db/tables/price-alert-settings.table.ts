import type { Generated, Selectable } from 'kysely';
import type { BoolInt, IsoTimestamp } from '../column-types';

/**
 * A user's daily price-movement alert settings (one row per user). The database enforces
 * 0.1 <= threshold <= 50 and that onlyPositive and onlyNegative are not both 1.
 */
export interface PriceAlertSettingsTable {
  userId: string;
  enabled: Generated<BoolInt>;
  /** Percent of daily movement from market open; default 5. */
  threshold: Generated<number>;
  onlyPositive: Generated<BoolInt>;
  onlyNegative: Generated<BoolInt>;
  updatedAt: IsoTimestamp;
}

export type PriceAlertSettings = Selectable<PriceAlertSettingsTable>;
