/**
 * The anchors of the HTTP benchmark, on the same Node.js server adapter as the real app:
 * - `bare` (the default): a Hono app answering JSON with nothing else (no middleware, no
 *   validation, no database);
 * - `floor`: the same hello with only what issue 8 requires on every response, the app's own
 *   security headers middleware. Its ratio to `bare` is the most any app meeting that requirement
 *   can reach, whatever else it does or leaves out.
 */
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { securityHeaders } from '../../server/http/security-headers';

const port = Number(process.argv[2]);
const mode = process.argv[3] ?? 'bare';
const app = new Hono();
if (mode === 'floor') app.use('*', securityHeaders({ publicUrl: `http://127.0.0.1:${port}` }));
app.get('/hello', (c) => c.json({ hello: 'world' }));
serve({ fetch: app.fetch, port, hostname: '127.0.0.1' });
process.on('SIGTERM', () => process.exit(0));
