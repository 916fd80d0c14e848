import { requireUser } from '../../lib/auth';
import { HttpStatus } from '../../lib/http-status';
import type { AppRouteHandler } from '../../lib/types';
import { submitFeedback as storeFeedback } from '../../services/feedback.service';
import type * as routes from '../../../generated/routes/feedback.routes';

export const submitFeedback: AppRouteHandler<typeof routes.submitFeedback> = async (c) => {
  const user = requireUser(c);
  return c.json(await storeFeedback(c.var.db, user.id, c.req.valid('json'), c.var.clock.now()), HttpStatus.CREATED);
};
