import { HttpStatus } from '../../lib/http-status';
import type { AppRouteHandler } from '../../http/app-env';
import * as overview from '../../services/market/market-overview.service';
import { symbolsHiddenFrom } from '../../services/watchlists.service';
import type * as routes from '../../../generated/routes/market.routes';

export const listIndices: AppRouteHandler<typeof routes.listIndices> = async (c) => {
  const symbols = c.req
    .valid('query')
    .symbols?.split(',')
    .map((s) => s.trim().toUpperCase())
    .filter(Boolean);
  return c.json(await overview.listIndices(c.var, symbols && symbols.length > 0 ? symbols : undefined), HttpStatus.OK);
};

export const getMarketMovers: AppRouteHandler<typeof routes.getMarketMovers> = async (c) =>
  c.json(await overview.getMarketMovers(c.var, await symbolsHiddenFrom(c.var.db, c.var.user?.id)), HttpStatus.OK);
