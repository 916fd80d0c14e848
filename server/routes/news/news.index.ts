import { createRouter } from '../../lib/create-app';
import * as handlers from './news.handlers';
import * as routes from './news.routes';

export const newsRouter = createRouter()
  .openapi(routes.listLatestNews, handlers.listLatestNews);
