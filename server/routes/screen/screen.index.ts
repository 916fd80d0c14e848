import { createRouter } from '../../lib/create-app';
import * as handlers from './screen.handlers';
import * as routes from './screen.routes';

export const screenRouter = createRouter()
  .openapi(routes.screenStocks, handlers.screenStocks);
