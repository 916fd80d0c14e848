import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { compression } from 'vite-plugin-compression2';

const fromRoot = (path: string): string => fileURLToPath(new URL(path, import.meta.url));

const { version } = JSON.parse(readFileSync(fromRoot('./package.json'), 'utf8')) as { version: string };

/** Build date (YYYY-MM-DD); SOURCE_DATE_EPOCH makes it reproducible. */
function buildDate(): string {
  const epoch = Number(process.env.SOURCE_DATE_EPOCH);
  const date = Number.isFinite(epoch) && epoch > 0 ? new Date(epoch * 1000) : new Date();
  return date.toISOString().slice(0, 10);
}

// /dev-idp: the development identity provider's sign-in pages, served by the API server.
const apiProxy = {
  '/api': { target: 'http://127.0.0.1:3000', changeOrigin: false },
  '/dev-idp': { target: 'http://127.0.0.1:3000', changeOrigin: false },
};

/** Constants the client's code reads (client/lib/build-info.ts); vitest.config.ts uses them too. */
export const buildDefines = {
  __APP_VERSION__: JSON.stringify(version),
  __BUILD_DATE__: JSON.stringify(buildDate()),
};

/**
 * The server sends each page rendered (see client/entry-server.tsx), so its scripts only bring it
 * to life: they load at low priority, after the stylesheet the first paint needs.
 */
const scriptsAfterFirstPaint: Plugin = {
  name: 'scripts-after-first-paint',
  apply: 'build',
  transformIndexHtml: {
    order: 'post',
    handler: (html) =>
      html
        .replace(/<script type="module"/g, '<script type="module" fetchpriority="low"')
        .replace(/<link rel="modulepreload"/g, '<link rel="modulepreload" fetchpriority="low"'),
  },
};

/** The browser's build (dist/client) and, with `--ssr`, the server renderer's (dist/server). */
const browserBuild = {
  outDir: fromRoot('./dist/client'),
  emptyOutDir: true,
  rolldownOptions: {
    output: {
      codeSplitting: {
        // The libraries every page starts with travel as one file instead of many small ones.
        groups: [{ name: 'framework', test: /node_modules[\\/](react|react-dom|scheduler|@tanstack)[\\/]/ }],
      },
    },
  },
};

const serverBuild = {
  rolldownOptions: { input: fromRoot('./client/entry-server.tsx') },
  outDir: fromRoot('./dist/server'),
  emptyOutDir: true,
};

export default defineConfig(({ isSsrBuild }) => ({
  root: fromRoot('./client'),
  publicDir: isSsrBuild ? false : fromRoot('./client/public'),
  build: isSsrBuild ? serverBuild : browserBuild,
  plugins: [
    // The router plugin must come before the React plugin.
    tanstackRouter({
      target: 'react',
      routesDirectory: fromRoot('./client/routes'),
      generatedRouteTree: fromRoot('./client/routeTree.gen.ts'),
      autoCodeSplitting: true,
      quoteStyle: 'single',
    }),
    react(),
    scriptsAfterFirstPaint,
    // Brotli and gzip copies of scripts, styles and other text assets, compressed once at build
    // time at the highest levels; the server sends the best one the browser accepts.
    !isSsrBuild &&
      compression({
        include: /\.(js|css|html|svg|json|md|txt)$/,
        threshold: 1024,
        skipIfLargerOrEqual: true,
        algorithms: ['brotliCompress', 'gzip'],
        logLevel: 'silent',
      }),
  ],
  define: buildDefines,
  server: { proxy: apiProxy },
  preview: { proxy: apiProxy },
}));
