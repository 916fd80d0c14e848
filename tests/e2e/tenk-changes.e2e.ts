/** 'What changed' on the 10-K page of a demo company: the newest 10-K against the year before. */
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './axe';
import { screenshot } from './browser';
import { aStockSymbol } from './market-support';
import { browserSuite } from './suite';

const suite = browserSuite();

describe('what changed in the 10-K', () => {
  it('lists the changed paragraphs with a word diff, and opens one in its filing', async () => {
    const symbol = await aStockSymbol(2);
    const page = await suite.signedInPage('Differ', `/10ks/${symbol}`);
    const section = page.locator('section.tenk-changes');
    await section.getByRole('heading', { name: /^What changed: fiscal \d{4} 10-K against fiscal \d{4}$/ }).waitFor();
    await section.getByRole('heading', { name: /^Item 1A\. / }).waitFor();
    await section.getByRole('heading', { name: /^Item 7\. / }).waitFor();
    const changed = section.locator('li.change-changed').first();
    await changed.locator('ins').first().waitFor();
    expect(await changed.locator('del').count()).toBeGreaterThan(0);
    // The later text of the paragraph is what its passage says in the newer 10-K.
    const laterText = (
      await changed.evaluate((li) => {
        const copy = li.cloneNode(true) as HTMLElement;
        copy.querySelectorAll('del, .change-kind, a').forEach((node) => node.remove());
        return copy.textContent ?? '';
      })
    ).trim();
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, 'tenk-changes-390');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.setViewportSize({ width: 1280, height: 800 });
    await screenshot(page, 'tenk-changes-1280');
    expect(await seriousViolations(page)).toEqual([]);
    await changed.getByRole('link', { name: 'Read in the 10-K' }).click();
    const passage = page.getByRole('region', { name: 'Cited passage' });
    await expect.poll(() => passage.locator('blockquote').textContent()).toBe(laterText);
  });
});
