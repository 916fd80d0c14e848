import { HttpStatus } from '../../lib/http-status';
import type { AppRouteHandler } from '../../http/app-env';
import type * as routes from '../../../generated/routes/news.routes';

export const listLatestNews: AppRouteHandler<typeof routes.listLatestNews> = async (c) => {
  const { limit, offset = 0 } = c.req.valid('query');
  return c.json(await c.get('services').news.latest(c.get('user')?.id, limit, offset), HttpStatus.OK);
};

export const getDemoNewsArticle: AppRouteHandler<typeof routes.getDemoNewsArticle> = async (c) => {
  return c.json(await c.get('services').news.demoArticle(c.req.valid('param').slug), HttpStatus.OK);
};
