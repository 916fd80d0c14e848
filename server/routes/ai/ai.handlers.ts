import { requireUser } from '../../http/auth';
import { AppError } from '../../lib/errors';
import { HttpStatus } from '../../lib/http-status';
import type { AppRouteHandler } from '../../http/app-env';
import type * as routes from '../../../generated/routes/ai.routes';

export const getAiHistory: AppRouteHandler<typeof routes.getAiHistory> = async (c) => {
  const user = requireUser(c);
  const { ticker } = c.req.valid('query');
  const history = await c.get('services').ai.history(user.id, ticker?.toUpperCase());
  return c.json({ history }, HttpStatus.OK);
};

export const askAi: AppRouteHandler<typeof routes.askAi> = async (c) => {
  const user = requireUser(c);
  const { question, ticker, id } = c.req.valid('json');
  const { entry, finished } = await c.get('services').ai.ask(user.id, { question: question.trim(), ticker: ticker.toUpperCase(), id });
  if (!finished) return c.json(entry, HttpStatus.ACCEPTED);
  if (entry.status === 'error') throw new AppError('provider_error', entry.error ?? 'The answer failed');
  return c.json(entry, HttpStatus.OK);
};

export const getAiAnswer: AppRouteHandler<typeof routes.getAiAnswer> = async (c) => {
  const user = requireUser(c);
  return c.json(await c.get('services').ai.get(user.id, c.req.valid('param').id), HttpStatus.OK);
};

export const deleteAiQuestion: AppRouteHandler<typeof routes.deleteAiQuestion> = async (c) => {
  const user = requireUser(c);
  await c.get('services').ai.remove(user.id, c.req.valid('param').id);
  return c.body(null, HttpStatus.NO_CONTENT);
};
