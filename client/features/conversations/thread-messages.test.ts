import { describe, expect, it } from 'vitest';
import type { ConversationMessage } from '../../../generated/model';
import { PENDING_REPLY_ID, PENDING_USER_ID, threadMessages } from './thread-messages';

const message = (id: string, role: ConversationMessage['role'], content: string): ConversationMessage => ({
  id,
  role,
  content,
  createdAt: '2026-01-01T00:00:00Z',
});

const earlier = [message('1', 'user', 'What was diluted EPS?'), message('2', 'assistant', 'Diluted EPS: 6.1')];
const sent = 'And net income?';
const shown = (entries: ReturnType<typeof threadMessages>) => entries.map((entry) => `${entry.id}:${entry.role}:${entry.content}`);

describe('the messages a conversation thread shows', () => {
  it('shows the stored messages alone when nothing is being sent', () => {
    expect(shown(threadMessages(earlier, null))).toEqual(['1:user:What was diluted EPS?', '2:assistant:Diluted EPS: 6.1']);
  });

  it('adds the sent text and the reply so far after the stored messages', () => {
    const entries = threadMessages(earlier, { storedBefore: 2, user: sent, userId: '3', reply: 'Net inc' });
    expect(shown(entries).slice(2)).toEqual([`${PENDING_USER_ID}:user:${sent}`, `${PENDING_REPLY_ID}:assistant:Net inc`]);
  });

  it('shows the sent text once when the stored copy arrives while the reply is still streaming', () => {
    const stored = [...earlier, message('3', 'user', sent)];
    const entries = threadMessages(stored, { storedBefore: 2, user: sent, userId: '3', reply: 'Net inc' });
    expect(shown(entries).slice(2)).toEqual([`3:user:${sent}`, `${PENDING_REPLY_ID}:assistant:Net inc`]);
  });

  it('shows the whole exchange once when the refetched list holds it and the pending copy is still set', () => {
    const stored = [...earlier, message('3', 'user', sent), message('4', 'assistant', 'Net income: 90')];
    const entries = threadMessages(stored, { storedBefore: 2, user: sent, userId: '3', reply: 'Net income: 90', replyId: '4' });
    expect(shown(entries)).toEqual(shown(stored));
  });

  it('recognises the stored copies by position and text before their ids are known', () => {
    const stored = [...earlier, message('3', 'user', sent), message('4', 'assistant', 'Net income: 90')];
    expect(shown(threadMessages(stored, { storedBefore: 2, user: sent, reply: 'Net income: 90' }))).toEqual(shown(stored));
    expect(shown(threadMessages(stored.slice(0, 3), { storedBefore: 2, user: sent, reply: 'Net' })).slice(2)).toEqual([
      `3:user:${sent}`,
      `${PENDING_REPLY_ID}:assistant:Net`,
    ]);
  });

  it('still shows a repeated question that is not stored yet', () => {
    const entries = threadMessages(earlier, { storedBefore: 2, user: 'What was diluted EPS?', reply: '' });
    expect(shown(entries)).toEqual([...shown(earlier), `${PENDING_USER_ID}:user:What was diluted EPS?`]);
  });
});
