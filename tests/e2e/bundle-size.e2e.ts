/**
 * Budget: the JavaScript a first visit downloads to bring the page to life (the entry script, every
 * chunk the HTML preloads, and the app the entry loads once the server's page is painted, with the
 * chunks it needs: client/main.tsx) stays within 150 kB gzip. Reads the built dist/client.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';

/** The built client (CLIENT_DIST when the run serves another build). */
const DIST = process.env.CLIENT_DIST ?? 'dist/client';
const BUDGET_BYTES = 150 * 1024;

/** Paths of the entry module and its modulepreload chunks, as written in index.html. */
function initialScripts(html: string): string[] {
  const scripts = [...html.matchAll(/<script[^>]+type="module"[^>]+src="([^"]+)"/g)].map((m) => m[1] ?? '');
  const preloads = [...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g)].map((m) => m[1] ?? '');
  return [...new Set([...scripts, ...preloads])].filter(Boolean);
}

/** The chunks the entry loads itself (its dynamic import of the app), as Vite lists them in `__vite__mapDeps`. */
function deferredScripts(entrySource: string): string[] {
  const list = /m\.f=\[([^\]]*)\]/.exec(entrySource)?.[1] ?? '';
  return [...list.matchAll(/"([^"]+\.js)"/g)].map((m) => `/${m[1] ?? ''}`);
}

/** The entry, its preloads, and the chunks it loads after the first paint. */
function initialJavaScript(html: string): string[] {
  const direct = initialScripts(html);
  const deferred = direct.flatMap((src) => deferredScripts(readFileSync(join(DIST, src.replace(/^\//, '')), 'utf8')));
  return [...new Set([...direct, ...deferred])];
}

test.describe('initial JavaScript budget', () => {
  test('finds the entry script in the built index.html', () => {
    const html = readFileSync(join(DIST, 'index.html'), 'utf8');
    expect(initialScripts(html).length).toBeGreaterThan(0);
    expect(
      initialScripts(
        '<script type="module" crossorigin src="/assets/a.js"></script><link rel="modulepreload" crossorigin href="/assets/b.js">',
      ),
    ).toEqual(['/assets/a.js', '/assets/b.js']);
    expect(deferredScripts('const __vite__mapDeps=(i,m=__vite__mapDeps,d=(m.f||(m.f=["assets/app.js","assets/framework.js"])))')).toEqual([
      '/assets/app.js',
      '/assets/framework.js',
    ]);
  });

  test('counts the app the entry loads after the first paint', () => {
    const html = readFileSync(join(DIST, 'index.html'), 'utf8');
    expect(initialJavaScript(html).some((src) => /\/framework-[\w-]+\.js$/.test(src))).toBe(true);
  });

  test('stays within 150 kB gzip', () => {
    const html = readFileSync(join(DIST, 'index.html'), 'utf8');
    const sizes = initialJavaScript(html).map((src) => {
      const bytes = gzipSync(readFileSync(join(DIST, src.replace(/^\//, '')))).length;
      return { src, bytes };
    });
    const total = sizes.reduce((sum, item) => sum + item.bytes, 0);
    console.info(`initial JavaScript: ${(total / 1024).toFixed(1)} kB gzip in ${sizes.length} file(s)`);
    expect(total).toBeLessThanOrEqual(BUDGET_BYTES);
  });
});
