/** Price-alert settings: the threshold bounds and the movement type (spec section 5). */
import type { PriceAlertPreferences } from '../../../generated/model';

export const THRESHOLD_MIN = 0.1;
export const THRESHOLD_MAX = 50;
export const THRESHOLD_STEP = 0.1;
const DEFAULT_THRESHOLD = 5;

export type MovementType = 'all' | 'gains' | 'losses';

export const MOVEMENT_LABELS: Record<MovementType, string> = {
  all: 'All movements',
  gains: 'Only gains',
  losses: 'Only losses',
};

export function movementType(prefs: Pick<PriceAlertPreferences, 'onlyPositive' | 'onlyNegative'>): MovementType {
  if (prefs.onlyPositive) return 'gains';
  if (prefs.onlyNegative) return 'losses';
  return 'all';
}

export function movementFlags(type: MovementType): Pick<PriceAlertPreferences, 'onlyPositive' | 'onlyNegative'> {
  return { onlyPositive: type === 'gains', onlyNegative: type === 'losses' };
}

/**
 * A typed threshold rounded to one decimal, or undefined when non-numeric or outside 0.1 to 50.
 * The range is checked on the typed value, so 0.05 and 50.04 are ignored rather than rounded in.
 */
export function parseThreshold(text: string): number | undefined {
  if (text.trim() === '') return undefined;
  const value = Number(text);
  if (!Number.isFinite(value) || value < THRESHOLD_MIN || value > THRESHOLD_MAX) return undefined;
  return Math.round(value * 10) / 10;
}

export const DEFAULT_PRICE_ALERTS: PriceAlertPreferences = {
  enabled: false,
  threshold: DEFAULT_THRESHOLD,
  onlyPositive: false,
  onlyNegative: false,
};
