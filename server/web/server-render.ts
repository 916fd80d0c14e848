/**
 * Server rendering of the web client's pages: dist/server/entry-server.js (built beside
 * dist/client by `npm run build`) renders a route's first screen from the app's own API, called
 * in-process as the visitor; the HTML and the data it came from go into index.html. Without that
 * build, or when a render fails or runs late, the page goes out unrendered and the browser
 * renders it, as before.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Context } from 'hono';
import type { RenderedPage } from '../../common/rendered-page';
import type { AppEnv } from '../http/app-env';
import { escapeHtml } from '../lib/html';
import { TEST_FAULT_HEADER } from './test-faults';

type RenderPage = (url: string, fetchApi: typeof fetch) => Promise<RenderedPage>;
export type FetchApp = (input: string, init: RequestInit) => Response | Promise<Response>;

/** Past this, the visitor gets the page unrendered rather than wait on slow market data. */
const RENDER_BUDGET_MS = 3_000;

/** The request headers a render's API calls carry: who the visitor is, and test faults. */
const FORWARDED_HEADERS = ['cookie', 'accept-language', TEST_FAULT_HEADER];

/** The renderer of the build next to `clientRoot` (dist/client → dist/server), if there is one. */
export function loadRenderer(clientRoot: string): (() => Promise<RenderPage>) | undefined {
  const entry = join(clientRoot, '..', 'server', 'entry-server.js');
  if (!existsSync(entry)) return undefined;
  let loaded: Promise<RenderPage> | undefined;
  return () => (loaded ??= import(pathToFileURL(entry).href).then((module: { renderPage: RenderPage }) => module.renderPage));
}

/** The page for this request: index.html with the route rendered into it, a redirect, or index.html as is. */
export async function renderClientPage(c: Context<AppEnv>, template: string, renderer: () => Promise<RenderPage>, fetchApp: FetchApp) {
  const forwarded = new Headers();
  for (const name of FORWARDED_HEADERS) {
    const value = c.req.header(name);
    if (value) forwarded.set(name, value);
  }
  const fetchApi: typeof fetch = async (input, init) => {
    const headers = new Headers(init?.headers);
    forwarded.forEach((value, name) => headers.set(name, value));
    return fetchApp(String(input), { ...init, headers });
  };
  const url = new URL(c.req.url);
  let page: RenderedPage | undefined;
  try {
    const renderPage = await renderer();
    page = await withinBudget(renderPage(url.pathname + url.search, fetchApi));
  } catch (error) {
    c.get('log').warn({ err: error, path: url.pathname }, 'server render failed; sending the page unrendered');
  }
  c.header('Cache-Control', 'private, no-cache');
  if (!page) return c.html(template);
  if (page.kind === 'redirect') return c.redirect(page.location, page.status as 301 | 302 | 307 | 308);
  return c.html(fillTemplate(template, page), page.status);
}

function withinBudget<T>(work: Promise<T>): Promise<T | undefined> {
  const budget = AbortSignal.timeout(RENDER_BUDGET_MS);
  const late = new Promise<undefined>((resolve) => budget.addEventListener('abort', () => resolve(undefined)));
  return Promise.race([work, late]);
}

/** Functions as replacements, so a '$' in the page is never read as a replacement pattern. */
function fillTemplate(template: string, page: Extract<RenderedPage, { kind: 'page' }>): string {
  const withTitle = page.title ? template.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(page.title!)}</title>`) : template;
  return withTitle.replace('<div id="root"></div>', () => `<div id="root">${page.html}</div>${page.data}`);
}
