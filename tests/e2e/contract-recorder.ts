/**
 * Watches browser contexts: every /api/v1 response they receive is checked against openapi.yaml
 * (the same ajv validator as the API tests), and every Content-Security-Policy violation and
 * failed hydration of a server-rendered page the browser reports is recorded. The `conformance`
 * fixture (tests/e2e/fixtures.ts) asserts none after each test.
 */
import type { BrowserContext, Response as BrowserResponse } from '@playwright/test';
import { checkResponse } from '../support/contract-validator';

const bodylessStatuses = new Set([101, 204, 205, 304]);

export interface ConformanceReport {
  checkedResponses: number;
  violations: string[];
}

export class ConformanceRecorder {
  private readonly pending = new Set<Promise<void>>();
  private readonly violations: string[] = [];
  private checked = 0;

  constructor(private readonly baseUrl: string) {}

  /** Starts recording the context's API responses, CSP reports and failed hydrations. */
  watch(context: BrowserContext): void {
    const origin = new URL(this.baseUrl).origin;
    // Judged once the whole body has arrived ('requestfinished'): a response the page navigated
    // away from mid-body fires 'requestfailed' instead, and waiting for its body could hang.
    context.on('requestfinished', (request) => {
      const url = new URL(request.url());
      if (url.origin !== origin || !url.pathname.startsWith('/api/v1/')) return;
      const check = request
        .response()
        // The context closed before Playwright handed the response over (a test ending as a
        // request finishes): nothing to judge, as for a body that never arrived.
        .catch(() => null)
        .then((response) => (response ? this.check(response, url.pathname) : undefined))
        .finally(() => this.pending.delete(check));
      this.pending.add(check);
    });
    context.on('console', (message) => {
      if (/Content[- ]Security[- ]Policy/i.test(message.text())) {
        this.violations.push(`CSP on ${message.page()?.url() ?? '?'}: ${message.text().slice(0, 300)}`);
      }
    });
    // A server-rendered page the browser could not hydrate as it was (React's production build
    // reports it as error #418, with its own description in development).
    context.on('weberror', (webError) => {
      const message = webError.error().message;
      if (/Minified React error #418|hydrat/i.test(message)) {
        this.violations.push(`Hydration on ${webError.page()?.url() ?? '?'}: ${message.slice(0, 300)}`);
      }
    });
  }

  private async check(response: BrowserResponse, path: string): Promise<void> {
    const status = response.status();
    const method = response.request().method();
    let body: Buffer | null = null;
    if (!bodylessStatuses.has(status) && (status < 300 || status >= 400)) {
      try {
        body = await response.body();
      } catch {
        return; // the page navigated away or closed before the body arrived: nothing to judge
      }
    }
    const fetchResponse = new Response(body === null ? null : new Uint8Array(body), { status, headers: response.headers() });
    const { violations } = await checkResponse(method, path, fetchResponse);
    this.checked += 1;
    this.violations.push(...violations.map((violation) => `${method} ${path}: ${violation}`));
  }

  /** Waits for the responses still being read, then reports. */
  async report(): Promise<ConformanceReport> {
    await Promise.all([...this.pending]);
    return { checkedResponses: this.checked, violations: [...this.violations] };
  }
}
