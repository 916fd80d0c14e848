/**
 * The server renderer against the real app (demo market, in-memory database), called in-process
 * as the server does: pages come out with their data, redirects and missing pages as such.
 */
import { QueryClient } from '@tanstack/react-query';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMarketTestApp, storedSymbols } from '../tests/support/market-test-app';
import { type SignedIn, signIn } from '../tests/support/sign-in';
import type { TestApp } from '../tests/support/test-app';
import type { RenderedPage } from '../common/rendered-page';
import { renderPage } from './entry-server';
import { ApiError } from './lib/api-fetch';
import { queryStateScript, restoreQueryState } from './lib/server-state';

let testApp: TestApp;
let symbol: string;
let companyName: string;
let user: SignedIn;
beforeAll(async () => {
  testApp = await createMarketTestApp();
  symbol = (await storedSymbols(testApp, 'stock'))[0]!;
  companyName = ((await (await testApp.app.request(`/api/v1/companies/${symbol}`)).json()) as { companyName: string }).companyName;
  user = await signIn(testApp);
});
afterAll(() => testApp.close());

/** The app as a visitor with these headers (the server forwards the visitor's cookie). */
function asVisitor(headers: Record<string, string> = {}): typeof fetch {
  return async (input, init) => {
    const merged = new Headers(init?.headers);
    for (const [name, value] of Object.entries(headers)) merged.set(name, value);
    return testApp.app.request(String(input), { ...init, headers: merged });
  };
}

function page(rendered: RenderedPage) {
  if (rendered.kind !== 'page') throw new Error(`expected a page, got a ${rendered.kind}`);
  return rendered;
}

/** The HTML as a reader sees its text: without React's text separators, entities decoded. */
function readable(html: string): string {
  return html
    .replace(/<!-- -->/g, '')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"');
}

