import type { HttpBindings } from '@hono/node-server';
import type { Context } from 'hono';
import { requestHeader } from './request-headers';

/**
 * The client's address: the connection's peer ('unknown' under app.request() in tests), or,
 * behind `trustedProxies` reverse proxies, the X-Forwarded-For entry the outermost trusted proxy
 * wrote. Each proxy appends the address it saw, so counting from the right skips the entries the
 * client could have forged; with fewer entries than proxies the left-most one is used.
 */
export function clientIp(c: Context, trustedProxies: number): string {
  const bindings = c.env as Partial<HttpBindings> | undefined;
  const peer = bindings?.incoming?.socket?.remoteAddress ?? 'unknown';
  if (trustedProxies === 0) return peer;
  const forwarded = (requestHeader(c, 'x-forwarded-for') ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const chain = [...forwarded, peer];
  return chain[Math.max(0, chain.length - 1 - trustedProxies)] ?? peer;
}

/**
 * The client's address when the request came over the network; undefined for the app's own
 * in-process calls (a page rendered on the server calls the API through app.request), which the
 * page's own request has already been counted for.
 */
export function networkClientIp(c: Context, trustedProxies: number): string | undefined {
  const bindings = c.env as Partial<HttpBindings> | undefined;
  return bindings?.incoming ? clientIp(c, trustedProxies) : undefined;
}
