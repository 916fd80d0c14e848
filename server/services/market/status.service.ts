/** GET /status: each configured market-data provider's health and the background sync's progress. */
import type { ServiceStatus } from '../../../generated/model';
import { PROVIDER_LABELS } from '../../providers/market/provider-http';
import type { AppDependencies } from '../dependencies';

export async function serviceStatus(deps: Pick<AppDependencies, 'marketData' | 'marketSync'>): Promise<ServiceStatus> {
  return {
    providers: deps.marketData.status.snapshot().map((health) => ({ ...health, label: PROVIDER_LABELS[health.provider] })),
    sync: deps.marketSync ? await deps.marketSync.progress() : null,
  };
}
