/**
 * Serves the built client (dist/client) with SPA fallback: any GET that is not an API call and
 * not a file gets index.html, so every client route loads on refresh. Files go out as the build's
 * brotli or gzip copy when the browser accepts one (see vite.config.ts).
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { isAbsolute, join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { projectRoot } from '../lib/paths';

export function clientAppRouter(clientDist: string) {
  const root = isAbsolute(clientDist) ? clientDist : join(projectRoot, clientDist);
  const indexFile = join(root, 'index.html');
  const router = new Hono();
  router.use(
    '/assets/*',
    serveStatic({
      root,
      precompressed: true,
      onFound: (_path, c) => c.header('Cache-Control', 'public, max-age=31536000, immutable'),
    }),
  );
  router.use('*', serveStatic({ root, precompressed: true }));
  router.get('*', async (c) => {
    if (!existsSync(indexFile)) {
      return c.text('The web client is not built yet: run `npm run build` (the API is at /api/v1).', 503);
    }
    return c.html(await readFile(indexFile, 'utf8'));
  });
  return router;
}
