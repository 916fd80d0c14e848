/**
 * The anchors of the HTTP benchmark, on the same Node.js server adapter as the real app:
 * - `bare` (the default): a Hono app answering JSON with nothing else (no middleware, no
 *   validation, no database);
 * - `floor`: the same hello plus only what every response of the app must carry by requirement:
 *   the app's own security headers middleware and one request log line (pino, as the app logs).
 *   It shows how much of the gap to `bare` no implementation of those requirements can close.
 */
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { createLogger } from '../../server/lib/logger';
import { securityHeaders } from '../../server/lib/security-headers';

const port = Number(process.argv[2]);
const mode = process.argv[3] ?? 'bare';
const app = new Hono();
if (mode === 'floor') {
  const logger = createLogger({ logLevel: 'info' });
  app.use('*', securityHeaders({ publicUrl: `http://127.0.0.1:${port}` }));
  app.use('*', async (c, next) => {
    await next();
    logger.info({ method: c.req.method, path: c.req.path, status: c.res.status, durationMs: 0 }, 'request');
  });
}
app.get('/hello', (c) => c.json({ hello: 'world' }));
serve({ fetch: app.fetch, port, hostname: '127.0.0.1' });
process.on('SIGTERM', () => process.exit(0));
