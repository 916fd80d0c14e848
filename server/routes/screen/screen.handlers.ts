import { requireUser } from '../../http/auth';
import { HttpStatus } from '../../lib/http-status';
import type { AppRouteHandler } from '../../http/app-env';
import type * as routes from '../../../generated/routes/screen.routes';

export const screenStocks: AppRouteHandler<typeof routes.screenStocks> = async (c) => {
  const user = requireUser(c);
  return c.json(await c.get('services').screen.run(user.id, c.req.valid('query')), HttpStatus.OK);
};
