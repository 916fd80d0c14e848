/**
 * Budget: the JavaScript a first visit downloads before anything renders (the entry script and
 * every chunk it preloads) stays within 150 kB gzip. Reads the built dist/client/index.html.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';

/** The built client (CLIENT_DIST when the run serves another build). */
const DIST = process.env.CLIENT_DIST ?? 'dist/client';
const BUDGET_BYTES = 150 * 1024;

/** Paths of the entry module and its modulepreload chunks, as written in index.html. */
export function initialScripts(html: string): string[] {
  const scripts = [...html.matchAll(/<script[^>]+type="module"[^>]+src="([^"]+)"/g)].map((m) => m[1] ?? '');
  const preloads = [...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g)].map((m) => m[1] ?? '');
  return [...new Set([...scripts, ...preloads])].filter(Boolean);
}

describe('initial JavaScript budget', () => {
  it('finds the entry script in the built index.html', () => {
    const html = readFileSync(join(DIST, 'index.html'), 'utf8');
    expect(initialScripts(html).length).toBeGreaterThan(0);
    expect(
      initialScripts(
        '<script type="module" crossorigin src="/assets/a.js"></script><link rel="modulepreload" crossorigin href="/assets/b.js">',
      ),
    ).toEqual(['/assets/a.js', '/assets/b.js']);
  });

  it('stays within 150 kB gzip', () => {
    const html = readFileSync(join(DIST, 'index.html'), 'utf8');
    const sizes = initialScripts(html).map((src) => {
      const bytes = gzipSync(readFileSync(join(DIST, src.replace(/^\//, '')))).length;
      return { src, bytes };
    });
    const total = sizes.reduce((sum, item) => sum + item.bytes, 0);
    console.info(`initial JavaScript: ${(total / 1024).toFixed(1)} kB gzip in ${sizes.length} file(s)`);
    expect(total).toBeLessThanOrEqual(BUDGET_BYTES);
  });
});
