/**
 * Schedules the price-alerts check (services/price-alerts-check.service.ts) on the app's JobRunner,
 * once per interval over all instances sharing the database.
 */
import type { AppDependencies } from '../../services/dependencies';
import { claimScheduledRun } from '../../services/schedules.service';
import { marketQuoteSource, type PriceAlertsDeps, runPriceAlerts } from '../../services/price-alerts-check.service';

/** Runs the job every PRICE_ALERTS_INTERVAL_SECONDS on the app's JobRunner, with market-data quotes. */
export function schedulePriceAlerts(
  deps: Pick<AppDependencies, 'db' | 'clock' | 'mailer' | 'jobs' | 'config' | 'logger' | 'marketData'>,
): void {
  const alerts: PriceAlertsDeps = {
    db: deps.db,
    clock: deps.clock,
    mailer: deps.mailer,
    quotes: marketQuoteSource(deps.marketData),
    publicUrl: deps.config.publicUrl,
    logger: deps.logger,
  };
  const { intervalMs } = deps.config.priceAlerts;
  deps.jobs.every('price-alerts', intervalMs, async (signal) => {
    // Several instances on one database: only the one that claims this interval's slot checks.
    const now = deps.clock.now();
    if (!(await claimScheduledRun(deps.db, 'price-alerts', intervalMs, now))) return;
    deps.logger.debug({ at: now.toISOString() }, 'price-alerts check');
    const delivered = await runPriceAlerts(alerts, signal);
    if (delivered > 0) deps.logger.info({ delivered }, 'price alerts delivered');
  });
}
