/**
 * Random requests for one operation of openapi.yaml: path parameters, query, body, content type
 * and headers each either fit the contract or break it (see fuzz-arbitraries.ts). Anonymous
 * requests also carry forged credentials; signed-in ones carry the given identity.
 */
import fc from 'fast-check';
import {
  anyJson,
  hostileHeaderValue,
  hostileString,
  longUrlString,
  mutatedObject,
  numberText,
  validValue,
  wrongValue,
} from './fuzz-arbitraries';
import { type OpenApiOperation, apiPrefix, parametersOf, resolveRef } from './openapi-document';

export interface FuzzIdentity {
  name: string;
  /** Header sets that make a request signed in (session cookie, bearer token); none when anonymous. */
  credentials: Array<Record<string, string>>;
}

export interface FuzzRequest {
  method: string;
  url: string;
  init: RequestInit;
}

const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** encodeURIComponent, except that a lone surrogate (which a URL cannot carry) becomes U+FFFD. */
const encode = (text: string) => encodeURIComponent(text.replace(loneSurrogate, '\uFFFD'));

const asText = (value: unknown) => (typeof value === 'string' ? value : (JSON.stringify(value) ?? ''));

function pathValue(schema: unknown): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 6, arbitrary: validValue(schema).map(asText) },
    { weight: 4, arbitrary: hostileString },
    { weight: 1, arbitrary: longUrlString },
  );
}

function queryValues(schema: unknown): fc.Arbitrary<string[] | undefined> {
  return fc.option(
    fc.oneof(
      { weight: 3, arbitrary: validValue(schema).map((value) => (Array.isArray(value) ? value.map(asText) : [asText(value)])) },
      { weight: 2, arbitrary: hostileString.map((text) => [text]) },
      { weight: 1, arbitrary: numberText.map((text) => [text]) },
      { weight: 1, arbitrary: fc.array(hostileString, { minLength: 2, maxLength: 3 }) },
    ),
    { nil: undefined, freq: 3 },
  );
}

function pathOf(operation: OpenApiOperation): fc.Arbitrary<string> {
  const params = parametersOf(operation).filter((p) => p.in === 'path');
  const values = Object.fromEntries(params.map((p) => [p.name as string, pathValue(p.schema)]));
  return fc.record(values).map((chosen) => operation.path.replace(/\{([^}]+)\}/g, (_match, name: string) => encode(chosen[name] ?? '')));
}

/** One long value (on one named parameter) in about one request in ten. */
function hugeQueryValue(names: string[]): fc.Arbitrary<[string, string] | undefined> {
  return fc.option(fc.tuple(fc.constantFrom(...names, 'unknownParameter'), longUrlString), { nil: undefined, freq: 9 });
}

function queryOf(operation: OpenApiOperation): fc.Arbitrary<string> {
  const params = parametersOf(operation).filter((p) => p.in === 'query');
  const declared = fc.record(Object.fromEntries(params.map((p) => [p.name as string, queryValues(p.schema)])));
  const extra = fc.option(fc.dictionary(hostileString, hostileString, { maxKeys: 2 }), { nil: undefined, freq: 4 });
  const huge = hugeQueryValue(params.map((p) => p.name as string));
  return fc.tuple(declared, extra, huge).map(([chosen, unknown, hugeValue]) => {
    const pairs: Array<[string, string]> = [];
    for (const [name, values] of Object.entries(chosen)) for (const value of values ?? []) pairs.push([name, value]);
    for (const [name, value] of Object.entries(unknown ?? {})) pairs.push([name, value]);
    if (hugeValue) pairs.push(hugeValue);
    return pairs.map(([name, value]) => `${encode(name)}=${encode(value)}`).join('&');
  });
}

const malformedJson = fc.oneof(
  fc.constantFrom('{', '{"a":', '[1,]', "{'a':1}", 'NaN', '\u0000', '"unterminated', '{}}', 'undefined', '', ' '),
  fc.integer({ min: 1_000, max: 20_000 }).map((depth) => '['.repeat(depth) + ']'.repeat(depth)),
  fc.integer({ min: 1_000, max: 20_000 }).map((depth) => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth)),
  fc.string({ unit: 'binary', maxLength: 200 }),
);

