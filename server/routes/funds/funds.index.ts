import { createRouter } from '../../lib/create-app';
import { notImplemented } from '../../lib/not-implemented';
import * as routes from './funds.routes';

export const fundsRouter = createRouter()
  .openapi(routes.listFunds, notImplemented)
  .openapi(routes.getFund, notImplemented);
