import { createRouter } from '../../lib/create-app';
import { notImplemented } from '../../lib/not-implemented';
import * as routes from './user.routes';

export const userRouter = createRouter()
  .openapi(routes.listPreferences, notImplemented)
  .openapi(routes.updatePreferences, notImplemented)
  .openapi(routes.listFavorites, notImplemented)
  .openapi(routes.addFavorite, notImplemented)
  .openapi(routes.removeFavorite, notImplemented)
  .openapi(routes.listHidden, notImplemented)
  .openapi(routes.hideTicker, notImplemented)
  .openapi(routes.unhideTicker, notImplemented)
  .openapi(routes.getPriceAlerts, notImplemented)
  .openapi(routes.updatePriceAlerts, notImplemented)
  .openapi(routes.updateProfile, notImplemented)
  .openapi(routes.sendWelcomeEmail, notImplemented)
  .openapi(routes.listApiTokens, notImplemented)
  .openapi(routes.createApiToken, notImplemented)
  .openapi(routes.revokeApiToken, notImplemented);
