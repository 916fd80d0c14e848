import { requireUser } from '../../http/auth';
import { HttpStatus } from '../../lib/http-status';
import type { AppRouteHandler } from '../../http/app-env';
import type * as routes from '../../../generated/routes/user.routes';

export const listPreferences: AppRouteHandler<typeof routes.listPreferences> = async (c) => {
  const user = requireUser(c);
  return c.json(await c.get('services').user.preferences(user.id), HttpStatus.OK);
};

export const updatePreferences: AppRouteHandler<typeof routes.updatePreferences> = async (c) => {
  const user = requireUser(c);
  return c.json(await c.get('services').user.updatePreferences(user.id, c.req.valid('json')), HttpStatus.OK);
};

export const listFavorites: AppRouteHandler<typeof routes.listFavorites> = async (c) => {
  const user = requireUser(c);
  return c.json({ favorites: await c.get('services').user.favorites(user.id) }, HttpStatus.OK);
};

export const addFavorite: AppRouteHandler<typeof routes.addFavorite> = async (c) => {
  const user = requireUser(c);
  return c.json({ favorites: await c.get('services').user.addFavorite(user.id, c.req.valid('json').ticker) }, HttpStatus.OK);
};

export const removeFavorite: AppRouteHandler<typeof routes.removeFavorite> = async (c) => {
  const user = requireUser(c);
  return c.json({ favorites: await c.get('services').user.removeFavorite(user.id, c.req.valid('param').ticker) }, HttpStatus.OK);
};

export const listHidden: AppRouteHandler<typeof routes.listHidden> = async (c) => {
  const user = requireUser(c);
  return c.json({ hidden: await c.get('services').user.hidden(user.id) }, HttpStatus.OK);
};

export const hideTicker: AppRouteHandler<typeof routes.hideTicker> = async (c) => {
  const user = requireUser(c);
  return c.json({ hidden: await c.get('services').user.hide(user.id, c.req.valid('json').ticker) }, HttpStatus.OK);
};

export const unhideTicker: AppRouteHandler<typeof routes.unhideTicker> = async (c) => {
  const user = requireUser(c);
  return c.json({ hidden: await c.get('services').user.unhide(user.id, c.req.valid('param').ticker) }, HttpStatus.OK);
};

export const getPriceAlerts: AppRouteHandler<typeof routes.getPriceAlerts> = async (c) => {
  const user = requireUser(c);
  return c.json(await c.get('services').user.priceAlerts(user.id), HttpStatus.OK);
};

export const updatePriceAlerts: AppRouteHandler<typeof routes.updatePriceAlerts> = async (c) => {
  const user = requireUser(c);
  return c.json(await c.get('services').user.savePriceAlerts(user.id, c.req.valid('json')), HttpStatus.OK);
};

export const updateProfile: AppRouteHandler<typeof routes.updateProfile> = async (c) => {
  const user = requireUser(c);
  return c.json(await c.get('services').user.updateProfile(user.id, c.req.valid('json')), HttpStatus.OK);
};

export const sendWelcomeEmail: AppRouteHandler<typeof routes.sendWelcomeEmail> = async (c) => {
  const user = requireUser(c);
  const queued = await c.get('services').user.sendWelcomeEmail(user.id);
  return c.json({ message: queued ? 'Welcome e-mail queued' : 'No e-mail address is known for this account' }, HttpStatus.ACCEPTED);
};

export const listApiTokens: AppRouteHandler<typeof routes.listApiTokens> = async (c) => {
  const user = requireUser(c);
  return c.json({ tokens: await c.get('services').user.apiTokens(user.id) }, HttpStatus.OK);
};

export const createApiToken: AppRouteHandler<typeof routes.createApiToken> = async (c) => {
  const user = requireUser(c);
  const created = await c.get('services').user.createApiToken(user.id, c.req.valid('json'));
  return c.json(created, HttpStatus.CREATED);
};

export const revokeApiToken: AppRouteHandler<typeof routes.revokeApiToken> = async (c) => {
  const user = requireUser(c);
  await c.get('services').user.revokeApiToken(user.id, c.req.valid('param').id);
  return c.body(null, HttpStatus.NO_CONTENT);
};
