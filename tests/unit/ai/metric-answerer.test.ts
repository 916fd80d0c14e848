import { describe, expect, it } from 'vitest';
import { metricsAskedFor, yearsAskedFor } from '../../../server/providers/llm/metric-catalog';
import { answerMetricQuestion } from '../../../server/providers/llm/offline/metric-answerer';
import { composeOfflineAnswer } from '../../../server/providers/llm/offline/offline-provider';
import type { AnswerContext } from '../../../server/providers/llm/types';
import { buildStatementFacts } from '../../../server/services/ai/statement-facts';
import { appleStatements, riskPassage } from '../../support/ai-fixtures';

const context: AnswerContext = {
  symbol: 'AAPL',
  companyName: 'Apple Inc.',
  currency: 'USD',
  facts: buildStatementFacts('AAPL', appleStatements),
  passages: [riskPassage],
};

describe('reading a question', () => {
  it('finds the figures asked for, specific phrases first', () => {
    expect(metricsAskedFor('What was the gross margin and free cash flow?')).toEqual(['grossMargin', 'freeCashFlow']);
    expect(metricsAskedFor('How fast did revenue grow?')).toEqual(['revenueGrowth']);
    expect(metricsAskedFor('Show me the margins')).toEqual(['grossMargin', 'operatingMargin', 'netMargin']);
    expect(metricsAskedFor('How much debt and cash does it have?')).toEqual(['totalDebt', 'cash']);
    expect(metricsAskedFor('What are the key risks?')).toEqual([]);
  });

  it('finds the years asked for or how many recent years', () => {
    expect(yearsAskedFor('revenue in FY2023 and 2022')).toEqual({ years: [2023, 2022], latest: 1 });
    expect(yearsAskedFor('EPS in FY24')).toEqual({ years: [2024], latest: 1 });
    expect(yearsAskedFor('revenue over the last three years')).toEqual({ years: [], latest: 3 });
  });
});

describe('statement facts', () => {
  it('derives margins, growth, free cash flow and leverage with the lines they cite', () => {
    const of = (metric: string, year: number) => context.facts.find((f) => f.metric === metric && f.fiscalYear === year);
    expect(of('grossMargin', 2024)?.value).toBeCloseTo(180_683 / 391_035, 10);
    expect(of('revenueGrowth', 2024)?.value).toBeCloseTo(391_035 / 383_285 - 1, 10);
    expect(of('freeCashFlow', 2024)?.value).toBe(118_254e6 - 9_447e6);
    expect(of('netDebt', 2024)?.value).toBe(106_629e6 - 29_943e6 - 35_228e6);
    expect(of('revenueGrowth', 2022)).toBeUndefined();
    expect(of('revenue', 2024)?.citations).toEqual([
      {
        kind: 'statement',
        label: 'Income statement, revenue, FY2024 (period ended 2024-09-28)',
        href: '/stock/AAPL/statements?tab=income',
        statement: 'income',
        lineItem: 'revenue',
        period: '2024-09-28',
        xbrlTag: 'RevenueFromContractWithCustomerExcludingAssessedTax',
      },
    ]);
    expect(of('grossMargin', 2024)?.citations.map((c) => c.lineItem)).toEqual(['grossProfit', 'revenue']);
    expect(of('grossMargin', 2024)?.citations[0]).not.toHaveProperty('xbrlTag');
  });
});

describe('the offline metric answerer', () => {
  it('answers the latest year with each figure cited', () => {
    const answer = answerMetricQuestion('What was revenue?', [], context);
    expect(answer?.text).toBe('**Apple Inc. (AAPL)**, from the annual statements:\n\n- Revenue, FY2024: **$391.04B** [1]');
    expect(answer?.citations.map((c) => [c.lineItem, c.period])).toEqual([['revenue', '2024-09-28']]);
  });

  it('answers a named year, and a derived figure cites both of its lines', () => {
    const answer = answerMetricQuestion('gross margin in 2023?', [], context);
    expect(answer?.text).toContain('- Gross margin, FY2023: **44.13%** [1][2]');
    expect(answer?.citations.map((c) => c.lineItem)).toEqual(['grossProfit', 'revenue']);
  });

  it('reuses the figures of an earlier turn for a follow-up naming only a year', () => {
    const answer = answerMetricQuestion('and in 2022?', [{ role: 'user', content: 'What was diluted EPS in 2024?' }], context);
    expect(answer?.text).toContain('- Diluted EPS, FY2022: **$6.11** [1]');
  });

  it('says when fewer years are stored than asked for', () => {
    const answer = answerMetricQuestion('Revenue over the last five years?', [], context);
    expect(answer?.text).toContain('- Revenue: 5 years asked, only FY2024, FY2023, FY2022 stored.');
  });

  it('says plainly which figures it does not have', () => {
    const answer = answerMetricQuestion('What was revenue in 2019?', [], context);
    expect(answer?.text).toBe(
      'I cannot answer this from the stored statements of AAPL.\n\n- No revenue for FY2019 in the stored statements (stored years: 2024, 2023, 2022).',
    );
    expect(answer?.citations).toEqual([]);
  });

  it('leaves questions without figures to the passages', () => {
    expect(answerMetricQuestion('What are the key risks?', [], context)).toBeNull();
    const answer = composeOfflineAnswer({ question: 'What are the key risks to economic conditions?', history: [], context });
    expect(answer.text).toContain('From the 2024 10-K of Apple Inc. (AAPL):');
    expect(answer.citations[0]).toMatchObject({ kind: 'filing', item: '1A', paragraph: 4, passageId: 'item-1a-p4' });
    expect(riskPassage.text).toContain(answer.citations[0]?.quote);
  });

  it('says so when neither a figure nor a passage matches', () => {
    const answer = composeOfflineAnswer({ question: 'Who is the CEO’s favourite author?', history: [], context: { ...context, passages: [] } });
    expect(answer.text).toMatch(/^I found nothing relevant to this question in the stored data for AAPL: no statement figure or 10-K passage matches it/);
    expect(answer.citations).toEqual([]);
  });
});
