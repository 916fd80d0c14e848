import { createRouter } from '../../lib/create-app';
import { invalidSymbolHook } from '../../lib/symbol-hook';
import * as handlers from './funds.handlers';
import * as routes from './funds.routes';

export const fundsRouter = createRouter()
  .openapi(routes.listFunds, handlers.listFunds)
  .openapi(routes.getFund, handlers.getFund, invalidSymbolHook('getFund'));
