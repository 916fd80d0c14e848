import { createRouter } from '../../lib/create-app';
import { notImplemented } from '../../lib/not-implemented';
import * as routes from './auth.routes';

export const authRouter = createRouter()
  .openapi(routes.listAuthProviders, notImplemented)
  .openapi(routes.startLogin, notImplemented)
  .openapi(routes.finishLogin, notImplemented)
  .openapi(routes.logout, notImplemented)
  .openapi(routes.getMe, notImplemented);
