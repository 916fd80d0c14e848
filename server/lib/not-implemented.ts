import type { Context } from 'hono';
import { AppError } from './errors';

/**
 * The handler of every operation that is in openapi.yaml but not built yet. Each such operation
 * is listed in tests/contract/pending.ts, which proves it answers 501 in the error envelope.
 */
export const notImplemented = (c: Context): never => {
  throw new AppError('not_implemented', `${c.req.method} ${c.req.routePath} is not implemented yet`);
};
