/**
 * Ask AI on the real path: MARKET_DATA_PROVIDER=sec against a local server replaying Apple's
 * recorded SEC EDGAR responses (company facts, submissions listing a FY2025 10-K whose document
 * is not recorded, and the FY2024 10-K). Figures come exact with their XBRL tags, text answers
 * cite the right Item of the FY2024 10-K, the unfetchable 10-K is fetched once, and an unrelated
 * question cites nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVAL_FIXTURES } from '../../scripts/support/ai-eval/eval-issuers';
import { type RecordedServer, keylessProviderSettings, startRecordedServer } from '../support/recorded-server';
import { dataOf } from '../support/api-results';
import { signIn, type SignedIn } from '../support/sign-in';
import { createTestApp, type TestApp } from '../support/test-app';

let recorded: RecordedServer;
let app: TestApp;
let alice: SignedIn;

beforeAll(async () => {
  recorded = await startRecordedServer([EVAL_FIXTURES]);
  app = await createTestApp({
    MARKET_DATA_PROVIDER: 'sec',
    ...keylessProviderSettings(recorded.baseUrl),
  });
  alice = await signIn(app);
});
afterAll(async () => {
  await app.close();
  await recorded.close();
});

async function ask(question: string) {
  return dataOf(await app.api(alice).POST('/ai/ask', { body: { question, ticker: 'AAPL' } }));
}

describe('Ask AI about Apple through the SEC provider', () => {
  it('answers a figure exactly, cited to its XBRL-tagged line, and a derived figure with its definition', async () => {
    const revenue = await ask('What was net sales in fiscal 2024?');
    expect(revenue.answer).toContain('- Revenue, FY2024: **$391.04B** [1]');
    expect(revenue.citations[0]).toMatchObject({
      kind: 'statement',
      lineItem: 'revenue',
      period: '2024-09-28',
      xbrlTag: 'RevenueFromContractWithCustomerExcludingAssessedTax',
    });
    const debt = await ask('What was total debt at the end of fiscal 2024?');
    expect(debt.answer).toContain('- Total debt, FY2024: **$106.63B** [1][2]');
    expect(debt.answer).toContain('Total debt = short-term debt (commercial paper and the current portion of term debt) + long-term debt.');
    expect(debt.citations[0]).toMatchObject({ lineItem: 'shortTermDebt', xbrlTag: 'LongTermDebtCurrent + CommercialPaper' });
    expect(debt.verification).toMatchObject({ unverified: 0 });
  });

  it('quotes the right Item of the FY2024 10-K, fetching the unrecorded FY2025 document once', async () => {
    const cyber = await ask('How does Apple manage cybersecurity risk?');
    expect(cyber.citations[0]).toMatchObject({ kind: 'filing', item: '1C', year: 2024, accession: '0000320193-24-000123' });
    expect(cyber.verification?.claims.every((c) => c.status === 'verified')).toBe(true);
    const legal = await ask('What legal proceedings is Apple involved in?');
    expect(legal.citations[0]).toMatchObject({ kind: 'filing', item: '3' });
    const fy2025 = recorded.requests.filter((r) => r.includes('000032019325000079'));
    expect(fy2025).toHaveLength(1);
  });

  it('says it found nothing relevant to an unrelated question, and declines a forecast', async () => {
    const colour = await ask('What is the CEO’s favourite colour?');
    expect(colour.answer).toMatch(/^I found nothing relevant/);
    expect(colour.citations).toEqual([]);
    const forecast = await ask('What will revenue be next year?');
    expect(forecast.answer).toMatch(/^I cannot forecast/);
  });
});
