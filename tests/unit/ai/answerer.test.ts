/** Finalising a drafted answer: citations that fail verification go, and so do their markers. */
import pino from 'pino';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Citation } from '../../../generated/model';
import { createTestDatabase, type TestDatabase } from '../../../server/db/test-database';
import { createOfflineProvider } from '../../../server/services/ai/engines/offline/offline-provider';
import { passageCitation } from '../../../server/services/ai/engines/passage-citation';
import { type AiDeps, finalizeAnswer } from '../../../server/services/ai/answerer';
import { statementCitation } from '../../../server/services/ai/statement-facts';
import { appleStatements, riskPassage } from '../../support/ai-fixtures';
import { systemClock } from '../../../server/lib/clock';

let test: TestDatabase;
beforeEach(async () => {
  test = await createTestDatabase();
});
afterEach(async () => {
  await test.destroy();
});

const noFilings = async (): Promise<never> => {
  throw new Error('no filing is needed');
};
const deps = (): AiDeps => ({
  db: test.db,
  provider: createOfflineProvider(),
  sources: {
    companyName: async () => 'Apple Inc.',
    annualStatements: async () => appleStatements,
    tenKFilings: async () => [],
    filingDocument: noFilings,
  },
  logger: pino({ level: 'silent' }),
  clock: systemClock,
});

const income2024 = appleStatements.income[0]!;
const revenue = statementCitation('AAPL', 'income', income2024, 'revenue');
const grossProfit = statementCitation('AAPL', 'income', income2024, 'grossProfit');
const wrongPeriod: Citation = { ...statementCitation('AAPL', 'income', income2024, 'netIncome'), period: '2019-09-28' };
// The passage is not stored, so its citation fails verification.
const unstoredQuote = passageCitation('AAPL', riskPassage, 'adverse economic conditions');

describe('finalizing an answer', () => {
  it('renumbers the markers of the kept citations and removes those of the dropped ones', async () => {
    const draft = {
      text: 'Revenue was $391.04B [1]; net income $99.8B [2]. Gross profit $180.68B [3][2].\n- “adverse economic conditions” [4]',
      citations: [revenue, wrongPeriod, grossProfit, unstoredQuote],
    };
    const answer = await finalizeAnswer(deps(), draft, { symbol: 'AAPL', statements: appleStatements });
    expect(answer.citations).toEqual([revenue, grossProfit]);
    // The figure and the quotation that lost their citation stay, marked, and the answer says so.
    expect(answer.text).toBe(
      'Revenue was $391.04B [1]; net income $99.8B [unverified]. Gross profit $180.68B [2].\n- “adverse economic conditions” [unverified]\n\n' +
        '*Verification: 2 claims of 4 could not be verified against the cited sources and are marked [unverified].*',
    );
    expect(answer.verification).toMatchObject({ verified: 2, unverified: 2 });
  });

  it('leaves an answer whose citations all hold as it is', async () => {
    const draft = { text: 'Revenue [1], gross profit [2].', citations: [revenue, grossProfit] };
    await expect(finalizeAnswer(deps(), draft, { symbol: 'AAPL', statements: appleStatements })).resolves.toEqual({
      ...draft,
      verification: { verified: 0, unverified: 0, claims: [] },
    });
  });
});
