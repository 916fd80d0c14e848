/**
 * Writes generated/routes/<tag>.routes.ts from openapi.yaml: the @hono/zod-openapi route object of
 * every operation (built from orval's zod schemas in generated/zod), the handler set each tag needs,
 * and a router factory that wires them. Only handlers and their wiring stay hand-written: a handler
 * missing from a tag's set is a type error. Also writes generated/public-paths.ts, the GET paths
 * anyone may call without signing in, for the web client's 'Copy as API call'. Run by `npm run gen`
 * after orval.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';

interface Operation {
  operationId: string;
  tags: string[];
  summary?: string;
  security?: unknown[];
  parameters?: Array<{ $ref?: string; in?: string; schema?: { type?: string } }>;
  requestBody?: { required?: boolean; content: Record<string, unknown> };
  responses: Record<string, { $ref?: string; description?: string; content?: Record<string, unknown> }>;
}

const methods = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace'] as const;
const outDir = 'generated/routes';

const doc = parse(readFileSync('openapi.yaml', 'utf8')) as {
  security?: unknown[];
  tags: Array<{ name: string }>;
  paths: Record<string, Partial<Record<(typeof methods)[number], Operation>>>;
  components: { parameters: Record<string, { in: string; schema?: { type?: string } }> };
};

const byTag = new Map<string, Array<{ method: string; path: string; op: Operation }>>();
for (const [path, item] of Object.entries(doc.paths)) {
  for (const method of methods) {
    const op = item[method];
    if (!op) continue;
    const tag = op.tags[0];
    if (!tag) throw new Error(`${op.operationId} has no tag`);
    byTag.set(tag, [...(byTag.get(tag) ?? []), { method, path, op }]);
  }
}

const pascal = (name: string) => name.replace(/(^|-)(\w)/g, (_m, _dash, c: string) => c.toUpperCase());
const quote = (text: string) => `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;

function parameters(op: Operation) {
  return (op.parameters ?? []).map((p) => (p.$ref ? doc.components.parameters[p.$ref.split('/').pop()!]! : p));
}

/** orval names an operation's zod schemas in PascalCase: getCompany → GetCompany200Response. */
const schemaPrefix = (op: Operation) => op.operationId.charAt(0).toUpperCase() + op.operationId.slice(1);

function requestOf(op: Operation, schemas: Set<string>): string | null {
  const id = schemaPrefix(op);
  const parts: string[] = [];
  const need = (name: string) => {
    if (!schemas.has(name)) throw new Error(`orval wrote no schema ${name} for ${id}`);
    return `zod.${name}`;
  };
  const params = parameters(op);
  if (params.some((p) => p.in === 'path')) parts.push(`params: ${need(`${id}Params`)}`);
  if (params.some((p) => p.in === 'query')) {
    const query = need(`${id}QueryParams`);
    // Query strings carry booleans and numbers as text; see fromQueryText.
    parts.push(`query: fromQueryText(${query})`);
  }
  if (op.requestBody) {
    if (!op.requestBody.content['application/json']) throw new Error(`${id}: only JSON request bodies are generated`);
    parts.push(`body: jsonBody(${need(`${id}Body`)}, ${op.requestBody.required === true})`);
  }
  return parts.length ? `{ ${parts.join(', ')} }` : null;
}

function responsesOf(op: Operation, schemas: Set<string>): string[] {
  const lines: string[] = [];
  const errors: string[] = [];
  for (const [status, response] of Object.entries(op.responses)) {
    if (response.$ref) {
      errors.push(status);
      continue;
    }
    const description = quote(response.description ?? '');
    const mediaTypes = Object.keys(response.content ?? {});
    if (mediaTypes.length === 0) lines.push(`${status}: { description: ${description} },`);
    else if (mediaTypes[0] === 'application/json') {
      const name = `${schemaPrefix(op)}${status}Response`;
      if (!schemas.has(name)) throw new Error(`orval wrote no schema ${name}`);
      lines.push(`${status}: jsonContent(zod.${name}, ${description}),`);
    } else lines.push(`${status}: textContent(${quote(mediaTypes[0]!)}, ${description}),`);
  }
  if (errors.length) lines.push(`...errorResponses(${errors.join(', ')}),`);
  return lines;
}

