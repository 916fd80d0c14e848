/** Accessibility checks with axe-core, run inside the page. */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type axe from 'axe-core';
import type { Page } from '@playwright/test';

/**
 * The minified build of the same axe-core (axe.min.js, beside its axe.js): injected into every
 * page it checks, and half the size of `axe.source` to send and compile, a second or more per
 * scan on a busy two-core machine.
 */
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export interface AxeViolation {
  id: string;
  impact: string | null | undefined;
  help: string;
  targets: string[];
}

/** The serious and critical axe-core violations on the page as it is now (WCAG 2.x A and AA). */
export async function seriousViolations(page: Page): Promise<AxeViolation[]> {
  const loaded = await page.evaluate(() => 'axe' in window);
  // Evaluated through the DevTools protocol: the app's CSP rightly refuses inline script tags.
  if (!loaded) await page.evaluate(axeSource);
  const result = await page.evaluate(async () => {
    const runner = (window as unknown as { axe: typeof axe }).axe;
    // Only the violations are read: axe then skips gathering every node of the passes and the rest.
    return runner.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
      resultTypes: ['violations'],
    });
  });
  return result.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
}
