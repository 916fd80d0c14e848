/**
 * Validates real responses against openapi.yaml with ajv (JSON Schema 2020-12, as OpenAPI 3.1
 * uses). A status the operation does not declare, a missing body, or a body that breaks the
 * schema is a contract violation.
 */
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { readServerSentEvents } from '../../common/server-sent-events';
import { apiPrefix, findOperation, openApiDocument, resolveRef } from './openapi-document';

const addFormats = addFormatsModule as unknown as (ajv: Ajv2020) => Ajv2020;

// multipleOfPrecision: 2.3 is a multiple of 0.1 although 2.3 / 0.1 is 22.999999999999996 in floating point.
const ajv = new Ajv2020({ strict: false, allErrors: true, validateSchema: false, multipleOfPrecision: 9 });
addFormats(ajv);
ajv.addSchema(openApiDocument, 'openapi.yaml');

const validators = new Map<string, ValidateFunction>();

function validatorFor(pointer: string): ValidateFunction {
  let validate = validators.get(pointer);
  if (!validate) {
    validate = ajv.compile({ $ref: `openapi.yaml#${pointer}` });
    validators.set(pointer, validate);
  }
  return validate;
}

const escape = (segment: string) => segment.replace(/~/g, '~0').replace(/\//g, '~1');

/** What breaks the schema at `pointer` (a JSON pointer into openapi.yaml) in `value`; empty when it conforms. */
export function schemaViolations(pointer: string, value: unknown): string[] {
  const validate = validatorFor(pointer);
  if (validate(value)) return [];
  return (validate.errors ?? []).map((e) => `${e.instancePath || '(body)'} ${e.message}`);
}

/** The JSON pointer of one operation's response schema for a status. */
export function responseSchemaPointer(path: string, method: string, status: string): string {
  return `${contentPointer({}, path, method, status, 'application/json')}/schema`;
}

/** The JSON pointer of a response's content of one media type: the operation's own response, or the shared one it refers to. */
function contentPointer(declared: object, path: string, method: string, status: string, mediaType: string): string {
  const ref = (declared as { $ref?: unknown }).$ref;
  const response = typeof ref === 'string' ? ref.slice(1) : `/paths/${escape(path)}/${method}/responses/${status}`;
  return `${response}/content/${escape(mediaType)}`;
}

export interface ContractCheck {
  operationId?: string;
  violations: string[];
}

/** Checks one response; `urlPath` is the request's path (with /api/v1, without the query). */
export async function checkResponse(method: string, urlPath: string, response: Response): Promise<ContractCheck> {
  const operation = findOperation(method, urlPath);
  if (!operation) return { violations: [`${method} ${urlPath} is not an operation of openapi.yaml`] };
  const status = String(response.status);
  const declared = operation.definition.responses[status];
  const where = `${operation.operationId} ${status}`;
  if (!declared) return { operationId: operation.operationId, violations: [`${where}: status not declared`] };
  const responseObject = resolveRef(declared);
  const content = responseObject.content as Record<string, unknown> | undefined;
  if (!content) {
    const text = await response.clone().text();
    return { operationId: operation.operationId, violations: text ? [`${where}: body where none is declared`] : [] };
  }
  const type = (response.headers.get('content-type') ?? '').split(';')[0]!.trim();
  if (!(type in content)) {
    return { operationId: operation.operationId, violations: [`${where}: content-type '${type}' not declared`] };
  }
  if (type === 'text/event-stream') {
    const mediaType = content[type] as { 'x-event-schema'?: unknown };
    if (!mediaType['x-event-schema']) return { operationId: operation.operationId, violations: [] };
    const pointer = `${contentPointer(declared, operation.path, operation.method, status, type)}/x-event-schema`;
    const violations = (await serverSentEvents(response.clone())).flatMap((event, index) =>
      schemaViolations(pointer, event).map((violation) => `${where}: event ${index} (${event.event}) ${violation}`),
    );
    return { operationId: operation.operationId, violations };
  }
  if (type !== 'application/json') return { operationId: operation.operationId, violations: [] };
  const pointer = `${contentPointer(declared, operation.path, operation.method, status, type)}/schema`;
  const body = await response.clone().json();
  const validate = validatorFor(pointer);
  if (validate(body)) return { operationId: operation.operationId, violations: [] };
  const errors = (validate.errors ?? []).map((e) => `${where}: ${e.instancePath || '(body)'} ${e.message}`);
  return { operationId: operation.operationId, violations: errors };
}

/** The events of a server-sent event stream (common/server-sent-events.ts): each one's name ('message' by default) and its data's JSON. */
export async function serverSentEvents(response: Response): Promise<Array<{ event: string; data: unknown }>> {
  const events: Array<{ event: string; data: unknown }> = [];
  if (!response.body) return events;
  for await (const event of readServerSentEvents(response.body)) {
    events.push({ event: event.event ?? 'message', data: JSON.parse(event.data) as unknown });
  }
  return events;
}

/** Throws with every violation listed, so a response that breaks the contract fails the test. */
async function assertConforms(method: string, urlPath: string, response: Response): Promise<void> {
  const { violations } = await checkResponse(method, urlPath, response);
  if (violations.length > 0) throw new Error(`Contract violation:\n  ${violations.join('\n  ')}`);
}

/**
 * Checks any response a test receives, by its URL: an /api/v1 operation against openapi.yaml; an
 * /api/v1 path that is no operation must answer 404 in the error envelope. Anything else (pages,
 * static files, the API reference, the identity provider's pages) is no operation: unchecked.
 */
export async function assertApiResponseConforms(method: string, url: string, response: Response): Promise<void> {
  const path = new URL(url, 'http://localhost').pathname;
  if (!path.startsWith(`${apiPrefix}/`)) return;
  if (findOperation(method, path)) return assertConforms(method, path, response);
  const body: unknown = await response
    .clone()
    .json()
    .catch(() => undefined);
  const violations =
    response.status === 404 || response.status === 405
      ? [...checkErrorEnvelope(body), ...checkMethodNotAllowed(method, path, response)]
      : [`${method} ${path} addresses no operation but answered ${response.status}`];
  if (violations.length > 0) throw new Error(`Contract violation:\n  ${violations.join('\n  ')}`);
}

/**
 * A 405 answers a method the path does not have: `Allow` must list exactly the methods of
 * openapi.yaml at that path (with HEAD beside GET, and OPTIONS), and not the method asked.
 */
export function checkMethodNotAllowed(method: string, path: string, response: Response): string[] {
  if (response.status !== 405) return [];
  const allow = (response.headers.get('allow') ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  const declared = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'].filter((name) => findOperation(name, path));
  const expected = [...declared, ...(declared.includes('GET') ? ['HEAD'] : []), 'OPTIONS'];
  const problems: string[] = [];
  if (declared.length === 0) problems.push(`${method} ${path}: 405 for a path with no operation`);
  if (allow.includes(method.toUpperCase())) problems.push(`${method} ${path}: 405 but Allow lists ${method}`);
  if ([...allow].sort().join() !== [...expected].sort().join())
    problems.push(`${method} ${path}: Allow '${allow.join(', ')}', expected '${expected.join(', ')}'`);
  return problems;
}

/** Checks a body against the ErrorEnvelope schema, for answers that address no operation (404s). */
export function checkErrorEnvelope(body: unknown): string[] {
  const validate = validatorFor('/components/schemas/ErrorEnvelope');
  if (validate(body)) return [];
  return (validate.errors ?? []).map((e) => `ErrorEnvelope: ${e.instancePath || '(body)'} ${e.message}`);
}