function routeFile(tag: string, operations: Array<{ method: string; path: string; op: Operation }>): string {
  const zodFile = readFileSync(`generated/zod/${tag}/${tag}.zod.ts`, 'utf8');
  const schemas = new Set([...zodFile.matchAll(/^export const (\w+) =/gm)].map((m) => m[1]!));
  const helpers = new Set(['createRouter']);
  const blocks = operations.map(({ method, path, op }) => {
    const request = requestOf(op, schemas);
    const responses = responsesOf(op, schemas);
    const body = [
      `operationId: ${quote(op.operationId)},`,
      `tags: [${quote(tag)}],`,
      `method: ${quote(method)},`,
      `path: ${quote(path)},`,
      ...(op.summary ? [`summary: ${quote(op.summary)},`] : []),
      ...(op.security?.length ? ['security: signedIn,'] : []),
      ...(request ? [`request: ${request},`] : []),
      'responses: {',
      ...responses.map((line) => `  ${line}`),
      '},',
    ];
    for (const helper of ['jsonContent', 'textContent', 'errorResponses', 'jsonBody', 'fromQueryText', 'signedIn']) {
      if (body.some((line) => line.includes(`${helper}(`) || line.includes(`${helper},`))) helpers.add(helper);
    }
    return `export const ${op.operationId} = createRoute({\n${body.map((line) => `  ${line}`).join('\n')}\n});\n`;
  });
  const name = pascal(tag);
  const ids = operations.map(({ op }) => op.operationId);
  const routeHelpers = [...helpers].filter((h) => h !== 'createRouter').sort();
  return [
    `/**`,
    ` * Generated by scripts/gen-routes.ts from openapi.yaml. Do not edit manually.`,
    ` * The routes of the '${tag}' tag and the router that wires their handlers.`,
    ` */`,
    `import { createRoute } from '@hono/zod-openapi';`,
    `import { createRouter } from '../../server/http/create-app';`,
    `import { ${routeHelpers.join(', ')} } from '../../server/http/openapi-route';`,
    `import type { AppHook, AppRouteHandler } from '../../server/http/app-env';`,
    `import * as zod from '../zod/${tag}/${tag}.zod';`,
    '',
    ...blocks,
    `/** The handlers of the '${tag}' tag, one per operation. */`,
    `export interface ${name}Handlers {`,
    ...ids.map((id) => `  ${id}: AppRouteHandler<typeof ${id}>;`),
    `}`,
    '',
    `/** A validation hook per operation where the default 422 is not what the contract says. */`,
    `export type ${name}Hooks = Partial<Record<keyof ${name}Handlers, AppHook>>;`,
    '',
    `export function create${name}Router(handlers: ${name}Handlers, hooks: ${name}Hooks = {}) {`,
    `  return createRouter()`,
    ...ids.map((id, i) => `    .openapi(${id}, handlers.${id}, hooks.${id})${i === ids.length - 1 ? ';' : ''}`),
    `}`,
    '',
  ].join('\n');
}

rmSync(outDir, { recursive: true, force: true });
mkdirSync(outDir, { recursive: true });
const tagOrder = doc.tags.map((t) => t.name).filter((t) => byTag.has(t));
for (const tag of tagOrder) writeFileSync(join(outDir, `${tag}.routes.ts`), routeFile(tag, byTag.get(tag)!));

/** An operation needs no sign-in when neither it nor the document asks for any (no security, or `security: []`). */
const isPublic = (op: Operation) => (op.security ?? doc.security ?? []).length === 0;
const publicGetPaths = Object.entries(doc.paths)
  .filter(([, item]) => item.get && isPublic(item.get))
  .map(([path]) => path);
writeFileSync(
  'generated/public-paths.ts',
  [
    `/**`,
    ` * Generated by scripts/gen-routes.ts from openapi.yaml. Do not edit manually.`,
    ` * The GET operations anyone may call without signing in (no security, or \`security: []\`).`,
    ` */`,
    `import type { paths } from './openapi';`,
    '',
    `export const PUBLIC_GET_PATHS: ReadonlySet<keyof paths> = new Set<keyof paths>([`,
    ...publicGetPaths.map((path) => `  ${quote(path)},`),
    `]);`,
    '',
  ].join('\n'),
);
