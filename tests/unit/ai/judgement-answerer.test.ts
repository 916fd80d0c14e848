import { describe, expect, it } from 'vitest';
import type { AnnualStatements } from '../../../server/providers/market/types';
import { answerJudgement, judgementAskedFor } from '../../../server/services/ai/engines/offline/judgement-answerer';
import type { AnswerContext } from '../../../server/services/ai/engines/types';
import { buildStatementFacts } from '../../../server/services/ai/statement-facts';
import { appleContext } from '../../support/ai-fixtures';

describe('reading a judgement question', () => {
  it('finds the judgement however it is worded, and none in a question for figures only', () => {
    for (const question of [
      'Is the debt a problem?',
      'Does it have too much debt?',
      'Is the balance sheet healthy?',
      'Is its leverage a concern?',
    ]) {
      expect(judgementAskedFor(question), question).toBe('debt');
    }
    for (const question of ['Is revenue growth accelerating?', 'Is growth slowing down?', 'Is earnings growth picking up?']) {
      expect(judgementAskedFor(question), question).toBe('growth');
    }
    for (const question of ['Are margins improving?', 'Is the operating margin shrinking?', 'How is the gross margin trending?']) {
      expect(judgementAskedFor(question), question).toBe('margin');
    }
    for (const question of ['How much debt does it have?', 'What was revenue growth in 2024?', 'What is the gross margin?']) {
      expect(judgementAskedFor(question), question).toBeNull();
    }
  });
});

/** A company of 2021–2024 whose revenue grew 20%, then 10%, then 5%, with more cash than debt. */
function slowingCompany(): AnswerContext {
  const year = (fiscalYear: number, revenue: number, operatingIncome: number) => ({
    date: `${fiscalYear}-12-31`,
    fiscalYear: String(fiscalYear),
    revenue,
    grossProfit: revenue / 2,
    operatingIncome,
    netIncome: operatingIncome / 2,
  });
  const statements: AnnualStatements = {
    currency: 'USD',
    income: [year(2024, 1386, 200), year(2023, 1320, 198), year(2022, 1200, 150), year(2021, 1000, 100)],
    balance: [{ date: '2024-12-31', fiscalYear: '2024', cashAndCashEquivalents: 300, shortTermInvestments: 100, totalDebt: 250 }],
    cashFlow: [],
  };
  return { symbol: 'SLOW', companyName: 'Slow Corp', currency: 'USD', facts: buildStatementFacts('SLOW', statements), passages: [] };
}

describe('a judgement answer', () => {
  it('concludes from the figures with its rule named: net debt where debt exceeds cash and short-term investments', () => {
    const answer = answerJudgement('Is the debt a problem?', appleContext);
    expect(answer?.text).toContain('- Total debt, FY2024: **$106.63B**');
    expect(answer?.text).toContain('- Cash and short-term investments, FY2024: **$65.17B**');
    expect(answer?.text).toMatch(
      /\*\*Conclusion:\*\* net debt, FY2024: \*\*\$41\.46B\*\* (\[\d\])+: total debt exceeds cash and short-term investments\./,
    );
    expect(answer?.text).toContain('Rule: net debt when total debt exceeds cash and short-term investments, net cash when it does not.');
  });

  it('says net cash where cash and short-term investments cover the debt', () => {
    expect(answerJudgement('Is its debt manageable?', slowingCompany())?.text).toContain(
      '**Conclusion:** net cash: cash and short-term investments cover total debt',
    );
  });

  it("calls growth slowing when the latest year's rate is below the year before's, whatever the question expects", () => {
    const text = answerJudgement('Is revenue growth accelerating?', slowingCompany())?.text ?? '';
    expect(text).toContain('Growth FY2021 → FY2022: **+20.00%**');
    expect(text).toMatch(
      /\*\*Conclusion:\*\* revenue growth is slowing: \*\*\+5\.00%\*\* (\[\d\])+ in FY2024 against \*\*\+10\.00%\*\* (\[\d\])+ in FY2023\./,
    );
  });

  it('judges each margin asked for, the three when none is named', () => {
    const text = answerJudgement('Are margins improving?', slowingCompany())?.text ?? '';
    expect(text).toMatch(/gross margin is unchanged: .*operating margin is declining: \*\*14\.43%\*\*.*net margin is declining/);
    const operating = answerJudgement('Is the operating margin expanding?', slowingCompany())?.text ?? '';
    expect(operating).not.toContain('Gross margin');
  });

  it('gives no judgement without the figures that decide it', () => {
    const noDebt = { ...slowingCompany(), facts: slowingCompany().facts.filter((fact) => fact.metric !== 'totalDebt') };
    expect(answerJudgement('Is the debt a problem?', noDebt)).toBeNull();
    // Apple's fixture holds three years: two growth rates, enough to compare.
    expect(answerJudgement('Is growth accelerating?', appleContext)?.text).toContain('revenue growth is accelerating');
  });
});