describe('renderPage', () => {
  it("renders a stock page with its data, its title and the visitor's header", async () => {
    const rendered = page(await renderPage(`/stock/${symbol}`, asVisitor()));
    expect(rendered.status).toBe(200);
    expect(rendered.title).toBe(`${symbol} · Research Terminal`);
    expect(readable(rendered.html)).toContain(`${symbol}: ${companyName}`);
    expect(readable(rendered.html)).toContain('Login with Dev');
    expect(rendered.html).not.toContain('Logout');
    expect(rendered.data).toMatch(/^<script type="application\/json" id="server-state">.*<\/script>$/s);
    expect(rendered.data).toContain(`/api/v1/companies/${symbol}`);
  });

  it('renders the signed-in shell with the user’s lists already loaded', async () => {
    await testApp.app.request('/api/v1/user/favorites', {
      method: 'POST',
      headers: { ...user.headers, 'content-type': 'application/json' },
      body: JSON.stringify({ ticker: symbol }),
    });
    const rendered = page(await renderPage(`/stock/${symbol}`, asVisitor({ cookie: user.headers.cookie! })));
    expect(rendered.html).toContain('Logout');
    expect(readable(rendered.html)).not.toContain('Login with Dev');
    // The toggles are live at once: the favourites arrived before the render.
    expect(rendered.html).toMatch(/<button[^>]*aria-pressed="true"[^>]*><span aria-hidden="true">\[x\] <\/span>Favorite<\/button>/);
    expect(rendered.data).toContain('/api/v1/user/favorites');
    // The flags travel too: a flag loaded only in the browser would draw what the server did not.
    expect(rendered.data).toContain('/api/v1/feature-flags');
  });

  it('answers the routes that redirect with where they lead', async () => {
    expect(await renderPage(`/stock/${symbol.toLowerCase()}`, asVisitor())).toMatchObject({
      kind: 'redirect',
      location: `/stock/${symbol}`,
    });
    expect(await renderPage('/home', asVisitor())).toMatchObject({ kind: 'redirect', location: '/' });
  });

  it('renders an unknown address as the not-found page with status 404', async () => {
    const rendered = page(await renderPage('/no/such/page', asVisitor()));
    expect(rendered.status).toBe(404);
    expect(rendered.html).toContain('404: Not Found');
  });

  it('renders a symbol sent percent-encoded (%5E for ^) instead of redirecting to its raw spelling, which would loop', async () => {
    for (const url of ['/stock/%5EDMCP', '/fund/%5EDMCP', '/stock/%5EDMCP/visualize', '/10ks/%5EDMCP', '/ask/%5EDMCP']) {
      const rendered = await renderPage(url, asVisitor());
      expect(rendered.kind, url).toBe('page');
    }
    const ticker = page(await renderPage('/ticker/%5EDMCP', asVisitor()));
    expect(readable(ticker.html)).toContain('Routing to ^DMCP...');
  });

  it('renders a market index opened on a symbol route as the index (200), and an unknown ^ symbol as not found (404)', async () => {
    for (const url of ['/stock/%5EDMCP', '/fund/%5EDMCP', '/stock/%5EDMCP/visualize', '/10ks/%5EDMCP', '/ask/%5EDMCP']) {
      const rendered = page(await renderPage(url, asVisitor()));
      expect(rendered.status, url).toBe(200);
      expect(readable(rendered.html), url).toContain('^DMCP: Demo Composite Index');
    }
    const unknown = page(await renderPage('/stock/%5EZZZZ', asVisitor()));
    expect(unknown.status).toBe(404);
    expect(readable(unknown.html).replace(/<[^>]+>/g, '')).toContain('No stock or fund has the symbol ^ZZZZ.');
  });

  it('does not call a market index unknown when the index list fails: the page (200) is left to show the failure and try again', async () => {
    const visitor = asVisitor();
    const indicesDown: typeof fetch = async (input, init) =>
      new URL(String(input), 'http://app.test').pathname === '/api/v1/indices'
        ? Response.json({ error: { code: 'unavailable', message: 'The market indexes are briefly unavailable.' } }, { status: 503 })
        : visitor(input, init);
    const rendered = page(await renderPage('/stock/%5EDMCP', indicesDown));
    expect(rendered.status).toBe(200);
    expect(readable(rendered.html)).not.toContain('No stock or fund has the symbol');
    expect(rendered.data).toContain('The market indexes are briefly unavailable.');
  });

  it('renders an unknown symbol as a page that says so, with a symbol box, and status 404', async () => {
    for (const url of ['/stock/ZZZZ', '/stock/ZZZZ/visualize', '/fund/ZZZZ', '/10ks/ZZZZ', '/ask/ZZZZ', '/stock/A%20B']) {
      const rendered = page(await renderPage(url, asVisitor()));
      expect(rendered.status, url).toBe(404);
      expect(readable(rendered.html).replace(/<[^>]+>/g, ''), url).toMatch(
        /No stock or fund has the symbol (ZZZZ|A B)\. Check the spelling/,
      );
      expect(rendered.html, url).toContain('role="search"');
      expect(rendered.html, url).not.toMatch(/HTTP \d{3}/);
    }
  });

  it('sends a fund opened under /stock to its fund page (keeping a tab funds have), and a stock under /fund to /stock', async () => {
    const etf = (await storedSymbols(testApp, 'etf'))[0]!;
    expect(await renderPage(`/stock/${etf}`, asVisitor())).toMatchObject({ kind: 'redirect', location: `/fund/${etf}` });
    expect(await renderPage(`/stock/${etf}/visualize`, asVisitor())).toMatchObject({
      kind: 'redirect',
      location: `/fund/${etf}/visualize`,
    });
    expect(await renderPage(`/stock/${etf}/details`, asVisitor())).toMatchObject({ kind: 'redirect', location: `/fund/${etf}` });
    expect(await renderPage(`/fund/${symbol}`, asVisitor())).toMatchObject({ kind: 'redirect', location: `/stock/${symbol}` });
  });

  it('offers Statements and 10-K analysis for a stock with annual financials, and never Start for a fund', async () => {
    const stock = page(await renderPage(`/stock/${symbol}`, asVisitor()));
    expect(readable(stock.html)).toContain('>Statements<');
    expect(readable(stock.html)).toContain('>10K Analysis<');
    const fund = (await storedSymbols(testApp, 'mutual_fund'))[0]!;
    const tenK = page(await renderPage(`/10ks/${fund}`, asVisitor({ cookie: user.headers.cookie! })));
    expect(readable(tenK.html)).toContain(
      `${fund} is a mutual fund: funds do not file 10-K annual reports, so there is no 10-K to analyse.`,
    );
    expect(tenK.html).not.toContain('Start 10-K Analysis');
    expect(readable(tenK.html)).not.toContain('>Statements<');
  });

  it('answers a sign-in provider that does not exist with a page that says so (404), and a real one with its redirect page', async () => {
    const bogus = page(await renderPage('/login/bogus', asVisitor()));
    expect(bogus.status).toBe(404);
    expect(readable(bogus.html).replace(/<[^>]+>/g, '')).toContain('There is no sign-in provider named ‘bogus’ here.');
    expect(bogus.html).not.toContain('"error"');
    const dev = page(await renderPage('/login/dev', asVisitor()));
    expect(dev.status).toBe(200);
    expect(readable(dev.html)).toContain('Redirecting to login...');
  });

  it('renders overlapping requests each as its own visitor', async () => {
    const [anonymous, signedIn] = await Promise.all([
      renderPage('/', asVisitor()),
      renderPage('/', asVisitor({ cookie: user.headers.cookie! })),
    ]);
    expect(readable(page(anonymous).html)).toContain('Login with Dev');
    expect(page(signedIn).html).toContain('Logout');
  });
});

describe('the query state sent along', () => {
  it('survives the trip with data that could close its script element, and errors as ApiError', () => {
    const server = new QueryClient();
    server.setQueryData(['note'], { text: '</script><script>alert(1)</script>' });
    const failing = server.getQueryCache().build(server, { queryKey: ['me'] });
    failing.setState({ status: 'error', error: new ApiError('Authentication required', 401, 'unauthorized') });
    const script = queryStateScript(server);
    expect(script.match(/<\/script>/g)).toHaveLength(1);

    const text = script.replace(/^<script[^>]*>/, '').replace(/<\/script>$/, '');
    const doc = { getElementById: (id: string) => (id === 'server-state' ? { textContent: text } : null) } as unknown as Document;
    const browser = new QueryClient();
    expect(restoreQueryState(browser, doc)).toBe(true);
    expect(browser.getQueryData(['note'])).toEqual({ text: '</script><script>alert(1)</script>' });
    const error = browser.getQueryState(['me'])?.error;
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ message: 'Authentication required', status: 401, code: 'unauthorized' });
  });

  it('is absent from a page the server did not render', () => {
    const doc = { getElementById: () => null } as unknown as Document;
    expect(restoreQueryState(new QueryClient(), doc)).toBe(false);
  });
});
