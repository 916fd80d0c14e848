import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { getGetPriceAlertsQueryKey, updatePriceAlerts, useGetPriceAlerts } from '../../../generated/client/user/user';
import type { PriceAlertPreferences } from '../../../generated/model';
import { errorMessage } from '../../lib/error-message';
import { changeOptimistically } from '../../lib/optimistic';
import { toast } from '../../lib/toasts';
import {
  DEFAULT_PRICE_ALERTS,
  MOVEMENT_LABELS,
  type MovementType,
  movementFlags,
  movementType,
  parseThreshold,
  THRESHOLD_MAX,
  THRESHOLD_MIN,
  THRESHOLD_STEP,
} from './price-alerts';

const MOVEMENT_TYPES = Object.keys(MOVEMENT_LABELS) as MovementType[];

/** Price alerts: toggle and movement type are saved at once, the threshold on blur. */
export function PriceAlertsSection() {
  const queryClient = useQueryClient();
  const query = useGetPriceAlerts({ query: { retry: false } });
  const settings = query.data ?? DEFAULT_PRICE_ALERTS;
  const [thresholdText, setThresholdText] = useState<string>();
  const [saving, setSaving] = useState(false);

  const save = async (patch: Partial<PriceAlertPreferences>) => {
    const next = { ...settings, ...patch };
    setSaving(true);
    try {
      await changeOptimistically<PriceAlertPreferences, PriceAlertPreferences>({
        queryClient,
        queryKey: getGetPriceAlertsQueryKey(),
        apply: () => next,
        send: () => updatePriceAlerts(next),
        settle: (saved) => saved,
      });
      toast.success('Price alert preferences updated');
    } catch (error) {
      toast.error(`Failed to update price alert preferences: ${errorMessage(error)}`);
    } finally {
      setSaving(false);
    }
  };

  const commitThreshold = () => {
    const value = thresholdText === undefined ? undefined : parseThreshold(thresholdText);
    setThresholdText(undefined);
    if (value !== undefined && value !== settings.threshold) void save({ threshold: value });
  };

  if (query.isPending) return <p className="muted">Loading price alerts...</p>;

  return (
    <section className="panel profile-section" aria-labelledby="price-alerts-title">
      <h2 id="price-alerts-title">Price Alerts</h2>
      <label className="checkbox">
        <input
          type="checkbox"
          checked={settings.enabled}
          disabled={saving}
          onChange={(event) => void save({ enabled: event.target.checked })}
        />
        Enable price alerts
      </label>
      <p className="threshold-row">
        <label htmlFor="price-alert-threshold">Threshold</label>{' '}
        <input
          id="price-alert-threshold"
          type="number"
          min={THRESHOLD_MIN}
          max={THRESHOLD_MAX}
          step={THRESHOLD_STEP}
          value={thresholdText ?? String(settings.threshold)}
          onChange={(event) => setThresholdText(event.target.value)}
          onBlur={commitThreshold}
          aria-describedby="price-alert-threshold-unit"
        />{' '}
        <span id="price-alert-threshold-unit">% daily movement (from market open)</span>
      </p>
      <fieldset className="movement-type" disabled={saving}>
        <legend>Movement type</legend>
        {MOVEMENT_TYPES.map((type) => (
          <label key={type} className="checkbox">
            <input
              type="radio"
              name="price-alert-movement"
              value={type}
              checked={movementType(settings) === type}
              onChange={() => void save(movementFlags(type))}
            />
            {MOVEMENT_LABELS[type]}
          </label>
        ))}
      </fieldset>
      <p className="muted">Alerts are sent once per day per stock during market hours when price movements exceed your threshold.</p>
    </section>
  );
}
