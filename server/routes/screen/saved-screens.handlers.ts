/** Saved screens of the 'screen' tag: CRUD for their owner, and running one like GET /screen. */
import { requireUser } from '../../http/auth';
import type { AppRouteHandler } from '../../http/app-env';
import { HttpStatus } from '../../lib/http-status';
import type * as routes from '../../../generated/routes/screen.routes';

export const listSavedScreens: AppRouteHandler<typeof routes.listSavedScreens> = async (c) =>
  c.json(await c.get('services').screen.saved(requireUser(c).id), HttpStatus.OK);

export const createSavedScreen: AppRouteHandler<typeof routes.createSavedScreen> = async (c) => {
  const user = requireUser(c);
  return c.json(await c.get('services').screen.createSaved(user.id, c.req.valid('json')), HttpStatus.CREATED);
};

export const getSavedScreen: AppRouteHandler<typeof routes.getSavedScreen> = async (c) =>
  c.json(await c.get('services').screen.getSaved(requireUser(c).id, c.req.valid('param').id), HttpStatus.OK);

export const updateSavedScreen: AppRouteHandler<typeof routes.updateSavedScreen> = async (c) => {
  const user = requireUser(c);
  return c.json(await c.get('services').screen.updateSaved(user.id, c.req.valid('param').id, c.req.valid('json')), HttpStatus.OK);
};

export const deleteSavedScreen: AppRouteHandler<typeof routes.deleteSavedScreen> = async (c) => {
  await c.get('services').screen.deleteSaved(requireUser(c).id, c.req.valid('param').id);
  return c.body(null, HttpStatus.NO_CONTENT);
};

export const runSavedScreen: AppRouteHandler<typeof routes.runSavedScreen> = async (c) => {
  const user = requireUser(c);
  const { page, limit } = c.req.valid('query');
  return c.json(await c.get('services').screen.runSaved(user.id, c.req.valid('param').id, page, limit), HttpStatus.OK);
};
