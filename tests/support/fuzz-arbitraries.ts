/**
 * fast-check arbitraries for fuzzing the API, built from openapi.yaml alone so new operations are
 * covered without new code: values that fit a schema (to reach the handlers), values that break
 * it (wrong types, out of bounds, missing and extra fields), and hostile text (huge, unicode,
 * control characters, injection, numbers as text).
 */
import fc from 'fast-check';
import { resolveRef } from './openapi-document';
import { sampleOf } from './sample';

type Schema = Record<string, any>;

const maxDepth = 4;

/** Numbers as text, for query strings and path segments. */
export const numberText = fc.constantFrom(
  '-1',
  '0',
  '-0',
  '1.5',
  '1e309',
  '-1e309',
  'NaN',
  'Infinity',
  '0x10',
  '1_000',
  '9007199254740993',
  '99999999999999999999999',
  '-2147483649',
  '2147483648',
  '1e-7',
  ' 1',
  '1 ',
);

/** Numbers at the edges: negative, huge, fractional, beyond the safe integers. */
const edgeNumber = fc.oneof(
  fc.constantFrom(-1, -0, 0.5, 2 ** 31, -(2 ** 31) - 1, 2 ** 53 + 2, -(2 ** 53) - 2, 1e308, -1e308, Number.MIN_VALUE),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.integer({ min: Number.MIN_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER }),
);

const hostileConstants = fc.constantFrom(
  '',
  ' ',
  '\t\n',
  '\u0000',
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
  '__proto__',
  'constructor',
  '../../etc/passwd',
  '..',
  '.',
  "' OR 1=1 --",
  '"; DROP TABLE users; --',
  '<script>alert(1)</script>',
  '%00',
  '%',
  '%2F',
  '\u202Eevil',
  '🙂🙃',
  'Ω≈ç√∫',
  'ＡＡＰＬ',
  '\uFEFFAAPL',
  'a\u0301',
  '\uD800',
  'AAPL\n',
);

const repeated = (min: number, max: number) =>
  fc.integer({ min, max }).chain((n) => fc.constantFrom('x', 'é', '🙂', '\u0000').map((unit) => unit.repeat(n)));

/** A huge string for a body, 10 k to 100 k characters. */
const hugeString = repeated(10_000, 100_000);

/**
 * A long string for a URL, 1 k to 4 k characters (up to 48 kB encoded): Node's HTTP parser
 * refuses request lines beyond 16 kB before the app sees them, so longer ones test nothing.
 */
export const longUrlString = repeated(1_000, 4_000);

/** Hostile text of every kind but huge (which costs time, so callers add it where it matters). */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: hostileConstants },
  { weight: 2, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 2, arbitrary: numberText },
);

/** Printable ASCII only: what an HTTP header value can carry. */
export const hostileHeaderValue: fc.Arbitrary<string> = fc.oneof(
  fc.string({ unit: fc.integer({ min: 0x20, max: 0x7e }).map((code) => String.fromCharCode(code)), maxLength: 80 }),
  fc.integer({ min: 1_000, max: 8_000 }).map((n) => 'a'.repeat(n)),
);

/** Any JSON value, including edge numbers and hostile strings. */
export const anyJson: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  { weight: 1, arbitrary: edgeNumber },
  { weight: 1, arbitrary: hostileString },
  { weight: 1, arbitrary: fc.constantFrom(null, true, false, [], {}) },
);

const lengthFits = (schema: Schema) => (text: string) =>
  [...text].length >= (schema.minLength ?? 0) && [...text].length <= (schema.maxLength ?? Infinity);

function stringFor(schema: Schema): fc.Arbitrary<string> {
  const dates = fc.date({ min: new Date('1990-01-01'), max: new Date('2040-12-31'), noInvalidDate: true });
  switch (schema.format) {
    case 'uuid':
      return fc.uuid();
    case 'date':
      return dates.map((d) => d.toISOString().slice(0, 10));
    case 'date-time':
      return dates.map((d) => d.toISOString());
    case 'email':
      return fc.emailAddress();
  }
  const sample = fc.constant(String(sampleOf(schema)));
  if (typeof schema.pattern === 'string') {
    return fc.oneof(sample, fc.stringMatching(new RegExp(schema.pattern)).filter(lengthFits(schema)));
  }
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.min(schema.maxLength ?? 60, 2_000);
  const longest = schema.maxLength === undefined ? [] : [fc.constant('x'.repeat(schema.maxLength))];
  return fc.oneof(
    sample,
    fc.string({ minLength, maxLength }).filter(lengthFits(schema)),
    fc.string({ unit: 'grapheme', minLength, maxLength: Math.min(maxLength, 60) }).filter(lengthFits(schema)),
    ...longest,
  );
}

function numberFor(schema: Schema, integer: boolean): fc.Arbitrary<number> {
  const low = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum : -1e9);
  const high = schema.maximum ?? (schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum : 1e9);
  if (integer) {
    const min = Math.ceil(schema.exclusiveMinimum !== undefined ? low + 1e-9 : low);
    const max = Math.floor(schema.exclusiveMaximum !== undefined ? high - 1e-9 : high);
    return fc.oneof(fc.constantFrom(min, max), fc.integer({ min, max }));
  }
  return fc.double({
    min: low,
    max: high,
    minExcluded: schema.exclusiveMinimum !== undefined,
    maxExcluded: schema.exclusiveMaximum !== undefined,
    noNaN: true,
    noDefaultInfinity: true,
  });
}

