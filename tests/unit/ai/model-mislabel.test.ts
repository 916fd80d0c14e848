/**
 * A scripted model that writes the right number under the wrong name: 'Services revenue
 * $391.04B' citing total revenue is shown unverified, with the reason; the same figure called
 * revenue verifies.
 */
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../server/db/test-database';
import { systemClock } from '../../../server/lib/clock';
import { createOpenAiProvider } from '../../../server/services/ai/engines/model/openai-provider';
import { finalizeAnswer } from '../../../server/services/ai/answerer';
import { appleContext, appleStatements } from '../../support/ai-fixtures';
import { type FakeOpenAiServer, startFakeOpenAiServer } from '../../support/fake-openai-server';

const REPLY = 'Services revenue in FY2024 was $391.04B [F1]. Total revenue, FY2024: $391.04B [F1].';

let model: FakeOpenAiServer;
let database: TestDatabase;
beforeAll(async () => {
  model = await startFakeOpenAiServer({ reply: () => REPLY });
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.destroy();
  await model.close();
});

describe('a model’s mislabelled figure', () => {
  it('is marked unverified and says why; the same figure under its own name verifies', async () => {
    const provider = createOpenAiProvider({ baseUrl: model.baseUrl, model: 'scripted', timeoutMs: 5000 });
    // Finalizing reads the database and the statements given, never market data.
    const deps = { db: database.db, provider, sources: {} as never, logger: pino({ level: 'silent' }), clock: systemClock };
    const draft = await provider.answer({ question: 'What was Services revenue in fiscal 2024?', history: [], context: appleContext });
    expect(draft.citations[0]).toMatchObject({ kind: 'statement', lineItem: 'revenue' });
    const answer = await finalizeAnswer(deps, draft, {
      symbol: 'AAPL',
      companyName: 'Apple Inc.',
      statements: appleStatements,
      facts: appleContext.facts,
    });
    expect(answer.verification.claims.map((c) => [c.text, c.status, c.reason ?? null])).toEqual([
      [
        '$391.04B',
        'unverified',
        'is called “Services revenue in FY2024 was”, about Services revenue, but cites a company total, not Services revenue alone',
      ],
      ['$391.04B', 'verified', null],
    ]);
    expect(answer.text).toContain('Services revenue in FY2024 was $391.04B [unverified] [1].');
  });
});
