import { createRouter } from '../../lib/create-app';
import * as handlers from './auth.handlers';
import * as routes from './auth.routes';

export const authRouter = createRouter()
  .openapi(routes.listAuthProviders, handlers.listAuthProviders)
  .openapi(routes.startLogin, handlers.startLogin)
  .openapi(routes.finishLogin, handlers.finishLogin)
  .openapi(routes.logout, handlers.logout)
  .openapi(routes.getMe, handlers.getMe);
