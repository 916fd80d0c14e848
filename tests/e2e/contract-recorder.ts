/**
 * Watches a browser context: every /api/v1 response it receives is checked against openapi.yaml
 * (the same ajv validator as the API tests), and every Content-Security-Policy violation the
 * browser reports is recorded. tests/e2e/conformance-setup.ts asserts none at the end of each
 * test file.
 */
import type { BrowserContext, Response as BrowserResponse } from 'playwright-core';
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

  /** Starts recording the context's API responses and CSP reports. */
  watch(context: BrowserContext): void {
    context.on('response', (response) => {
      const url = new URL(response.url());
      if (url.origin !== new URL(this.baseUrl).origin || !url.pathname.startsWith('/api/v1/')) return;
      const check = this.check(response, url.pathname).finally(() => this.pending.delete(check));
      this.pending.add(check);
    });
    context.on('console', (message) => {
      if (/Content[- ]Security[- ]Policy/i.test(message.text())) {
        this.violations.push(`CSP on ${message.page()?.url() ?? '?'}: ${message.text().slice(0, 300)}`);
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
