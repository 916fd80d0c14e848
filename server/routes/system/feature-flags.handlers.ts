import { HttpStatus } from '../../lib/http-status';
import type { AppRouteHandler } from '../../http/app-env';
import type * as routes from '../../../generated/routes/system.routes';

/** The signed-in caller's flags (global values with their overrides); `{}` when anonymous. */
export const getFeatureFlags: AppRouteHandler<typeof routes.getFeatureFlags> = async (c) => {
  c.header('Cache-Control', 'no-store');
  return c.json(await c.get('services').system.featureFlags(c.get('user')?.id), HttpStatus.OK);
};
