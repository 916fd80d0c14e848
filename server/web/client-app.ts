/**
 * Serves the built client (dist/client) with SPA fallback: any GET that is not an API call and
 * not a file gets index.html, so every client route loads on refresh, with the route rendered
 * into it on the server when the build has a renderer (see server-render.ts). Files go out as
 * the build's brotli or gzip copy when the browser accepts one (see vite.config.ts).
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { isAbsolute, join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { type Context, Hono } from 'hono';
import { projectRoot } from '../lib/paths';
import { type FetchApp, loadRenderer, renderClientPage } from './server-render';

/** `fetchApp` answers the API calls of server renders (the app itself, in-process). */
export function clientAppRouter(clientDist: string, fetchApp: FetchApp) {
  const root = isAbsolute(clientDist) ? clientDist : join(projectRoot, clientDist);
  const indexFile = join(root, 'index.html');
  const renderer = loadRenderer(root);
  const page = async (c: Context) => {
    if (!existsSync(indexFile)) {
      return c.text('The web client is not built yet: run `npm run build` (the API is at /api/v1).', 503);
    }
    const template = await readFile(indexFile, 'utf8');
    return renderer ? renderClientPage(c, template, renderer, fetchApp) : c.html(template);
  };
  const router = new Hono();
  // Before the files: '/' is a page, not the folder's index.html.
  router.get('/', page);
  router.use(
    '/assets/*',
    serveStatic({
      root,
      precompressed: true,
      onFound: (_path, c) => c.header('Cache-Control', 'public, max-age=31536000, immutable'),
    }),
  );
  router.use('*', serveStatic({ root, precompressed: true }));
  router.get('*', page);
  return router;
}
