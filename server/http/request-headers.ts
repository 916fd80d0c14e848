/**
 * A request header, read from what Node's HTTP parser already holds when the request came over
 * the network. `c.req.header()` would first build the Fetch API's Headers object from the raw
 * headers, validating each one, which the middleware of every request (request id, body bounds,
 * credentials) paid for before answering; the app's in-process calls (`app.request`) have no
 * Node request and read the Fetch API's headers as before.
 */
import type { HttpBindings } from '@hono/node-server';
import type { Context } from 'hono';

/** The value of header `name` (lower case), repeated ones joined as the Fetch API joins them; undefined when absent. */
export function requestHeader(c: Context, name: string): string | undefined {
  const incoming = (c.env as Partial<HttpBindings> | undefined)?.incoming;
  if (!incoming) return c.req.header(name);
  const value = incoming.headers[name];
  return Array.isArray(value) ? value.join(', ') : value;
}

/**
 * True for a request that came over the network without a body: in HTTP/1.1 only Content-Length
 * or Transfer-Encoding announce one. (An in-process request has no such headers, body or not.)
 */
export function arrivedWithoutBody(c: Context): boolean {
  const incoming = (c.env as Partial<HttpBindings> | undefined)?.incoming;
  return incoming !== undefined && incoming.headers['content-length'] === undefined && incoming.headers['transfer-encoding'] === undefined;
}
