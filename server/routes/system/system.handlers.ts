import { readFileSync } from 'node:fs';
import { checkDatabase, dialectOf } from '../../db/database';
import { HttpStatus } from '../../lib/http-status';
import { openApiPath } from '../../lib/paths';
import type { AppRouteHandler } from '../../lib/types';
import type * as routes from '../../../generated/routes/system.routes';

/** The version the contract and the about page announce. */
export const appVersion = '0.1.27';

const openApiDocument = readFileSync(openApiPath, 'utf8');

export const getHealth: AppRouteHandler<typeof routes.getHealth> = async (c) => {
  const { db, startedAt, marketData } = c.var; // one read: c.var copies every variable
  const database = await checkDatabase(db);
  const body = {
    status: database === 'ok' ? ('ok' as const) : ('degraded' as const),
    version: appVersion,
    database,
    databaseKind: dialectOf(db),
    uptimeSeconds: Math.round((Date.now() - startedAt) / 1000),
    // Which market data is served (the UI labels demo data); a failover list reads 'fmp,sec'.
    marketDataProvider: marketData.providerNames.join(','),
  };
  return database === 'ok' ? c.json(body, HttpStatus.OK) : c.json(body, HttpStatus.SERVICE_UNAVAILABLE);
};

export const getOpenApiDocument: AppRouteHandler<typeof routes.getOpenApiDocument> = (c) =>
  c.body(openApiDocument, HttpStatus.OK, { 'Content-Type': 'application/yaml; charset=utf-8' });
