import { requireUser } from '../../http/auth';
import { HttpStatus } from '../../lib/http-status';
import type { AppRouteHandler } from '../../http/app-env';
import type * as routes from '../../../generated/routes/feedback.routes';

export const submitFeedback: AppRouteHandler<typeof routes.submitFeedback> = async (c) => {
  const user = requireUser(c);
  return c.json(await c.get('services').feedback.submit(user.id, c.req.valid('json')), HttpStatus.CREATED);
};
