import { requireUser } from '../../http/auth';
import { HttpStatus } from '../../lib/http-status';
import type { AppRouteHandler } from '../../http/app-env';
import type * as routes from '../../../generated/routes/search.routes';

export const search: AppRouteHandler<typeof routes.search> = async (c) => {
  const user = requireUser(c);
  const { q, type, limit } = c.req.valid('query');
  const types = type ? [type] : (['stock', 'etf', 'mutual_fund'] as const);
  return c.json({ results: await c.get('services').search.securities(user.id, q, [...types], limit) }, HttpStatus.OK);
};

export const searchStocks: AppRouteHandler<typeof routes.searchStocks> = async (c) => {
  const user = requireUser(c);
  const { q, limit } = c.req.valid('query');
  return c.json({ stocks: await c.get('services').search.securities(user.id, q, ['stock'], limit) }, HttpStatus.OK);
};

export const searchFunds: AppRouteHandler<typeof routes.searchFunds> = async (c) => {
  const user = requireUser(c);
  const { q, limit } = c.req.valid('query');
  return c.json({ funds: await c.get('services').search.securities(user.id, q, ['etf', 'mutual_fund'], limit) }, HttpStatus.OK);
};
