/**
 * Price-alert settings: enabled, threshold (0.1 to 50 % in steps of 0.1, default 5) and the
 * movement type, exactly one of all (both flags false), only gains or only losses.
 */
import type { Kysely } from 'kysely';
import { fromBoolInt, toBoolInt } from '../db/column-types';
import { findPriceAlertSettings, upsertPriceAlertSettings } from '../db/repositories/price-alert-settings.repository';
import type { Database } from '../db/schema';
import type { PriceAlertSettings } from '../db/tables/price-alert-settings.table';
import { validationFailed } from '../lib/errors';
import type { PriceAlertPreferences } from '../../generated/model';

const DEFAULT_PRICE_ALERTS: PriceAlertPreferences = {
  enabled: false,
  threshold: 5,
  onlyPositive: false,
  onlyNegative: false,
};

export function toPriceAlertPreferences(row: PriceAlertSettings | undefined): PriceAlertPreferences {
  if (!row) return { ...DEFAULT_PRICE_ALERTS };
  return {
    enabled: fromBoolInt(row.enabled),
    threshold: row.threshold,
    onlyPositive: fromBoolInt(row.onlyPositive),
    onlyNegative: fromBoolInt(row.onlyNegative),
  };
}

export async function getPriceAlertPreferences(db: Kysely<Database>, userId: string): Promise<PriceAlertPreferences> {
  return toPriceAlertPreferences(await findPriceAlertSettings(db, userId));
}

export async function savePriceAlertPreferences(
  db: Kysely<Database>,
  userId: string,
  input: PriceAlertPreferences,
  now: Date,
): Promise<PriceAlertPreferences> {
  if (input.onlyPositive && input.onlyNegative) {
    throw validationFailed('Choose one movement type: all, only gains or only losses', 'onlyNegative');
  }
  // Stored on the 0.1 grid, so 0.30000000000000004 and 0.3 are the same threshold.
  const threshold = Math.round(input.threshold * 10) / 10;
  await upsertPriceAlertSettings(db, {
    userId,
    enabled: toBoolInt(input.enabled),
    threshold,
    onlyPositive: toBoolInt(input.onlyPositive),
    onlyNegative: toBoolInt(input.onlyNegative),
    updatedAt: now.toISOString(),
  });
  return { ...input, threshold };
}
