/** GET /status: each configured market-data provider's health, the background sync's progress and the AI's model calls today. */
import type { ServiceStatus } from '../../../../generated/model';
import { PROVIDER_LABELS } from '../../../providers/market/provider-http';
import type { AppDependencies } from '../../dependencies';

export async function serviceStatus(deps: Pick<AppDependencies, 'marketData' | 'marketSync' | 'ai'>): Promise<ServiceStatus> {
  return {
    providers: deps.marketData.status.snapshot().map((health) => ({ ...health, label: PROVIDER_LABELS[health.provider] })),
    sync: deps.marketSync ? await deps.marketSync.progress() : null,
    ai: { provider: deps.ai.provider.name, modelCallsToday: deps.ai.modelCalls.today(), maxModelRounds: deps.ai.maxModelRounds },
  };
}
