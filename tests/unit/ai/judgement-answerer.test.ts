import { describe, expect, it } from 'vitest';
import type { AnnualStatements } from '../../../server/providers/market/types';
import { answerJudgement, judgementAskedFor } from '../../../server/services/ai/engines/offline/judgement-answerer';
import type { AnswerContext, CompanyFact } from '../../../server/services/ai/engines/types';
import { buildStatementFacts } from '../../../server/services/ai/statement-facts';
import { appleContext } from '../../support/ai-fixtures';

describe('reading a judgement question', () => {
  it('finds the judgement however it is worded, and none in a question for figures only', () => {
    const judgedAs: Record<string, string[]> = {
      debt: ['Is the debt a problem?', 'Does it have too much debt?', 'Is the balance sheet healthy?', 'Is its leverage a concern?'],
      growth: ['Is revenue growth accelerating?', 'Is growth slowing down?', 'Is earnings growth picking up?'],
      margin: ['Are margins improving?', 'Is the operating margin shrinking?', 'How is the gross margin trending?'],
      valuation: ['Is the stock expensive?', 'Is Apple overvalued?', 'Is the P/E too high?', 'How is it valued, cheap or pricey?'],
      none: [
        'How much debt does it have?',
        'What was revenue growth in 2024?',
        'What is the gross margin?',
        'What is the P/E ratio?',
        'What is the valuation allowance?',
      ],
    };
    for (const [judgement, questions] of Object.entries(judgedAs)) {
      for (const question of questions) expect(judgementAskedFor(question) ?? 'none', question).toBe(judgement);
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

/** A company fact as valuation-facts.ts and company-facts.ts write them: `key` its citation's lineItem. */
function fact(key: string, value: number, label = key): CompanyFact {
  return {
    key,
    label,
    text: value.toFixed(2),
    value,
    citation: { kind: 'company', label, href: '/stock/SLOW', lineItem: key, period: '2025-03-01' },
  };
}

describe('a valuation judgement', () => {
  const yearEnds = [fact('pe:FY2022', 18.5), fact('pe:FY2023', 24), fact('pe:FY2024', 21.25)];
  const median = fact('pe:sectorMedian', 20, 'Median P/E of the 7 Technology companies with earnings in the stored market');
  const valued = (pe: number, others: CompanyFact[]): AnswerContext => ({
    ...slowingCompany(),
    companyFacts: [fact('pe', pe, 'P/E ratio'), ...others],
  });

  it('places the P/E now in its range at the last fiscal year ends and against its sector median, each figure cited', () => {
    const answer = answerJudgement('Is the stock expensive?', valued(30, [...yearEnds, median]));
    const text = answer?.text ?? '';
    expect(text).toContain('- P/E now: **30.00** [1]');
    expect(text).toContain('- P/E at the fiscal year ends: FY2022 **18.50** [2], FY2023 **24.00** [3], FY2024 **21.25** [4]');
    expect(text).toContain('- Median P/E of the 7 Technology companies with earnings in the stored market: **20.00** [5]');
    expect(text).toContain(
      "**Conclusion:** the P/E of **30.00** [1] is above its range at the last 3 fiscal year ends (**18.50** [2] to **24.00** [3]), and above its sector's median P/E of **20.00** [5].",
    );
    expect(text).toContain('Rule: the P/E now against the P/E at each of the last five fiscal year ends');
    expect(text).toContain(
      'judged from its P/E, its annual statements and its sector in the stored market (what the figures show, not advice):',
    );
    expect(answer?.citations.map((citation) => citation.lineItem)).toEqual([
      'pe',
      'pe:FY2022',
      'pe:FY2023',
      'pe:FY2024',
      'pe:sectorMedian',
    ]);
  });

  it('says within and below where the figures say so', () => {
    expect(answerJudgement('Is it overvalued?', valued(19, [...yearEnds, median]))?.text).toMatch(
      /is within its range at the last 3 fiscal year ends .*, and below its sector's median P\/E/,
    );
    expect(answerJudgement('Is it cheap?', valued(12, yearEnds))?.text).toMatch(
      /\*\*Conclusion:\*\* the P\/E of \*\*12\.00\*\* \[1\] is below its range/,
    );
    expect(answerJudgement('Is it cheap?', valued(25, [median]))?.text).toContain(
      "**Conclusion:** the P/E of **25.00** [1] is above its sector's median P/E of **20.00** [2].",
    );
  });

  it('gives no valuation judgement without a P/E, or with nothing to set it against', () => {
    expect(answerJudgement('Is the stock expensive?', valued(-5, [...yearEnds, median]))).toBeNull();
    expect(answerJudgement('Is the stock expensive?', { ...slowingCompany(), companyFacts: [...yearEnds, median] })).toBeNull();
    expect(answerJudgement('Is the stock expensive?', valued(30, [yearEnds[0] as CompanyFact]))).toBeNull();
  });
});
