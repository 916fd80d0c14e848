/** Reading a question: Items it is about, relevance of passages, forecast/quarterly/advice scope, comparisons. */
import { describe, expect, it } from 'vitest';
import { answerComparison, comparisonIntent } from '../../../server/services/ai/engines/offline/comparison-answerer';
import { composeOfflineAnswer } from '../../../server/services/ai/engines/offline/offline-provider';
import { asksAboutRecentPeriod, outOfScope } from '../../../server/services/ai/understanding/question-scope';
import { metricsAskedFor } from '../../../server/services/ai/understanding/metric-catalog';
import { itemsForQuestion } from '../../../server/services/retrieval/item-routing';
import { relevantPassages } from '../../../server/services/retrieval/relevance';
import { appleContext, riskPassage } from '../../support/ai-fixtures';

describe('routing questions to Items', () => {
  it('sends each subject to the Item that discusses it, most specific first', () => {
    expect(itemsForQuestion('What cybersecurity risks does it report?')[0]).toBe('1C');
    expect(itemsForQuestion('Is it exposed to foreign exchange risk?')[0]).toBe('7A');
    expect(itemsForQuestion('Any lawsuits?')[0]).toBe('3');
    expect(itemsForQuestion('What are the risks?')).toEqual(['1A']);
    expect(itemsForQuestion('What drove results of operations?')[0]).toBe('7');
    expect(itemsForQuestion('Who are its competitors?')[0]).toBe('1');
    expect(itemsForQuestion('Tell me something')).toEqual([]);
  });
});

describe('relevance threshold', () => {
  it('keeps a passage holding half of the informative words, never counting the company name', () => {
    expect(relevantPassages('What economic conditions affect Apple?', 'Apple Inc.', [riskPassage])).toEqual([riskPassage]);
    expect(relevantPassages('What is Apple’s favourite colour of economic pie?', 'Apple Inc.', [riskPassage])).toEqual([]);
    expect(relevantPassages('Apple?', 'Apple Inc.', [riskPassage])).toEqual([]);
  });

  it('makes the offline engine say it found nothing relevant instead of quoting', () => {
    const answer = composeOfflineAnswer({
      question: 'What is the CEO’s favourite colour?',
      history: [],
      context: { ...appleContext, passages: [] },
    });
    expect(answer.text).toMatch(/^I found nothing relevant to this question/);
    expect(answer.citations).toEqual([]);
  });
});

describe('forecast, quarterly and advice questions', () => {
  it('are recognised, and other questions are not', () => {
    expect(outOfScope('What will revenue be next year?')).toBe('forecast');
    expect(outOfScope('Where will the stock price be in 2030?')).toBe('forecast');
    expect(outOfScope('What was revenue last quarter?')).toBe('quarterly');
    expect(outOfScope('Should I buy the stock?')).toBe('advice');
    expect(outOfScope('What will the weather be tomorrow?')).toBeNull();
    expect(outOfScope('What products does the company sell?')).toBeNull();
    expect(outOfScope('What was revenue in 2024?')).toBeNull();
  });

  it('are declined with what can be given instead, the figure labelled as historical', () => {
    const forecast = composeOfflineAnswer({ question: 'What will revenue be next year?', history: [], context: appleContext });
    expect(forecast.text).toMatch(/^I cannot forecast/);
    expect(forecast.text).toContain('Latest reported (historical, not a forecast):');
    expect(forecast.text).toContain('- Revenue, FY2024: **$391.04B** [1]');
    const advice = composeOfflineAnswer({ question: 'Is it a good investment?', history: [], context: appleContext });
    expect(advice).toEqual({ text: expect.stringMatching(/^I cannot give investment advice/), citations: [] });
  });
});

describe('comparisons', () => {
  it('computes a change, a CAGR and the best year, each cited to its lines', () => {
    expect(comparisonIntent('Which year had the highest net income?')).toBe('extreme');
    expect(comparisonIntent('What was the revenue CAGR from 2022 to 2024?')).toBe('cagr');
    const change = answerComparison('How did net income change from 2023 to 2024?', appleContext);
    expect(change?.text).toContain('- Change FY2023 → FY2024: **-3.36%** (−$3.26B) [1][2]');
    const cagr = answerComparison('Revenue CAGR from 2022 to 2024?', appleContext);
    expect(cagr?.text).toContain('Compound annual growth FY2022 → FY2024 (2 years): **-0.42%** a year [1][3]');
    const best = answerComparison('In which year between 2022 and 2024 was net income highest?', appleContext);
    expect(best?.text).toContain('Highest: FY2022 (**$99.80B**) [1]');
    const faster = answerComparison('Is revenue growing faster than net income in 2024?', appleContext);
    expect(faster?.text).toContain('Revenue grew faster than net income: revenue +2.02% [1][2] against net income -3.36% [3][4].');
  });
});

describe('balance-sheet lines whose names contain another’s', () => {
  it('are read as the line named, not the shorter one inside it', () => {
    const asked = (question: string) => metricsAskedFor(question, { groups: false });
    expect(asked('What were total non-current assets in 2024?')).toEqual(['totalNonCurrentAssets']);
    expect(asked('Other current assets?')).toEqual(['otherCurrentAssets']);
    expect(asked('other non-current liabilities')).toEqual(['otherNonCurrentLiabilities']);
    expect(asked('accrued liabilities')).toEqual(['accruedLiabilities']);
    expect(asked('intangible assets')).toEqual(['intangibleAssets']);
    expect(asked('current liabilities')).toEqual(['totalCurrentLiabilities']);
    expect(asked('What are the total assets?')).toEqual(['totalAssets']);
  });
});

describe('a question about the most recent period (the answer also reads the latest 10-Q)', () => {
  it('is one that names a quarter or the latest period, and no fiscal year', () => {
    for (const question of ['What did Apple say about tariffs in the latest quarter?', 'What are the most recent risks?', 'How did Q3 go?'])
      expect(asksAboutRecentPeriod(question), question).toBe(true);
  });

  it('is not a balance-sheet line or ratio named current, nor a question naming a year', () => {
    for (const question of [
      'What were total current assets?',
      'What is the current ratio?',
      'What is the current portion of long-term debt?',
      'What did the latest 10-K for 2023 say about risks?',
    ])
      expect(asksAboutRecentPeriod(question), question).toBe(false);
  });
});
