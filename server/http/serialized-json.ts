/**
 * Answers with JSON serialised earlier: the same status, body and Content-Type `c.json(value)`
 * gives, typed as that answer, for an operation that keeps the text of an answer it serves
 * many times (GET /companies/{symbol}, between changes of the company or its quote).
 */
import type { Context, TypedResponse } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** Returns a WeakMap-backed serialiser: each object is stringified once while it is alive. */
export function jsonOnce(): (value: object) => string {
  const texts = new WeakMap<object, string>();
  return (value) => {
    let text = texts.get(value);
    if (text === undefined) {
      text = JSON.stringify(value);
      texts.set(value, text);
    }
    return text;
  };
}

/** `c.json(value, status)` for a value whose JSON text is `text` (from `jsonOnce`). */
export function serializedJson<T, S extends ContentfulStatusCode>(
  c: Context,
  _value: T,
  text: string,
  status: S,
): TypedResponse<T, S, 'json'> {
  // The response is exactly what c.json would build from the value; only the type says so.
  return c.body(text, status, { 'Content-Type': 'application/json' }) as unknown as TypedResponse<T, S, 'json'>;
}
