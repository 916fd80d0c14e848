/** 'What changed in the 10-K' of the 'companies' tag. */
import { requireUser } from '../../http/auth';
import { HttpStatus } from '../../lib/http-status';
import type { AppRouteHandler } from '../../http/app-env';
import type * as routes from '../../../generated/routes/companies.routes';

export const getTenKChanges: AppRouteHandler<typeof routes.getTenKChanges> = async (c) => {
  requireUser(c);
  const symbol = c.req.valid('param').symbol.toUpperCase();
  return c.json(await c.get('services').companies.tenKChanges(symbol, c.req.valid('query').year), HttpStatus.OK);
};
