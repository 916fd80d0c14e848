/** 'What changed in the 10-K' of the 'companies' tag. */
import { requireUser } from '../../http/auth';
import { HttpStatus } from '../../lib/http-status';
import type { AppRouteHandler } from '../../http/app-env';
import { aiDepsOf } from '../../services/ai/ai-services';
import { getTenKChanges as compareTenKs } from '../../services/tenk/filing-changes.service';
import type * as routes from '../../../generated/routes/companies.routes';

export const getTenKChanges: AppRouteHandler<typeof routes.getTenKChanges> = async (c) => {
  requireUser(c);
  const symbol = c.req.valid('param').symbol.toUpperCase();
  return c.json(await compareTenKs(aiDepsOf(c.var), symbol, c.req.valid('query').year), HttpStatus.OK);
};
