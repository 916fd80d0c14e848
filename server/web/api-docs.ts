/**
 * The interactive API reference at /api/docs: Swagger UI served from the installed
 * swagger-ui-dist package (no CDN), reading /api/v1/openapi.yaml. No inline script, so it runs
 * under a strict Content-Security-Policy. A stylesheet of ours gives it the terminal look.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { Hono } from 'hono';
import { apiDocsTerminalCss } from './api-docs-theme';

const assets: Record<string, string> = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
  'favicon-32x32.png': 'image/png',
};

const page = `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>Research Terminal API reference</title>
  <link rel="icon" href="/api/docs/favicon-32x32.png">
  <link rel="stylesheet" href="/api/docs/swagger-ui.css">
  <link rel="stylesheet" href="/api/docs/terminal.css">
</head>
<body>
  <header class="docs-bar"><strong>Research Terminal API</strong> <a href="/">Back to the terminal</a> <a href="/api/v1/openapi.yaml">openapi.yaml</a></header>
  <main id="swagger-ui"></main>
  <script src="/api/docs/swagger-ui-bundle.js"></script>
  <script src="/api/docs/init.js"></script>
</body>
</html>
`;

const init = `window.ui = SwaggerUIBundle({ url: '/api/v1/openapi.yaml', dom_id: '#swagger-ui', deepLinking: true });\n`;

export function apiDocsRouter() {
  const dir = dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));
  const router = new Hono();
  router.get('/', (c) => c.html(page));
  router.get('/terminal.css', (c) =>
    c.body(apiDocsTerminalCss, 200, { 'Content-Type': 'text/css; charset=utf-8', 'Cache-Control': 'no-cache' }),
  );
  router.get('/init.js', (c) => c.body(init, 200, { 'Content-Type': 'text/javascript; charset=utf-8' }));
  router.get('/:file', async (c) => {
    const file = c.req.param('file');
    const type = assets[file];
    if (!type) return c.notFound();
    const body = await readFile(join(dir, file));
    return c.body(body, 200, { 'Content-Type': type, 'Cache-Control': 'public, max-age=86400' });
  });
  return router;
}
