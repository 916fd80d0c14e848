/** What a model is sent: only the facts the question needs, the conversation, and the scope rule. */
import { describe, expect, it } from 'vitest';
import { buildChatMessages, modelContext, relevantFacts } from '../../../server/services/ai/engines/model/prompt';
import type { AnswerContext } from '../../../server/services/ai/engines/types';
import { resolveFollowUp } from '../../../server/services/ai/follow-up';
import { appleContext } from '../../support/ai-fixtures';

const keys = (facts: AnswerContext['facts']) => facts.map((f) => `${f.metric}/${f.fiscalYear}`);

describe('the facts a model gets', () => {
  it('are those the question names, for the years it names (and the year before, for changes)', () => {
    expect(keys(relevantFacts('What was net income in 2024?', [], appleContext.facts))).toEqual(['netIncome/2024', 'netIncome/2023']);
  });

  it('follow the earlier turn for a follow-up, and default to headline figures of two years', () => {
    const history = [
      { role: 'user' as const, content: 'What was diluted EPS?' },
      { role: 'assistant' as const, content: '…' },
    ];
    expect(keys(relevantFacts(resolveFollowUp('and in 2022?', history), history, appleContext.facts))).toEqual(['epsDiluted/2022']);
    // The facts earlier replies cited come along, so the model can cite them again.
    const revenue2024 = appleContext.facts.find((f) => f.metric === 'revenue' && f.fiscalYear === 2024)!;
    const cited = [...history, { role: 'assistant' as const, content: 'Revenue was $391.04B [1].', citations: revenue2024.citations }];
    expect(keys(relevantFacts('What about net income in 2022?', cited, appleContext.facts))).toEqual(['netIncome/2022', 'revenue/2024']);
    const headline = keys(relevantFacts('Tell me about the company', [], appleContext.facts));
    expect(headline).toContain('revenue/2024');
    expect(headline).toContain('netDebt/2023');
    expect(headline.length).toBeLessThan(appleContext.facts.length / 2);
  });

  it('are numbered in the prompt as the markers map them, with definitions and the scope rule', () => {
    const request = { question: 'What will free cash flow be next year?', history: [], context: appleContext };
    const sent = modelContext(request);
    const [system] = buildChatMessages({ ...request, context: sent });
    expect(system?.content).toContain('[F1] Free cash flow, FY2024: $108.81B (cash from operating activities − capital expenditure)');
    expect(system?.content).toContain('This question is out of scope (forecast). Begin your answer with: "I cannot forecast');
  });
});

describe('a company compared with of which no statements were found', () => {
  it('is named to the model, which is told to say so; a company found adds its facts instead', () => {
    const question = 'How did net income in 2024 compare with ZZZQ?';
    const request = { question, history: [], context: { ...appleContext, missingPeers: ['ZZZQ'] } };
    const [system] = buildChatMessages({ ...request, context: modelContext(request) });
    expect(system?.content).toContain('Compared with, but not found: no financial statements of ZZZQ. Say so in the answer.');
    const [alone] = buildChatMessages({ question, history: [], context: appleContext });
    expect(alone?.content).not.toContain('not found');
  });
});

describe('a company compared with that reports in another currency', () => {
  it('is given to the model with its figures written in its own currency', () => {
    const netIncome = appleContext.facts.filter((fact) => fact.metric === 'netIncome');
    const peer = { symbol: 'ORBV', companyName: 'Orbaris Ventures SE', currency: 'EUR', facts: netIncome };
    const request = { question: 'How did net income in 2024 compare with ORBV?', history: [], context: { ...appleContext, peers: [peer] } };
    const [system] = buildChatMessages({ ...request, context: modelContext(request) });
    expect(system?.content).toMatch(/\] Net income, FY2024: \$93\.74B/);
    expect(system?.content).toMatch(/\] Net income of Orbaris Ventures SE \(ORBV\), FY2024: €93\.74B/);
  });
});

describe('a follow-up sent to a model', () => {
  it('carries the user’s words, the question they resolve to, and the sources earlier replies cited', () => {
    const revenue2024 = appleContext.facts.find((f) => f.metric === 'revenue' && f.fiscalYear === 2024)!;
    const history = [
      { role: 'user' as const, content: 'What was revenue?' },
      { role: 'assistant' as const, content: 'Revenue, FY2024: $391.04B [1]', citations: revenue2024.citations },
    ];
    const request = { question: 'What was revenue in FY2023?', asked: 'and the year before?', history, context: appleContext };
    const messages = buildChatMessages({ ...request, context: modelContext(request) });
    expect(messages[0]?.content).toContain('read it as: "What was revenue in FY2023?"');
    expect(messages[2]?.content).toContain('Sources of this reply: [1] Income statement, revenue, FY2024');
    expect(messages.at(-1)).toEqual({ role: 'user', content: 'and the year before?' });
    expect(messages.every((message) => !('citations' in message))).toBe(true);
  });
});

describe('a conversation’s title', () => {
  it('is its first question, cut on a word when long', async () => {
    const { titleFromQuestion } = await import('../../../server/services/ai/conversations.service');
    expect(titleFromQuestion('  What was revenue?\nAnd margins?')).toBe('What was revenue?');
    const long = titleFromQuestion(`How did ${'the gross margin and '.repeat(8)}net margin change?`);
    expect(long.length).toBeLessThanOrEqual(80);
    expect(long).toBe('How did the gross margin and the gross margin and the gross margin and the…');
  });
});
