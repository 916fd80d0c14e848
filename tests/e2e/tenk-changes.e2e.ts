/** 'What changed' on the 10-K page of a demo company: the newest 10-K against the year before. */
import { seriousViolations } from './axe';
import { screenshot } from './browser';
import { expect, test } from './fixtures';
import { aStockSymbol } from './market-support';

test.describe('what changed in the 10-K', () => {
  test('lists the changed paragraphs with a word diff, and opens one in its filing', async ({ signedIn }) => {
    const symbol = await aStockSymbol(2);
    const { page } = await signedIn('Differ', `/10ks/${symbol}`);
    const section = page.locator('section.tenk-changes');
    await expect(section.getByRole('heading', { name: /^What changed: fiscal \d{4} 10-K against fiscal \d{4}$/ })).toBeVisible();
    await expect(section.getByRole('heading', { name: /^Item 1A\. / })).toBeVisible();
    await expect(section.getByRole('heading', { name: /^Item 7\. / })).toBeVisible();
    const changed = section.locator('li.change-changed').first();
    await expect(changed.locator('ins').first()).toBeVisible();
    await expect(changed.locator('del')).not.toHaveCount(0);
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
    await expect(passage.locator('blockquote')).toHaveText(laterText);
  });
});
