import { requireUser } from '../../http/auth';
import { HttpStatus } from '../../lib/http-status';
import type { AppRouteHandler } from '../../http/app-env';
import { screenStocks as screen } from '../../services/market/screen.service';
import { symbolsHiddenFrom } from '../../services/watchlists.service';
import type * as routes from '../../../generated/routes/screen.routes';

export const screenStocks: AppRouteHandler<typeof routes.screenStocks> = async (c) => {
  const user = requireUser(c);
  return c.json(await screen(c.var, c.req.valid('query'), await symbolsHiddenFrom(c.var.db, user.id)), HttpStatus.OK);
};
