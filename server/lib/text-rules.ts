/**
 * Text every field refuses, on every database alike: NUL characters (U+0000; PostgreSQL cannot
 * store them in a text column and no field has a use for them) and ill-formed Unicode, such as a
 * lone surrogate from the JSON escape "\ud800" (it cannot be encoded as UTF-8, so it would be
 * stored as a replacement character or refused by the driver, and read back differently). Request
 * bodies are checked by their schema (http/openapi-route.ts jsonBody); a NUL that reaches
 * PostgreSQL through a query or path value is answered 422 by the error handler (create-app.ts).
 */

/** Why `text` is refused, or undefined when it is fine. */
function textProblem(text: string): string | undefined {
  if (text.includes('\u0000')) return 'must not contain NUL characters';
  if (!text.isWellFormed()) return 'must be well-formed Unicode (no lone surrogate such as \\ud800)';
  return undefined;
}

/** The first refused string (or object key) in `value`: its path (e.g. ['tickers', '2']) and why. */
export function findBadText(value: unknown, path: string[] = []): { path: string[]; problem: string } | undefined {
  if (typeof value === 'string') {
    const problem = textProblem(value);
    return problem ? { path, problem } : undefined;
  }
  if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      const keyProblem = textProblem(key);
      if (keyProblem) return { path, problem: `keys ${keyProblem}` };
      const found = findBadText(inner, [...path, key]);
      if (found) return found;
    }
  }
  return undefined;
}
