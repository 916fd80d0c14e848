/**
 * The browser of one e2e file: one connection to the run's Chromium opened before its tests,
 * every context it hands out closed after each test, the connection closed after the file.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { connectBrowser, newPage } from './browser';
import { signedInContext, type TestUser } from './session';

export interface Session {
  context: BrowserContext;
  page: Page;
  user: TestUser;
}

export function browserSuite() {
  let connected: Browser | undefined;
  const contexts: BrowserContext[] = [];
  beforeAll(async () => {
    connected = await connectBrowser();
  });
  afterEach(async () => {
    while (contexts.length) await contexts.pop()?.close();
  });
  afterAll(async () => {
    await connected?.close();
  });
  const browser = (): Browser => {
    if (!connected) throw new Error('the browser is not open yet');
    return connected;
  };
  return {
    browser,
    /** Closes this context after the test, with the suite's own. */
    track(context: BrowserContext): void {
      contexts.push(context);
    },
    /** A new user signed in, on `path`. */
    async signedIn(firstName: string, path = '/'): Promise<Session> {
      const session = await signedInContext(browser(), firstName, path);
      contexts.push(session.context);
      return session;
    },
    /** A page signed in as a new user, on `path`. */
    async signedInPage(firstName: string, path: string): Promise<Page> {
      return (await this.signedIn(firstName, path)).page;
    },
    /** A page of an anonymous visitor (about:blank), at 1280×800 unless told. */
    async anonymousPage(viewport?: { width: number; height: number }): Promise<{ context: BrowserContext; page: Page }> {
      const opened = await newPage(browser(), viewport);
      contexts.push(opened.context);
      return opened;
    },
  };
}
