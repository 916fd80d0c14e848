/**
 * Debian's Chromium, never a downloaded browser. The flags keep it off the network: this machine
 * has none, and without them Chromium keeps trying to reach its update and sync services. Used by
 * the end-to-end tests (playwright.config.ts) and the Lighthouse benchmark.
 */
export const chromiumPath = '/usr/bin/chromium';

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-default-apps',
  '--disable-dev-shm-usage',
];
