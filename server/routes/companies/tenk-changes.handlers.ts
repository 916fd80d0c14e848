/** 'What changed' in a 10-K or a 10-Q, of the 'companies' tag. */
import { requireUser } from '../../http/auth';
import { HttpStatus } from '../../lib/http-status';
import type { AppRouteHandler } from '../../http/app-env';
import type * as routes from '../../../generated/routes/companies.routes';

export const getTenKChanges: AppRouteHandler<typeof routes.getTenKChanges> = async (c) => {
  requireUser(c);
  const symbol = c.req.valid('param').symbol.toUpperCase();
  return c.json(await c.get('services').companies.tenKChanges(symbol, c.req.valid('query').year), HttpStatus.OK);
};

export const getFilingChanges: AppRouteHandler<typeof routes.getFilingChanges> = async (c) => {
  requireUser(c);
  const { symbol, accession } = c.req.valid('param');
  return c.json(await c.get('services').companies.filingChanges(symbol.toUpperCase(), accession), HttpStatus.OK);
};
