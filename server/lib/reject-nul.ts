/**
 * JSON bodies with NUL characters (U+0000) in any text are refused as invalid input, on every
 * database alike: PostgreSQL cannot store them in a text column and no field has a use for them.
 * (A NUL that reaches PostgreSQL through a query parameter is answered 422 by the error handler.)
 */
import { createMiddleware } from 'hono/factory';
import type { ErrorEnvelope } from './errors';
import type { AppEnv } from './types';

/** The path (e.g. `lastName` or `tickers.2`) of the first string holding a NUL, if any. */
export function findNul(value: unknown, path: string[] = []): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path.join('.') || 'body' : undefined;
  if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      const found = findNul(inner, [...path, key]);
      if (found !== undefined) return found;
    }
  }
  return undefined;
}

export function rejectNul() {
  return createMiddleware<AppEnv>(async (c, next) => {
    let field: string | undefined;
    if (c.req.method !== 'GET' && /json/i.test(c.req.header('content-type') ?? '')) {
      try {
        field = findNul(JSON.parse(await c.req.text()));
      } catch {
        // Malformed JSON is the body validator's to answer.
      }
    }
    if (field === undefined) return next();
    const message = `${field} must not contain NUL characters`;
    return c.json<ErrorEnvelope>({ error: { code: 'validation_failed', message, field } }, 422);
  });
}
