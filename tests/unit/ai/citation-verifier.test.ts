import { describe, expect, it } from 'vitest';
import type { Citation } from '../../../generated/model';
import { passageCitation } from '../../../server/services/ai/engines/passage-citation';
import { quoteIsIn, verifyCitations } from '../../../server/services/ai/citation-verifier';
import { statementCitation } from '../../../server/services/ai/statement-facts';
import { appleStatements, riskPassage } from '../../support/ai-fixtures';

const income2024 = appleStatements.income[0]!;
const sources = {
  statements: appleStatements,
  passageText: (accession: string, passageId: string) =>
    accession === riskPassage.accession && passageId === riskPassage.passageId ? riskPassage.text : undefined,
};

describe('citation verification', () => {
  it('accepts a statement line reported for its period, with its XBRL tag', () => {
    const citation = statementCitation('AAPL', 'income', income2024, 'netIncome');
    expect(citation.xbrlTag).toBe('NetIncomeLoss');
    expect(verifyCitations([citation], sources)).toEqual({ verified: [citation], rejected: [] });
  });

  it('rejects a line the period does not report, an unknown period and a wrong XBRL tag', () => {
    const missingLine = statementCitation('AAPL', 'income', income2024, 'interestExpense');
    const unknownPeriod: Citation = { ...statementCitation('AAPL', 'income', income2024, 'revenue'), period: '2019-09-28' };
    const wrongTag: Citation = { ...statementCitation('AAPL', 'income', income2024, 'revenue'), xbrlTag: 'Revenues' };
    const { verified, rejected } = verifyCitations([missingLine, unknownPeriod, wrongTag], sources);
    expect(verified).toEqual([]);
    expect(rejected.map((r) => r.reason)).toEqual([
      'interestExpense is not reported for 2024-09-28',
      'no income statement for 2019-09-28',
      'XBRL tag Revenues does not match RevenueFromContractWithCustomerExcludingAssessedTax',
    ]);
  });

  it('accepts a quote present in the passage, whatever its spacing', () => {
    const citation = passageCitation('AAPL', riskPassage, 'adverse economic   conditions can materially adversely affect');
    expect(citation.href).toBe('/stock/AAPL/filings/0000320193-24-000123?passage=item-1a-p4#item-1a-p4');
    expect(verifyCitations([citation], sources).verified).toEqual([citation]);
  });

  it('rejects a quote that is not in the passage, and a passage that is not stored', () => {
    const invented = passageCitation('AAPL', riskPassage, 'The Company expects revenue to double next year');
    const missing = passageCitation('AAPL', { ...riskPassage, passageId: 'item-1a-p999' }, 'anything');
    const { verified, rejected } = verifyCitations([invented, missing], sources);
    expect(verified).toEqual([]);
    expect(rejected.map((r) => r.reason)).toEqual([
      'the quote is not in the passage',
      'passage item-1a-p999 of 0000320193-24-000123 is not stored',
    ]);
  });

  it('never accepts an empty quote', () => {
    expect(quoteIsIn('  ', riskPassage.text)).toBe(false);
  });
});

describe('sentences for quotes', () => {
  it('splits at sentence ends only, keeping decimals and abbreviations, as verbatim slices', async () => {
    const { splitSentences } = await import('../../../server/services/ai/engines/passage-citation');
    const text = 'Revenue was USD 845.2 million, up 12.4% in the U.S. and Europe. Apple Inc. reported growth! “Next” came.\nHeading line';
    const sentences = splitSentences(text);
    expect(sentences).toEqual([
      'Revenue was USD 845.2 million, up 12.4% in the U.S. and Europe.',
      'Apple Inc. reported growth!',
      '“Next” came.',
      'Heading line',
    ]);
    for (const sentence of sentences) expect(text).toContain(sentence);
  });
});