function ofType(type: string | undefined, schema: Schema, depth: number): fc.Arbitrary<unknown> {
  switch (type) {
    case 'null':
      return fc.constant(null);
    case 'string':
      return stringFor(schema);
    case 'integer':
    case 'number':
      return numberFor(schema, type === 'integer');
    case 'boolean':
      return fc.boolean();
    case 'array':
      return fc.array(validValue(schema.items, depth + 1), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.min(schema.maxItems ?? 5, 5),
      });
    case 'object': {
      const properties: Record<string, unknown> = schema.properties ?? {};
      const model = Object.fromEntries(Object.entries(properties).map(([key, value]) => [key, validValue(value, depth + 1)]));
      return fc.record(model, { requiredKeys: (schema.required ?? []).filter((key: string) => key in model) });
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** A value that satisfies the schema (or its sample, where the schema is too deep to generate). */
export function validValue(input: unknown, depth = 0): fc.Arbitrary<unknown> {
  const schema = resolveRef<Schema>(input);
  if (!schema || depth > maxDepth) return fc.constant(sampleOf(schema));
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (Array.isArray(schema.enum)) return fc.constantFrom(...(schema.enum as unknown[]));
  if (Array.isArray(schema.allOf)) {
    const parts = (schema.allOf as unknown[]).map((part) => validValue(part, depth + 1));
    return fc.tuple(...parts).map((values) => Object.assign({}, ...values));
  }
  const alternatives = (schema.oneOf ?? schema.anyOf) as unknown[] | undefined;
  if (Array.isArray(alternatives)) return fc.oneof(...alternatives.map((part) => validValue(part, depth + 1)));
  const types: Array<string | undefined> = Array.isArray(schema.type) ? schema.type : [schema.type];
  return fc.oneof(...types.map((type) => ofType(type, schema, depth)));
}

/** Values just outside the schema's bounds: too long, too short, too big, fractional, not in the enum. */
function outOfBounds(schema: Schema): unknown[] {
  const values: unknown[] = [];
  if (schema.maxLength !== undefined) values.push('x'.repeat(schema.maxLength + 1));
  if (schema.minLength > 0) values.push('');
  if (schema.maximum !== undefined) values.push(schema.maximum + 1);
  if (schema.minimum !== undefined) values.push(schema.minimum - 1);
  if (schema.type === 'integer') values.push(1.5);
  if (Array.isArray(schema.enum)) values.push('not-a-member');
  if (schema.maxItems !== undefined) values.push(Array.from({ length: schema.maxItems + 1 }, () => sampleOf(schema.items)));
  if (schema.type === 'array' && schema.minItems > 0) values.push([]);
  return values;
}

/** A value that most likely breaks the schema: another type, out of bounds, or hostile. */
export function wrongValue(input: unknown): fc.Arbitrary<unknown> {
  const schema = resolveRef<Schema>(input) ?? {};
  const bounds = outOfBounds(schema);
  return fc.oneof(
    { weight: 3, arbitrary: anyJson },
    { weight: 3, arbitrary: hostileString },
    { weight: 2, arbitrary: edgeNumber },
    { weight: 1, arbitrary: hugeString },
    ...(bounds.length > 0 ? [{ weight: 3, arbitrary: fc.constantFrom(...bounds) }] : []),
  );
}

/** Extra fields a client should not send, including prototype-pollution keys. */
const extraFields = fc.dictionary(
  fc.oneof(fc.constantFrom('__proto__', 'constructor', 'prototype', 'id', 'user_id', 'userId', 'isAdmin'), fc.string()),
  anyJson,
  { minKeys: 1, maxKeys: 3 },
);

/** An object body with one defect: a required field missing, extra fields, or one field of the wrong kind. */
export function mutatedObject(input: unknown): fc.Arbitrary<unknown> {
  const schema = resolveRef<Schema>(input) ?? {};
  const properties: Record<string, unknown> = schema.properties ?? {};
  const keys = Object.keys(properties);
  const required: string[] = schema.required ?? [];
  const valid = validValue(schema) as fc.Arbitrary<Record<string, unknown>>;
  const defects: Array<fc.Arbitrary<unknown>> = [fc.tuple(valid, extraFields).map(([value, extra]) => ({ ...value, ...extra }))];
  if (required.length > 0) {
    defects.push(
      fc.tuple(valid, fc.constantFrom(...required)).map(([value, key]) => {
        const { [key]: _dropped, ...rest } = value;
        return rest;
      }),
    );
  }
  if (keys.length > 0) {
    defects.push(
      fc
        .constantFrom(...keys)
        .chain((key) => fc.tuple(valid, fc.constant(key), wrongValue(properties[key])))
        .map(([value, key, wrong]) => ({ ...value, [key]: wrong })),
    );
  }
  return fc.oneof(...defects);
}
