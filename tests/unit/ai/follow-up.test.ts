/**
 * Follow-ups in a conversation resolve their figure and fiscal year from the earlier turns, for
 * both engines; the offline engine answers the resolved question from the statements.
 */
import { describe, expect, it } from 'vitest';
import type { ChatMessage } from '../../../server/providers/llm/chat';
import { composeOfflineAnswer } from '../../../server/services/ai/engines/offline/offline-provider';
import { resolveFollowUp } from '../../../server/services/ai/follow-up';
import { appleContext } from '../../support/ai-fixtures';

/** A conversation of questions, each answered by the offline engine, as the service stores it. */
function converse(questions: string[]): { history: ChatMessage[]; resolved: string[]; replies: string[] } {
  const history: ChatMessage[] = [];
  const resolved: string[] = [];
  const replies: string[] = [];
  for (const asked of questions) {
    const question = resolveFollowUp(asked, history);
    const draft = composeOfflineAnswer({ question, history, context: appleContext });
    resolved.push(question);
    replies.push(draft.text);
    history.push({ role: 'user', content: asked }, { role: 'assistant', content: draft.text, citations: draft.citations });
  }
  return { history, resolved, replies };
}

describe('follow-up questions', () => {
  it('take the figure and the year from the earlier turns', () => {
    const { resolved, replies } = converse([
      'What was net income in fiscal 2024?',
      'and the year before?',
      'operating margin in that year?',
      'What about the margin?',
    ]);
    expect(resolved.slice(1)).toEqual([
      'What was net income in FY2023?',
      'operating margin in FY2023?',
      'What about the margin in FY2023?',
    ]);
    expect(replies[1]).toContain('Net income, FY2023: **$97.00B**');
    expect(replies[2]).toContain('Operating margin, FY2023: **29.82%**');
    expect(replies[3]).toContain('Gross margin, FY2023: **44.13%**');
  });

  it('take the year the earlier reply cited when the question named none', () => {
    const { resolved, replies } = converse(['What was revenue?', 'And the year before?', 'how did it change?']);
    expect(resolved[1]).toBe('What was revenue in FY2023?');
    expect(replies[1]).toContain('Revenue, FY2023: **$383.29B**');
    expect(replies[2]).toMatch(/Change FY\d{4} → FY\d{4}: \*\*[-+]\d/);
  });

  it('leave a question that stands on its own as it is', () => {
    const questions = [
      'What was net income in fiscal 2024?',
      'What are the main risk factors?',
      'What was revenue in 2022?',
      'And net income over the last three years?',
    ];
    expect(converse(questions).resolved).toEqual(questions);
    expect(converse(['What was revenue in 2024?', 'and over the last three years?']).resolved[1]).toBe(
      'and over the last three years: revenue?',
    );
  });

  it('put the earlier figure for a pronoun, and ask a change over the years the conversation asked', () => {
    const { resolved, replies } = converse(['What was revenue in fiscal 2024?', 'And in fiscal 2023?', 'How much did it grow?']);
    expect(resolved[2]).toBe('How much did revenue grow from FY2023 to FY2024?');
    expect(replies[2]).toContain('Change FY2023 → FY2024: **+2.02%**');
    expect(converse(['How much did Apple spend on R&D in fiscal 2024?', 'What share of revenue was that?']).resolved[1]).toBe(
      'What share of revenue was research and development expense in FY2024?',
    );
  });

  it('ask the earlier figure of a part the follow-up names, and leave a topic of its own alone', () => {
    const history = (question: string): ChatMessage[] => [
      { role: 'user', content: question },
      { role: 'assistant', content: '…' },
    ];
    expect(resolveFollowUp('And Gaming?', history('What was Data Center revenue in fiscal 2025?'))).toBe('Gaming revenue in FY2025?');
    // In lower case, where the company's filings name such a part; a topic no part is named by stands alone.
    const parts = ['Data Center', 'Gaming', 'Professional Visualization'];
    expect(resolveFollowUp('and gaming?', history('What was Data Center revenue in fiscal 2025?'), parts)).toBe(
      'gaming revenue in FY2025?',
    );
    expect(resolveFollowUp('and gaming?', history('What was Data Center revenue in fiscal 2025?'))).toBe('and gaming?');
    expect(resolveFollowUp('what about legal proceedings?', history('What was revenue in fiscal 2025?'), parts)).toBe(
      'what about legal proceedings?',
    );
    expect(resolveFollowUp('What about legal proceedings?', history('What are the main risk factors?'))).toBe(
      'What about legal proceedings?',
    );
  });

  it('answer a year of a text question again for that year', () => {
    expect(
      resolveFollowUp('and in 2022?', [
        { role: 'user', content: 'What legal proceedings is Apple involved in?' },
        { role: 'assistant', content: 'From the 2024 10-K…' },
      ]),
    ).toBe('What legal proceedings is Apple involved in in FY2022?');
  });
});
