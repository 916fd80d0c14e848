/**
 * The anchor of the HTTP benchmark: a bare Hono app answering JSON on the same Node.js server
 * adapter as the real one, with nothing else (no middleware, no validation, no database).
 */
import { serve } from '@hono/node-server';
import { Hono } from 'hono';

const port = Number(process.argv[2]);
const app = new Hono().get('/hello', (c) => c.json({ hello: 'world' }));
serve({ fetch: app.fetch, port, hostname: '127.0.0.1' }, () => console.log('ready'));
process.on('SIGTERM', () => process.exit(0));
