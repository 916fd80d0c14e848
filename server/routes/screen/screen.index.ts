import { createRouter } from '../../lib/create-app';
import { notImplemented } from '../../lib/not-implemented';
import * as routes from './screen.routes';

export const screenRouter = createRouter()
  .openapi(routes.screenStocks, notImplemented);
