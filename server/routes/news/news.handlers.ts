import { HttpStatus } from '../../lib/http-status';
import type { AppRouteHandler } from '../../http/app-env';
import { newsPage } from '../../services/market/company.service';
import { symbolsHiddenFrom } from '../../services/watchlists.service';
import type * as routes from '../../../generated/routes/news.routes';

export const listLatestNews: AppRouteHandler<typeof routes.listLatestNews> = async (c) => {
  const { limit, offset = 0 } = c.req.valid('query');
  return c.json(await newsPage(c.var, null, limit, offset, await symbolsHiddenFrom(c.var.db, c.var.user?.id)), HttpStatus.OK);
};
