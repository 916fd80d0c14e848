/** The service's own state: health of the process and its database. */
import { checkDatabase, dialectOf } from '../db/database';
import { appVersion } from '../lib/paths';
import type { AppDependencies } from './dependencies';

export async function health({ db, startedAt, marketData, clock }: Pick<AppDependencies, 'db' | 'startedAt' | 'marketData' | 'clock'>) {
  const database = await checkDatabase(db);
  return {
    status: database === 'ok' ? ('ok' as const) : ('degraded' as const),
    version: appVersion,
    database,
    databaseKind: dialectOf(db),
    uptimeSeconds: Math.round((clock.now().getTime() - startedAt) / 1000),
    // Which market data is served (the UI labels demo data); a failover list reads 'fmp,sec'.
    marketDataProvider: marketData.providerNames.join(','),
  };
}
