/**
 * Apple's FY2024 net debt is one number everywhere: through the SEC provider on Apple's recorded
 * company facts, the statements API's derived figures, the overview's yearly data, the statements
 * page's condensed table (built from the API's answer) and the AI's answer all give $41.46B
 * (total debt 106,629 − cash and short-term investments 65,171, in millions).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Statements } from '../../generated/model';
import { buildStatementTable } from '../../client/features/stock/statements/statement-rows';
import { EVAL_FIXTURES } from '../../scripts/support/ai-eval/eval-issuers';
import { type RecordedServer, keylessProviderSettings, startRecordedServer } from '../support/recorded-server';
import { dataOf } from '../support/api-results';
import { signIn, type SignedIn } from '../support/sign-in';
import { createTestApp, type TestApp } from '../support/test-app';

let recorded: RecordedServer;
let app: TestApp;
let alice: SignedIn;
const apple = { params: { path: { symbol: 'AAPL' } } };
const NET_DEBT_FY2024 = (9_967 + 10_912 + 85_750 - (29_943 + 35_228)) * 1e6;

beforeAll(async () => {
  recorded = await startRecordedServer([EVAL_FIXTURES]);
  app = await createTestApp({ MARKET_DATA_PROVIDER: 'sec', ...keylessProviderSettings(recorded.baseUrl) });
  alice = await signIn(app, { via: 'token' });
  dataOf(await app.api(alice).POST('/companies/{symbol}/refresh', apple), 202);
  expect(await app.deps.durableJobs.runDue(new AbortController().signal)).toBe(1);
});
afterAll(async () => {
  await app.close();
  await recorded.close();
});

describe('Apple FY2024 net debt', () => {
  it('is $41.46B in the statements API, the overview, the statements page and the AI answer', async () => {
    const statements = dataOf(await app.api().GET('/companies/{symbol}/statements', apple));
    const fy2024 = statements.derived?.find((d) => d.fiscalYear === '2024');
    expect(fy2024).toMatchObject({
      date: '2024-09-28',
      netDebt: NET_DEBT_FY2024,
      totalDebt: 106_629e6,
      cashAndShortTermInvestments: 65_171e6,
    });

    const company = dataOf(await app.api().GET('/companies/{symbol}', apple));
    expect(company.yearlyData.find((row) => row.year === 2024)).toMatchObject({ netDebt: NET_DEBT_FY2024, totalDebt: 106_629e6 });

    const table = buildStatementTable(statements as Statements, 'condensed');
    const column = table.columns.findIndex((c) => c.date === '2024-09-28');
    const netDebtRow = table.rows.find((row) => row.label === 'Net Debt');
    expect(netDebtRow?.type === 'value' ? netDebtRow.values[column] : null).toBe(NET_DEBT_FY2024);

    const answer = dataOf(
      await app.api(alice).POST('/ai/ask', { body: { question: 'What was Apple’s net debt at the end of fiscal 2024?', ticker: 'AAPL' } }),
    );
    expect(answer.answer).toContain('**$41.46B**');
    expect(answer.answer).toContain('Net debt = total debt − cash and short-term investments; negative means net cash.');
    expect(answer.verification).toMatchObject({ unverified: 0 });
  });
});
