import { HttpStatus } from '../../lib/http-status';
import { normalizeSymbol } from '../../http/symbol-hook';
import type { AppRouteHandler } from '../../http/app-env';
import { getTickerInfo as tickerInfo } from '../../services/market/lookup.service';
import type * as routes from '../../../generated/routes/ticker.routes';

export const getTickerInfo: AppRouteHandler<typeof routes.getTickerInfo> = async (c) =>
  c.json(await tickerInfo(c.var, normalizeSymbol(c.req.valid('param').symbol)), HttpStatus.OK);
