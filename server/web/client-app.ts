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
import { type Context, Hono, type MiddlewareHandler } from 'hono';
import type { AppEnv } from '../http/app-env';
import { projectRoot } from '../lib/paths';
import { type FetchApp, loadRenderer, renderClientPage } from './server-render';

/** `fetchApp` answers the API calls of server renders (the app itself, in-process). */
export function clientAppRouter(clientDist: string, fetchApp: FetchApp) {
  const root = isAbsolute(clientDist) ? clientDist : join(projectRoot, clientDist);
  const indexFile = join(root, 'index.html');
  const renderer = loadRenderer(root);
  const page = async (c: Context<AppEnv>) => {
    if (!existsSync(indexFile)) {
      return c.text('The web client is not built yet: run `npm run build` (the API is at /api/v1).', 503);
    }
    const template = await readFile(indexFile, 'utf8');
    return renderer ? renderClientPage(c, template, renderer, fetchApp) : c.html(template);
  };
  const router = new Hono<AppEnv>();
  // Before the files: '/' is a page, not the folder's index.html.
  router.get('/', page);
  // The file servers are made once the built client exists (serveStatic warns on stderr about a
  // missing folder when it is made, and the API works without a client).
  let files: { assets: MiddlewareHandler; other: MiddlewareHandler } | undefined;
  const servers = () => {
    if (!files && existsSync(root)) {
      files = {
        assets: serveStatic({
          root,
          precompressed: true,
          onFound: (_path, c) => c.header('Cache-Control', 'public, max-age=31536000, immutable'),
        }),
        other: serveStatic({ root, precompressed: true }),
      };
    }
    return files;
  };
  // serveStatic answers any method with the file; only reads reach it, so a write on a file (or
  // on '/', which it maps to index.html) falls through to the 405 with Allow like any page.
  const reads = (c: Context<AppEnv>) => c.req.method === 'GET' || c.req.method === 'HEAD';
  router.use('/assets/*', (c, next) => (reads(c) && servers()?.assets(c, next)) || next());
  router.use('*', async (c, next) => {
    const other = reads(c) && servers()?.other;
    if (!other) return next();
    const response = await other(c, next);
    // serveStatic knows no type for .md: the texts the client shows (FEATURES.md…) are Markdown, not a download.
    if (response && c.req.path.endsWith('.md')) response.headers.set('Content-Type', 'text/markdown; charset=utf-8');
    return response;
  });
  router.get('*', page);
  return router;
}
