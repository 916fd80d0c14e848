/**
 * Text with NUL characters (U+0000) is invalid input on every database alike: PostgreSQL cannot
 * store it in a text column and no field has a use for it. Request bodies are checked by their
 * schema (openapi-route.ts jsonBody); a NUL that reaches PostgreSQL through a query or path
 * value is answered 422 by the error handler (create-app.ts).
 */

/** The path (e.g. ['lastName'] or ['tickers', '2']) of the first string holding a NUL, if any. */
export function findNul(value: unknown, path: string[] = []): string[] | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path : undefined;
  if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      const found = findNul(inner, [...path, key]);
      if (found !== undefined) return found;
    }
  }
  return undefined;
}
