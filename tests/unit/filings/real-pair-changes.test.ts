/**
 * What changed, on real pairs of filings from ../shared/recorded/filings (not the demo market's
 * made-up ones): NVIDIA's 10-Ks for fiscal 2023 and 2025 and Apple's 10-Qs for the June quarters
 * of fiscal 2024 and 2025, split as the app splits them and compared paragraph by paragraph.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FILINGS_DIR, recordedFilingsExist } from '../../../scripts/support/filing-measurements';
import type { FilingForm } from '../../../server/services/filings/filing-forms';
import { splitFiling } from '../../../server/services/filings/filing-sections';
import { compareParagraphs, type ItemComparison } from '../../../server/services/tenk/filing-changes';

function compareItem(earlierFile: string, laterFile: string, form: FilingForm, key: string): ItemComparison {
  const paragraphs = (file: string) =>
    (
      splitFiling(readFileSync(join(FILINGS_DIR, file), 'utf8'), form).find(
        (section) => (section.part ? `${section.part}-${section.item}` : section.item) === key,
      )?.passages ?? []
    ).map((passage) => ({ passageId: passage.passageId, text: passage.text }));
  return compareParagraphs(paragraphs(earlierFile), paragraphs(laterFile));
}

/** The word diff of a changed paragraph gives back the later text. */
function rebuildsLater(comparison: ItemComparison): boolean {
  return comparison.changes.every(
    (change) =>
      change.kind !== 'changed' ||
      change.parts
        .filter((part) => part.kind !== 'removed')
        .map((part) => part.text)
        .join('') === change.text,
  );
}

describe.skipIf(!recordedFilingsExist)('what changed, on real filings', () => {
  it("NVIDIA's risk factors, fiscal 2023 to 2025: most kept or reworded, the new ones first", () => {
    const risks = compareItem('nvda-10k-2023-01-29.htm', 'nvda-10k-2025-01-26.htm', '10-K', '1A');
    const total = risks.added + risks.changed + risks.unchanged;
    expect(total).toBeGreaterThan(50);
    expect(risks.unchanged + risks.changed).toBeGreaterThan(total / 2);
    expect(risks.added).toBeGreaterThan(0);
    expect(risks.changes[0]?.kind).toBe('added');
    expect(risks.changes.some((change) => change.kind === 'added' && /artificial intelligence|AI/.test(change.text))).toBe(true);
    expect(rebuildsLater(risks)).toBe(true);
  });

  it("Apple's MD&A, June quarter of fiscal 2024 to 2025: figures restated as word diffs, the quarter's news added", () => {
    const mdna = compareItem('aapl-10q-2024-06-29.htm', 'aapl-10q-2025-06-28.htm', '10-Q', 'I-2');
    expect(mdna.changed).toBeGreaterThan(10);
    expect(mdna.changes[0]).toMatchObject({ kind: 'added' });
    expect(rebuildsLater(mdna)).toBe(true);
  });
});
