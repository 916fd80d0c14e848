import { requireUser } from '../../http/auth';
import { HttpStatus } from '../../lib/http-status';
import type { AppRouteHandler } from '../../http/app-env';
import { screenStocks as screen } from '../../services/market/screen.service';
import type * as routes from '../../../generated/routes/screen.routes';

export const screenStocks: AppRouteHandler<typeof routes.screenStocks> = async (c) => {
  requireUser(c);
  return c.json(await screen(c.var, c.req.valid('query')), HttpStatus.OK);
};
