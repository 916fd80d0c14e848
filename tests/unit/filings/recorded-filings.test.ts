/**
 * The splitter on every real 10-K and 10-Q in ../shared/recorded/filings: each key Item within
 * ±20% of the length edgartools measured, or its difference explained (EXPLAINED, checked
 * against the document). docs/filings-splitter.md has the table (scripts/measure-filings.ts).
 */
import { describe, expect, it } from 'vitest';
import {
  documentId,
  explanation,
  isWithinTolerance,
  measureFiling,
  recordedFilings,
  recordedFilingsExist,
} from '../../../scripts/support/filing-measurements';

describe.skipIf(!recordedFilingsExist)('the splitter on the 25 recorded filings of 15 issuers', () => {
  for (const filing of recordedFilingsExist ? recordedFilings() : []) {
    it(`${documentId(filing)}: every key Item within ±20% of edgartools or explained`, () => {
      const measured = measureFiling(filing);
      const unexplained = measured.items
        .filter((item) => !isWithinTolerance(item) && !explanation(filing, item.key))
        .map((item) => `${item.key}: ours ${item.ours ?? 'none'}, edgartools ${item.edgartools ?? 'none'}`);
      expect(unexplained).toEqual([]);
      // Where edgartools finds an Item, so does the splitter.
      for (const item of measured.items) if (item.edgartools !== null) expect(item.ours, item.key).not.toBeNull();
      // The form's first Items are found on every document.
      expect(measured.found.slice(0, 2)).toEqual(filing.form === '10-Q' ? ['I-1', 'I-2'] : ['1', '1A']);
    });
  }
});
