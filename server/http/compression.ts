/**
 * gzip for what makes up page weight: the client's HTML, scripts and styles, the API reference
 * and the contract document. API JSON answers stay uncompressed: they are mostly small, Hono
 * cannot tell their size before sending, and compressing every one would cost more CPU than the
 * bytes it saves on the loopback and LAN links this app is used over.
 */
import type { MiddlewareHandler } from 'hono';
import { COMPRESSIBLE_CONTENT_TYPE_REGEX, compress } from 'hono/compress';

const gzip = compress({
  contentTypeFilter: (type) => COMPRESSIBLE_CONTENT_TYPE_REGEX.test(type) || /^application\/yaml\b/i.test(type),
});

/** The API paths whose answers are worth compressing: the contract document (about 100 kB). */
const compressedApiPaths = new Set(['/api/v1/openapi.yaml']);

export function compression(apiBasePath: string): MiddlewareHandler {
  return (c, next) => {
    const path = c.req.path;
    const apiJson = path.startsWith(`${apiBasePath}/`) && !compressedApiPaths.has(path);
    return apiJson ? next() : gzip(c, next);
  };
}