/** The body text: valid, one defect, any JSON, malformed, or none at all. */
function bodyOf(operation: OpenApiOperation): fc.Arbitrary<string | undefined> {
  const requestBody = operation.definition.requestBody && resolveRef(operation.definition.requestBody);
  const schema = requestBody?.content?.['application/json']?.schema;
  if (!schema) {
    if (operation.method === 'get' || operation.method === 'head') return fc.constant(undefined);
    return fc.option(
      anyJson.map((value) => JSON.stringify(value) ?? 'null'),
      { nil: undefined, freq: 2 },
    );
  }
  const resolved = resolveRef<Record<string, any>>(schema);
  const defective = resolved.type === 'object' ? mutatedObject(resolved) : wrongValue(resolved);
  return fc.oneof(
    { weight: 4, arbitrary: validValue(resolved).map((value) => JSON.stringify(value)) },
    { weight: 4, arbitrary: defective.map((value) => JSON.stringify(value) ?? 'null') },
    { weight: 2, arbitrary: anyJson.map((value) => JSON.stringify(value) ?? 'null') },
    { weight: 2, arbitrary: malformedJson },
    { weight: 1, arbitrary: fc.constant(undefined) },
  );
}

const contentType = fc.oneof(
  { weight: 10, arbitrary: fc.constant('application/json') },
  {
    weight: 3,
    arbitrary: fc.constantFrom(
      undefined,
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=fuzz',
      'application/json; charset=utf-8',
      'application/json; charset=utf-16',
      'application/xml',
      'application/json-patch+json',
      'application/octet-stream',
    ),
  },
);

/** Forged or broken credentials an anonymous caller might send. */
const forgedCredentials: fc.Arbitrary<Record<string, string>> = fc.oneof(
  fc.constant({}),
  hostileHeaderValue.map((value): Record<string, string> => ({ authorization: `Bearer ${value}` })),
  hostileHeaderValue.map((value): Record<string, string> => ({ authorization: `Basic ${value}` })),
  hostileHeaderValue.map((value): Record<string, string> => ({ cookie: `rt_session=${value}; __Host-rt_session=${value}` })),
  fc.constant({ authorization: 'Bearer rt_0000000000000000000000000000000000000000000' }),
);

function originOf(publicOrigin: string): fc.Arbitrary<string | undefined> {
  return fc.oneof(
    { weight: 8, arbitrary: fc.constant(publicOrigin) },
    { weight: 2, arbitrary: fc.constantFrom(undefined, 'null', 'https://evil.example', `${publicOrigin}.evil.example`) },
  );
}

/** Requests for `operation` as `identity`, with the site's origin most of the time. */
export function fuzzRequests(operation: OpenApiOperation, identity: FuzzIdentity, publicOrigin: string): fc.Arbitrary<FuzzRequest> {
  const credentials = identity.credentials.length === 0 ? forgedCredentials : fc.constantFrom(...identity.credentials);
  const method = operation.method.toUpperCase();
  return fc
    .record({
      path: pathOf(operation),
      query: queryOf(operation),
      body: bodyOf(operation),
      type: contentType,
      origin: originOf(publicOrigin),
      credentials,
    })
    .map(({ path, query, body, type, origin, credentials: given }) => {
      const headers: Record<string, string> = { ...given };
      if (type !== undefined) headers['content-type'] = type;
      if (origin !== undefined) headers.origin = origin;
      const url = `${apiPrefix}${path}${query ? `?${query}` : ''}`;
      const request: FuzzRequest = { method, url, init: { method, headers, body } };
      return Object.assign(request, { [fc.toStringMethod]: () => describeRequest(request) });
    });
}

const clip = (text: string, length = 300) => (text.length > length ? `${text.slice(0, length)}… (${text.length} chars)` : text);

/** A readable, bounded description for fast-check's counterexample report. */
export function describeRequest({ method, url, init }: FuzzRequest): string {
  const headers = JSON.stringify(init.headers);
  const body = typeof init.body === 'string' ? ` body ${clip(JSON.stringify(init.body))}` : '';
  return `${method} ${clip(url)} headers ${clip(headers, 200)}${body}`;
}
