import { requireUser } from '../../http/auth';
import { HttpStatus } from '../../lib/http-status';
import type { AppRouteHandler } from '../../http/app-env';
import {
  createApiToken as createToken,
  listApiTokens as listTokens,
  revokeApiToken as revokeToken,
} from '../../services/api-tokens.service';
import { displayNameOf, welcomeEmail } from '../../services/emails';
import * as preferences from '../../services/preferences.service';
import { getPriceAlertPreferences, savePriceAlertPreferences } from '../../services/price-alerts.service';
import { getApiUser, updateProfile as saveProfile } from '../../services/users.service';
import * as watchlists from '../../services/watchlists.service';
import type * as routes from '../../../generated/routes/user.routes';

export const listPreferences: AppRouteHandler<typeof routes.listPreferences> = async (c) => {
  const user = requireUser(c);
  return c.json(await preferences.listPreferences(c.var.db, user.id), HttpStatus.OK);
};

export const updatePreferences: AppRouteHandler<typeof routes.updatePreferences> = async (c) => {
  const user = requireUser(c);
  const saved = await preferences.updatePreferences(c.var.db, user.id, c.req.valid('json'), c.var.clock.now());
  return c.json(saved, HttpStatus.OK);
};

export const listFavorites: AppRouteHandler<typeof routes.listFavorites> = async (c) => {
  const user = requireUser(c);
  return c.json({ favorites: await watchlists.listFavorites(c.var.db, user.id) }, HttpStatus.OK);
};

export const addFavorite: AppRouteHandler<typeof routes.addFavorite> = async (c) => {
  const user = requireUser(c);
  const { ticker } = c.req.valid('json');
  return c.json({ favorites: await watchlists.addFavorite(c.var.db, user.id, ticker, c.var.clock.now()) }, HttpStatus.OK);
};

export const removeFavorite: AppRouteHandler<typeof routes.removeFavorite> = async (c) => {
  const user = requireUser(c);
  const { ticker } = c.req.valid('param');
  return c.json({ favorites: await watchlists.removeFavorite(c.var.db, user.id, ticker) }, HttpStatus.OK);
};

export const listHidden: AppRouteHandler<typeof routes.listHidden> = async (c) => {
  const user = requireUser(c);
  return c.json({ hidden: await watchlists.listHidden(c.var.db, user.id) }, HttpStatus.OK);
};

export const hideTicker: AppRouteHandler<typeof routes.hideTicker> = async (c) => {
  const user = requireUser(c);
  const { ticker } = c.req.valid('json');
  const hidden = await watchlists.hideTicker(c.var.db, user.id, ticker, c.var.clock.now());
  return c.json({ hidden }, HttpStatus.OK);
};

export const unhideTicker: AppRouteHandler<typeof routes.unhideTicker> = async (c) => {
  const user = requireUser(c);
  const { ticker } = c.req.valid('param');
  return c.json({ hidden: await watchlists.unhideTicker(c.var.db, user.id, ticker) }, HttpStatus.OK);
};

export const getPriceAlerts: AppRouteHandler<typeof routes.getPriceAlerts> = async (c) => {
  const user = requireUser(c);
  return c.json(await getPriceAlertPreferences(c.var.db, user.id), HttpStatus.OK);
};

export const updatePriceAlerts: AppRouteHandler<typeof routes.updatePriceAlerts> = async (c) => {
  const user = requireUser(c);
  const saved = await savePriceAlertPreferences(c.var.db, user.id, c.req.valid('json'), c.var.clock.now());
  return c.json(saved, HttpStatus.OK);
};

export const updateProfile: AppRouteHandler<typeof routes.updateProfile> = async (c) => {
  const user = requireUser(c);
  return c.json(await saveProfile(c.var.db, user.id, c.req.valid('json'), c.var.clock.now()), HttpStatus.OK);
};

export const sendWelcomeEmail: AppRouteHandler<typeof routes.sendWelcomeEmail> = async (c) => {
  const user = requireUser(c);
  const { db, mailer, config } = c.var;
  const profile = await getApiUser(db, user.id);
  if (!profile.email) return c.json({ message: 'No e-mail address is known for this account' }, HttpStatus.ACCEPTED);
  const message = welcomeEmail(profile.email, displayNameOf(profile), config.publicUrl);
  void c.var.jobs.run('welcome-email', () => mailer.send(message));
  return c.json({ message: 'Welcome e-mail queued' }, HttpStatus.ACCEPTED);
};

export const listApiTokens: AppRouteHandler<typeof routes.listApiTokens> = async (c) => {
  const user = requireUser(c);
  return c.json({ tokens: await listTokens(c.var.db, user.id) }, HttpStatus.OK);
};

export const createApiToken: AppRouteHandler<typeof routes.createApiToken> = async (c) => {
  const user = requireUser(c);
  const created = await createToken(c.var.db, user.id, c.req.valid('json'), c.var.clock.now(), c.var.config.apiTokensPerUser);
  c.header('Cache-Control', 'no-store');
  return c.json(created, HttpStatus.CREATED);
};

export const revokeApiToken: AppRouteHandler<typeof routes.revokeApiToken> = async (c) => {
  const user = requireUser(c);
  await revokeToken(c.var.db, user.id, c.req.valid('param').id);
  return c.body(null, HttpStatus.NO_CONTENT);
};
