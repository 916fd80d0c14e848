/**
 * Watches a browser context: every /api/v1 response it receives is checked against openapi.yaml
 * (the same ajv validator as the API tests), and every Content-Security-Policy violation and
 * failed hydration of a server-rendered page the browser reports is recorded.
 * tests/e2e/conformance-setup.ts asserts none at the end of each test file.
 */
import { mkdirSync } from 'node:fs';
import type { BrowserContext, Request, Response as BrowserResponse } from 'playwright-core';
import { checkResponse } from '../support/contract-validator';

const bodylessStatuses = new Set([101, 204, 205, 304]);
/** API requests kept per context for a failing test's report. */
const TRAIL_LENGTH = 40;

export interface ConformanceReport {
  checkedResponses: number;
  violations: string[];
}

export class ConformanceRecorder {
  private readonly pending = new Set<Promise<void>>();
  private readonly violations: string[] = [];
  private checked = 0;
  private readonly trails = new Map<BrowserContext, string[]>();
  /** Trails of contexts closed since the last report (a test file's afterEach closes them first). */
  private closedTrails: string[][] = [];

  constructor(private readonly baseUrl: string) {}

  /** Starts recording the context's API responses and CSP reports. */
  watch(context: BrowserContext): void {
    this.watchTrail(context);
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

  /** Keeps the context's last API requests and how each ended, for `describeFailure`. */
  private watchTrail(context: BrowserContext): void {
    const trail: string[] = [];
    this.trails.set(context, trail);
    context.on('close', () => {
      this.trails.delete(context);
      this.closedTrails.push(trail);
    });
    const note = (request: Request, outcome: string) => {
      const url = new URL(request.url());
      if (!url.pathname.startsWith('/api/v1/')) return;
      trail.push(`${new Date().toISOString().slice(11, 23)} ${request.method()} ${url.pathname}${url.search} ${outcome}`);
      if (trail.length > TRAIL_LENGTH) trail.shift();
    };
    context.on('request', (request) => note(request, 'sent'));
    context.on('requestfinished', (request) => {
      request.response().then(
        (response) => note(request, `→ ${response?.status() ?? '?'}`),
        () => note(request, '→ (closed)'),
      );
    });
    context.on('requestfailed', (request) => note(request, `failed: ${request.failure()?.errorText ?? '?'}`));
  }

  /**
   * For a failed test: a screenshot of every open page of the watched contexts under
   * test-results/failures, and their URLs and last API requests as text.
   */
  async describeFailure(testName: string): Promise<string> {
    const dir = 'test-results/failures';
    mkdirSync(dir, { recursive: true });
    const slug = testName.replace(/[^a-z0-9]+/gi, '-').slice(0, 80);
    const lines: string[] = [];
    let index = 0;
    for (const [context, trail] of this.trails) {
      for (const page of context.pages()) {
        const path = `${dir}/${slug}-${++index}.png`;
        await page.screenshot({ path, fullPage: true, timeout: 5_000 }).catch(() => undefined);
        lines.push(`page ${index}: ${page.url()} (screenshot ${path})`);
      }
      lines.push(...trail.map((line) => `  ${line}`));
    }
    for (const trail of this.closedTrails) lines.push('closed context:', ...trail.map((line) => `  ${line}`));
    return lines.join('\n');
  }

  /** Waits for the responses still being read, then reports. */
  async report(): Promise<ConformanceReport> {
    this.closedTrails = [];
    await Promise.all([...this.pending]);
    return { checkedResponses: this.checked, violations: [...this.violations] };
  }
}
