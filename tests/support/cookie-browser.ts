/**
 * A minimal browser for HTTP tests: keeps cookies by name (one site), follows redirects one by
 * one so tests can look at (or tamper with) every hop, and submits forms. Every /api/v1 response
 * it receives is checked against openapi.yaml; the identity provider's pages are no operations.
 */
import createClient from 'openapi-fetch';
import type { paths } from '../../generated/openapi';
import { assertApiResponseConforms } from './contract-validator';

export interface Hop {
  url: string;
  response: Response;
}

export class CookieBrowser {
  readonly cookies = new Map<string, string>();

  cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  private remember(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const at = pair.indexOf('=');
      const name = pair.slice(0, at).trim();
      const value = pair.slice(at + 1).trim();
      const expired = attributes.some((a) => /^\s*max-age=0\s*$/i.test(a) || /^\s*expires=Thu, 01 Jan 1970/i.test(a));
      if (expired || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  /** One request, no redirect following. */
  async request(url: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    if (this.cookies.size > 0) headers.set('cookie', this.cookieHeader());
    const response = await fetch(url, { ...init, headers, redirect: 'manual' });
    await assertApiResponseConforms(init.method ?? 'GET', url, response);
    this.remember(response);
    return response;
  }

  /** The typed API client (openapi-fetch) of the server at `baseUrl`, calling it as this browser: its cookies, no redirects followed. */
  api(baseUrl: string) {
    return createClient<paths>({
      baseUrl: `${baseUrl}/api/v1`,
      fetch: async (request: Request) => {
        const body = request.method === 'GET' || request.method === 'HEAD' ? undefined : await request.text();
        return this.request(request.url, { method: request.method, headers: request.headers, body });
      },
    });
  }

  /** GETs `url` and follows redirects while `follow(nextUrl)` says so; returns every hop. */
  async navigate(url: string, follow: (next: string) => boolean = () => true, init: RequestInit = {}): Promise<Hop[]> {
    const hops: Hop[] = [];
    let current = url;
    let options = init;
    for (let i = 0; i < 10; i++) {
      const response = await this.request(current, options);
      hops.push({ url: current, response });
      const location = response.headers.get('location');
      if (response.status < 300 || response.status >= 400 || !location) return hops;
      const next = new URL(location, current).href;
      if (!follow(next)) return hops;
      current = next;
      options = {};
    }
    throw new Error(`Too many redirects from ${url}`);
  }

  /** Submits a url-encoded form and follows redirects like `navigate`. */
  submit(url: string, fields: Record<string, string>, follow?: (next: string) => boolean): Promise<Hop[]> {
    return this.navigate(url, follow, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: new URL(url).origin },
      body: new URLSearchParams(fields).toString(),
    });
  }
}

export const lastHop = (hops: Hop[]): Hop => {
  const hop = hops.at(-1);
  if (!hop) throw new Error('no request was made');
  return hop;
};
