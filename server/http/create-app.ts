/** The one app factory: every router shares the validation hook and the error envelope. */
import { OpenAPIHono, type Hook } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { AppError, type ErrorEnvelope } from '../lib/errors';
import { allowedMethods, methodAnswer } from './allowed-methods';
import type { AppEnv } from './app-env';
import { findBadText } from '../lib/text-rules';

/**
 * 422 naming the JSON body's field whose text breaks the text rules (a NUL character, a lone
 * surrogate), in those words, whichever of the field's checks failed first (the contract's
 * `pattern` or jsonBody's refinement); undefined when the body's text is fine.
 */
export function badTextAnswer(result: { target: string; error: { issues: ReadonlyArray<{ path: PropertyKey[] }> } }, c: Context) {
  if (result.target !== 'json') return undefined;
  // @hono/zod-validator hands the hook the value it validated as `data`, on failure too (its own
  // Hook type says so; @hono/zod-openapi's narrower type leaves it out).
  const bad = findBadText((result as { data?: unknown }).data);
  // Only the text of a field that failed validation: a key the schema ignores is not answered for.
  const failed = bad && result.error.issues.some((issue) => bad.path.every((key, n) => String(issue.path[n]) === key));
  if (!bad || !failed) return undefined;
  const path = bad.path.join('.');
  const message = path ? `${path}: ${bad.problem}` : bad.problem;
  return c.json<ErrorEnvelope>({ error: { code: 'validation_failed', message, field: path || 'body' } }, 422);
}

/** Turns a failed request validation into 422 with the offending field. */
export const defaultHook: Hook<unknown, AppEnv, string, unknown> = (result, c) => {
  if (result.success) return;
  const badText = badTextAnswer(result, c);
  if (badText) return badText;
  const issue = result.error.issues[0];
  const path = issue?.path.map(String).join('.') ?? '';
  const field = path || (result.target === 'json' ? 'body' : result.target);
  const message = issue ? (path ? `${path}: ${issue.message}` : issue.message) : 'Invalid request';
  return c.json<ErrorEnvelope>({ error: { code: 'validation_failed', message, field } }, 422);
};

export function createRouter() {
  return new OpenAPIHono<AppEnv>({ strict: false, defaultHook });
}

/**
 * notFound and onError for the whole app: always the error envelope, never a stack trace. A path
 * that exists under other methods answers 405 with `Allow` (OPTIONS: 204 with `Allow`). Returns
 * the paths' allowed methods, for refuseOtherMethods (allowed-methods.ts).
 */
export function installErrorHandlers(app: OpenAPIHono<AppEnv>, apiPrefix: string) {
  const allowed = allowedMethods(app, apiPrefix);
  app.notFound((c) => {
    const answer = methodAnswer(c, allowed(c.req.path));
    if (answer) return answer;
    return c.json<ErrorEnvelope>({ error: { code: 'not_found', message: `No route for ${c.req.method} ${c.req.path}` } }, 404);
  });
  app.onError((err, c) => answerError(err, c));
  return allowed;
}

function answerError(err: Error, c: Context<AppEnv>) {
  if (err instanceof AppError) {
    for (const [name, value] of Object.entries(err.headers ?? {})) c.header(name, value);
    if (err.status === 500) c.get('log')?.error({ err }, err.message);
    // An upstream failure: the person gets a sentence, the operator the source's own words (redacted).
    if (err.status === 502 && err.cause instanceof Error) c.get('log')?.warn({ upstream: err.cause.message }, err.message);
    return c.json<ErrorEnvelope>(err.toEnvelope(), err.status);
  }
  if ((err as { code?: unknown }).code === '22021') {
    // PostgreSQL refused text it cannot store (a NUL character in a query or path value).
    return c.json<ErrorEnvelope>({ error: { code: 'validation_failed', message: 'Text must not contain NUL characters' } }, 422);
  }
  if (err instanceof HTTPException && err.status === 400) {
    // Hono's body parser: malformed JSON is invalid input like any other.
    return c.json<ErrorEnvelope>({ error: { code: 'validation_failed', message: err.message, field: 'body' } }, 422);
  }
  if (err instanceof HTTPException && err.status === 415) {
    // The route's media-type gate: a body that is not JSON is invalid input too (the contract
    // answers invalid input with 422 only).
    const message = `Unsupported Content-Type '${c.req.header('content-type') ?? '(none)'}': send the body as application/json`;
    return c.json<ErrorEnvelope>({ error: { code: 'validation_failed', message, field: 'body' } }, 422);
  }
  if (err instanceof HTTPException && err.status < 500) {
    return c.json<ErrorEnvelope>({ error: { code: 'bad_request', message: err.message } }, err.status);
  }
  if (closedByClient(err, c)) {
    // The client hung up (a partial body, then a closed socket): nobody reads this answer, and it
    // is no server error. The access log line says so (request-context.ts), once, at info.
    return new Response(null, { status: CLIENT_CLOSED_REQUEST });
  }
  c.get('log')?.error({ err }, 'unhandled error');
  return c.json<ErrorEnvelope>({ error: { code: 'internal', message: 'Internal server error' } }, 500);
}

/** The status the access log records for a request its client abandoned (nginx's 499); never sent. */
export const CLIENT_CLOSED_REQUEST = 499;

/** Reading the body failed because the client closed the connection (Node's 'aborted', ECONNRESET). */
function closedByClient(err: Error, c: Context<AppEnv>): boolean {
  return c.req.raw.signal.aborted || ((err as { code?: unknown }).code === 'ECONNRESET' && err.message === 'aborted');
}
