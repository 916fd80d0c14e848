/** openapi.yaml as data, for tests that are generic over the contract (contract, conformance, fuzz). */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

export interface OpenApiOperation {
  method: string;
  /** Path as written in openapi.yaml, relative to the server URL /api/v1, e.g. /companies/{symbol}. */
  path: string;
  operationId: string;
  statuses: string[];
  signedIn: boolean;
  definition: Record<string, any>;
}

export const apiPrefix = '/api/v1';

export const openApiDocument: Record<string, any> = parse(
  readFileSync(fileURLToPath(new URL('../../openapi.yaml', import.meta.url)), 'utf8'),
);

const methods = ['get', 'put', 'post', 'delete', 'patch', 'options', 'head'];

export const openApiOperations: OpenApiOperation[] = Object.entries(openApiDocument.paths as Record<string, Record<string, any>>).flatMap(
  ([path, item]) =>
    Object.entries(item)
      .filter(([method]) => methods.includes(method))
      .map(([method, definition]) => ({
        method,
        path,
        operationId: definition.operationId as string,
        statuses: Object.keys(definition.responses).sort(),
        signedIn: Array.isArray(definition.security) && definition.security.length > 0,
        definition,
      })),
);

/** Follows a local `#/...` reference inside openapi.yaml. */
export function resolveRef<T = any>(value: any): T {
  let current = value;
  while (current && typeof current === 'object' && typeof current.$ref === 'string') {
    const pointer = (current.$ref as string).replace(/^#\//, '').split('/');
    current = pointer.reduce((node: any, key) => node?.[key.replace(/~1/g, '/').replace(/~0/g, '~')], openApiDocument);
  }
  return current as T;
}

/** The parameters of an operation, references resolved. */
export function parametersOf(operation: OpenApiOperation): Array<Record<string, any>> {
  return ((operation.definition.parameters ?? []) as unknown[]).map((p) => resolveRef(p));
}

const templates = openApiOperations.map((operation) => ({
  operation,
  params: (operation.path.match(/\{/g) ?? []).length,
  regex: new RegExp(`^${apiPrefix}${operation.path.replace(/\{[^}]+\}/g, '[^/]+')}$`),
}));

/** The operation a concrete request addresses; literal paths win over templated ones. */
export function findOperation(method: string, urlPath: string): OpenApiOperation | undefined {
  const candidates = templates
    .filter((t) => t.operation.method === method.toLowerCase() && t.regex.test(urlPath))
    .sort((a, b) => a.params - b.params);
  return candidates[0]?.operation;
}
