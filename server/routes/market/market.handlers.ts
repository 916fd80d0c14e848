import { HttpStatus } from '../../lib/http-status';
import type { AppRouteHandler } from '../../http/app-env';
import type * as routes from '../../../generated/routes/market.routes';

export const listIndices: AppRouteHandler<typeof routes.listIndices> = async (c) => {
  const symbols = c.req
    .valid('query')
    .symbols?.split(',')
    .map((s) => s.trim().toUpperCase())
    .filter(Boolean);
  return c.json(await c.get('services').market.indices(symbols && symbols.length > 0 ? symbols : undefined), HttpStatus.OK);
};

export const getMarketMovers: AppRouteHandler<typeof routes.getMarketMovers> = async (c) =>
  c.json(await c.get('services').market.movers(c.get('user')?.id), HttpStatus.OK);
