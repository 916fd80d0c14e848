/**
 * What runs after the market changed (a finished background sync pass, a company refresh):
 * saved-screen alerts and new-10-K risk factors, in the background on the app's JobRunner.
 */
import type { AppDependencies } from '../../services/dependencies';
import { aiDepsOf } from '../../services/ai/ai-services';
import { checkSavedScreenAlerts } from '../../services/market/screening/saved-screens.service';
import { checkNewTenKs } from '../../services/tenk/risk-factor-alerts.service';

export type MarketChangeDeps = Pick<
  AppDependencies,
  'db' | 'logger' | 'clock' | 'mailer' | 'config' | 'marketData' | 'screener' | 'companyCache' | 'durableJobs' | 'ai' | 'jobs'
>;

/** One pass of both alerts; returns how many messages went out. */
async function runMarketChangeAlerts(deps: MarketChangeDeps): Promise<number> {
  const screens = await checkSavedScreenAlerts({ ...deps, publicUrl: deps.config.publicUrl });
  const filings = await checkNewTenKs(aiDepsOf(deps));
  if (screens + filings > 0) deps.logger.info({ savedScreenAlerts: screens, newTenKAlerts: filings }, 'market change alerts sent');
  return screens + filings;
}

/**
 * The hook the market services call after a change: runs a pass in the background; a change
 * that arrives while a pass runs gets one more pass after it, so none is missed.
 */
export function onMarketChanged(deps: MarketChangeDeps): () => void {
  let running = false;
  let again = false;
  const passes = async (signal: AbortSignal) => {
    running = true;
    try {
      do {
        again = false;
        await runMarketChangeAlerts(deps);
      } while (again && !signal.aborted);
    } finally {
      running = false;
    }
  };
  return () => {
    if (running) again = true;
    else void deps.jobs.run('market-change-alerts', passes);
  };
}
