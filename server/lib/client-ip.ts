import type { HttpBindings } from '@hono/node-server';
import type { Context } from 'hono';

/** The peer address of the request's connection ('unknown' under app.request() in tests). */
export function clientIp(c: Context): string {
  const bindings = c.env as Partial<HttpBindings> | undefined;
  return bindings?.incoming?.socket?.remoteAddress ?? 'unknown';
}
