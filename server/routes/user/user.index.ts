import { createRouter } from '../../lib/create-app';
import * as handlers from './user.handlers';
import * as routes from './user.routes';

export const userRouter = createRouter()
  .openapi(routes.listPreferences, handlers.listPreferences)
  .openapi(routes.updatePreferences, handlers.updatePreferences)
  .openapi(routes.listFavorites, handlers.listFavorites)
  .openapi(routes.addFavorite, handlers.addFavorite)
  .openapi(routes.removeFavorite, handlers.removeFavorite)
  .openapi(routes.listHidden, handlers.listHidden)
  .openapi(routes.hideTicker, handlers.hideTicker)
  .openapi(routes.unhideTicker, handlers.unhideTicker)
  .openapi(routes.getPriceAlerts, handlers.getPriceAlerts)
  .openapi(routes.updatePriceAlerts, handlers.updatePriceAlerts)
  .openapi(routes.updateProfile, handlers.updateProfile)
  .openapi(routes.sendWelcomeEmail, handlers.sendWelcomeEmail)
  .openapi(routes.listApiTokens, handlers.listApiTokens)
  .openapi(routes.createApiToken, handlers.createApiToken)
  .openapi(routes.revokeApiToken, handlers.revokeApiToken);
