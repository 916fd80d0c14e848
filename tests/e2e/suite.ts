/**
 * The browser of one e2e file: one Chromium opened before its tests, every context it hands out
 * closed after each test, the browser closed after the file.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { openPage } from './browser';
import { signedInContext } from './session';

export function browserSuite() {
  let browser: Browser | undefined;
  const contexts: BrowserContext[] = [];
  beforeAll(async () => {
    const opened = await openPage();
    browser = opened.browser;
    contexts.push(opened.context);
  });
  afterEach(async () => {
    while (contexts.length) await contexts.pop()?.close();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return {
    /** A page signed in as a new user, on `path`. */
    async signedInPage(firstName: string, path: string): Promise<Page> {
      if (!browser) throw new Error('the browser is not open yet');
      const session = await signedInContext(browser, firstName, path);
      contexts.push(session.context);
      return session.page;
    },
  };
}
