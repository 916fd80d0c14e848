/**
 * Builds a valid value for a schema of openapi.yaml: `examples` first, then enum, const, format
 * and bounds. Used to address every operation with a request that passes validation.
 */
import { randomUUID } from 'node:crypto';
import { type OpenApiOperation, apiPrefix, parametersOf, resolveRef } from './openapi-document';

export function sampleOf(input: unknown): unknown {
  const schema = resolveRef<Record<string, any>>(input);
  if (!schema) return null;
  if (Array.isArray(schema.examples) && schema.examples.length > 0) return schema.examples[0];
  if (schema.const !== undefined) return schema.const;
  if (Array.isArray(schema.enum)) return schema.enum[0];
  if (schema.default !== undefined) return schema.default;
  if (schema.allOf) return Object.assign({}, ...(schema.allOf as unknown[]).map((part) => sampleOf(part)));
  if (schema.oneOf) return sampleOf(schema.oneOf[0]);
  const type = Array.isArray(schema.type) ? schema.type.find((t: string) => t !== 'null') : schema.type;
  switch (type) {
    case 'object': {
      const required: string[] = schema.required ?? [];
      const properties: Record<string, unknown> = schema.properties ?? {};
      const keys = required.length > 0 ? required : Object.keys(properties).slice(0, schema.minProperties ?? 0);
      return Object.fromEntries(keys.map((key) => [key, sampleOf(properties[key])]));
    }
    case 'array':
      return Array.from({ length: Math.max(1, schema.minItems ?? 0) }, () => sampleOf(schema.items));
    case 'integer':
    case 'number':
      return schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : 1);
    case 'boolean':
      return false;
    case 'string':
      return sampleString(schema);
    default:
      return null;
  }
}

function sampleString(schema: Record<string, any>): string {
  switch (schema.format) {
    case 'uuid':
      return randomUUID();
    case 'date':
      return '2024-01-02';
    case 'date-time':
      return new Date(Date.now() + 86_400_000).toISOString();
    case 'email':
      return 'someone@example.test';
    default:
      return 'sample'.padEnd(schema.minLength ?? 0, 'x').slice(0, schema.maxLength ?? 100);
  }
}

export interface SampleRequest {
  method: string;
  url: string;
  init: RequestInit;
}

/** A request to an operation whose path, required query and body are all valid. */
export function sampleRequest(operation: OpenApiOperation): SampleRequest {
  let path = operation.path;
  const query = new URLSearchParams();
  for (const parameter of parametersOf(operation)) {
    const value = String(sampleOf(parameter.schema));
    if (parameter.in === 'path') path = path.replace(`{${parameter.name}}`, encodeURIComponent(value));
    if (parameter.in === 'query' && parameter.required) query.set(parameter.name, value);
  }
  const body = operation.definition.requestBody
    ? sampleOf(resolveRef(operation.definition.requestBody).content['application/json'].schema)
    : undefined;
  const search = query.toString();
  return {
    method: operation.method.toUpperCase(),
    url: `${apiPrefix}${path}${search ? `?${search}` : ''}`,
    init: {
      method: operation.method.toUpperCase(),
      headers: { 'content-type': 'application/json', origin: 'http://localhost:3000' },
      body: body === undefined ? undefined : JSON.stringify(body),
    },
  };
}
