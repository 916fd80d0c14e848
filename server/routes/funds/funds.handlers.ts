import { HttpStatus } from '../../lib/http-status';
import { normalizeSymbol } from '../../http/symbol-hook';
import type { AppRouteHandler } from '../../http/app-env';
import type * as routes from '../../../generated/routes/funds.routes';

export const listFunds: AppRouteHandler<typeof routes.listFunds> = async (c) =>
  c.json(await c.get('services').funds.list(c.req.valid('query')), HttpStatus.OK);

export const getFund: AppRouteHandler<typeof routes.getFund> = async (c) =>
  c.json(await c.get('services').funds.get(normalizeSymbol(c.req.valid('param').symbol)), HttpStatus.OK);
