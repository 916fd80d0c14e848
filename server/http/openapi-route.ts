/** Small builders for createRoute objects, so every route file declares responses the same way. */
import { z } from '@hono/zod-openapi';
import { errorEnvelopeSchema } from './error-schema';
import type { ErrorStatus } from '../lib/http-status';
import { findNul } from '../lib/reject-nul';

/** The security requirement of operations that need a signed-in user (session cookie or token). */
export const signedIn: Array<Record<string, string[]>> = [{ sessionCookie: [] }, { bearerAuth: [] }];

const errorDescriptions: Record<ErrorStatus, string> = {
  400: 'The request cannot be processed.',
  401: 'No signed-in user.',
  403: 'Refused.',
  404: 'No such resource.',
  409: 'Conflicts with the current state.',
  422: 'Invalid input; `field` names it.',
  429: 'Too many requests.',
  500: 'An unexpected error.',
  502: 'The upstream provider failed.',
  503: 'Unavailable.',
};

export function jsonContent<T extends z.ZodType>(schema: T, description: string) {
  return { description, content: { 'application/json': { schema } } };
}

export function textContent(mediaType: string, description: string) {
  return { description, content: { [mediaType]: { schema: z.string() } } };
}

/** A JSON request body; any text in it holding a NUL character fails validation (422). */
export function jsonBody<T extends z.ZodType>(schema: T, required: boolean) {
  const withoutNul = schema.superRefine((value, ctx) => {
    const path = findNul(value);
    if (path) ctx.addIssue({ code: 'custom', message: 'must not contain NUL characters', path });
  }) as unknown as T;
  return { required, content: { 'application/json': { schema: withoutNul } } };
}

/** The error-envelope responses an operation declares, by status code. */
export function errorResponses<S extends ErrorStatus>(...statuses: S[]) {
  return Object.fromEntries(
    statuses.map((status) => [status, jsonContent(errorEnvelopeSchema, errorDescriptions[status])]),
  ) as Record<S, ReturnType<typeof jsonContent<typeof errorEnvelopeSchema>>>;
}

/**
 * Query strings carry booleans as text. zod's coerce.boolean() would read "false" as true, so
 * boolean fields of a generated query schema are swapped for z.stringbool() ("true"/"false",
 * "1"/"0", "yes"/"no"), keeping their optionality and defaults.
 */
export function withBooleanQuery<T extends z.ZodObject>(schema: T): T {
  const shape: Record<string, z.ZodType> = {};
  for (const [key, field] of Object.entries(schema.shape as Record<string, z.ZodType>)) {
    shape[key] = replaceBoolean(field);
  }
  return z.object(shape) as unknown as T;
}

function replaceBoolean(field: z.ZodType): z.ZodType {
  if (field instanceof z.ZodBoolean) return z.stringbool();
  if (field instanceof z.ZodOptional) return replaceBoolean(field.unwrap() as z.ZodType).optional();
  if (field instanceof z.ZodDefault) {
    const inner = replaceBoolean(field.unwrap() as z.ZodType);
    return inner.default(field.def.defaultValue as never);
  }
  return field;
}
