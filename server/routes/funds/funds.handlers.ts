import { HttpStatus } from '../../lib/http-status';
import { normalizeSymbol } from '../../http/symbol-hook';
import type { AppRouteHandler } from '../../http/app-env';
import * as funds from '../../services/market/funds.service';
import type * as routes from '../../../generated/routes/funds.routes';

export const listFunds: AppRouteHandler<typeof routes.listFunds> = async (c) =>
  c.json(await funds.listFunds(c.var, c.req.valid('query')), HttpStatus.OK);

export const getFund: AppRouteHandler<typeof routes.getFund> = async (c) =>
  c.json(await funds.getFund(c.var, normalizeSymbol(c.req.valid('param').symbol)), HttpStatus.OK);
