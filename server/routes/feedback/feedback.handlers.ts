import { requireUser } from '../../http/auth';
import { HttpStatus } from '../../lib/http-status';
import type { AppRouteHandler } from '../../http/app-env';
import { submitFeedback as storeFeedback } from '../../services/feedback.service';
import type * as routes from '../../../generated/routes/feedback.routes';

export const submitFeedback: AppRouteHandler<typeof routes.submitFeedback> = async (c) => {
  const user = requireUser(c);
  return c.json(await storeFeedback(c.var.db, user.id, c.req.valid('json'), c.var.clock.now()), HttpStatus.CREATED);
};
