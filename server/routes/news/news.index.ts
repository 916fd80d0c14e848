import { createRouter } from '../../lib/create-app';
import { notImplemented } from '../../lib/not-implemented';
import * as routes from './news.routes';

export const newsRouter = createRouter()
  .openapi(routes.listLatestNews, notImplemented);
