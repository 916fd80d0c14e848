import { HttpStatus } from '../../lib/http-status';
import { normalizeSymbol } from '../../http/symbol-hook';
import type { AppRouteHandler } from '../../http/app-env';
import type * as routes from '../../../generated/routes/ticker.routes';

export const getTickerInfo: AppRouteHandler<typeof routes.getTickerInfo> = async (c) =>
  c.json(await c.get('services').ticker.info(normalizeSymbol(c.req.valid('param').symbol)), HttpStatus.OK);
