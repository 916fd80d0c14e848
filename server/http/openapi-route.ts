/** Small builders for createRoute objects, so every route file declares responses the same way. */
import { z } from '@hono/zod-openapi';
import { errorEnvelopeSchema } from './error-schema';
import type { ErrorStatus } from '../lib/http-status';
import { findBadText } from '../lib/text-rules';

/** The security requirement of operations that need a signed-in user (session cookie or token). */
export const signedIn: Array<Record<string, string[]>> = [{ sessionCookie: [] }, { bearerAuth: [] }];

const errorDescriptions: Record<ErrorStatus, string> = {
  400: 'The request cannot be processed.',
  401: 'No signed-in user.',
  403: 'Refused.',
  404: 'No such resource.',
  405: 'The path does not have this method; `Allow` lists the ones it has.',
  409: 'Conflicts with the current state.',
  413: 'The request body is larger than the server accepts.',
  422: 'Invalid input; `field` names it.',
  429: 'Too many requests.',
  431: 'The request headers are larger than the server accepts.',
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

/** A JSON request body; text with a NUL character or a lone surrogate fails validation (422). */
export function jsonBody<T extends z.ZodType>(schema: T, required: boolean) {
  const withGoodText = schema.superRefine((value, ctx) => {
    const bad = findBadText(value);
    if (bad) ctx.addIssue({ code: 'custom', message: bad.problem, path: bad.path });
  }) as unknown as T;
  return { required, content: { 'application/json': { schema: withGoodText } } };
}

/** The error-envelope responses an operation declares, by status code. */
export function errorResponses<S extends ErrorStatus>(...statuses: S[]) {
  return Object.fromEntries(statuses.map((status) => [status, jsonContent(errorEnvelopeSchema, errorDescriptions[status])])) as Record<
    S,
    ReturnType<typeof jsonContent<typeof errorEnvelopeSchema>>
  >;
}

/**
 * Query strings carry booleans and numbers as text, which zod's coercion reads too loosely:
 * coerce.boolean() takes "false" as true, and coerce.number() takes "0x10" as 16, "+5", " 5" and
 * "1_0"-like spellings, and "" as 0. Boolean fields of a generated query schema are swapped for
 * z.stringbool() ("true"/"false", "1"/"0", "yes"/"no"); number fields first require plain
 * decimal text (an optional minus, digits, an optional fraction and exponent), then keep their
 * bounds. Optionality and defaults are kept.
 */
export function fromQueryText<T extends z.ZodObject>(schema: T): T {
  const shape: Record<string, z.ZodType> = {};
  for (const [key, field] of Object.entries(schema.shape as Record<string, z.ZodType>)) {
    shape[key] = strictField(field);
  }
  return z.object(shape) as unknown as T;
}

/** Plain decimal text: what a person or a program writes for a number in a URL. */
const DECIMAL_TEXT = /^-?\d+(\.\d+)?([eE][-+]?\d+)?$/;

function decimalText(value: unknown, ctx: z.RefinementCtx): unknown {
  if (typeof value !== 'string') return value;
  if (DECIMAL_TEXT.test(value)) return Number(value);
  ctx.addIssue({ code: 'custom', message: `must be a number in plain decimal such as 10 or 2.5 (got '${value.slice(0, 40)}')` });
  return z.NEVER;
}

function strictField(field: z.ZodType): z.ZodType {
  if (field instanceof z.ZodBoolean) return z.stringbool();
  if (field instanceof z.ZodNumber) return z.preprocess(decimalText, field);
  if (field instanceof z.ZodOptional) return strictField(field.unwrap() as z.ZodType).optional();
  if (field instanceof z.ZodDefault) {
    const inner = strictField(field.unwrap() as z.ZodType);
    return inner.default(field.def.defaultValue as never);
  }
  return field;
}
