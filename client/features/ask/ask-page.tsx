import type { ReactNode } from 'react';
import { RequireAuth } from '../../components/auth-required';
import { SecurityHeader } from '../../components/security-header';
import { AskQuestions } from './ask-questions';

/** /ask/{symbol}, the stock's Ask AI tab: the header, the conversations section, the question form and history. */
export function AskPage({ symbol, conversations }: { symbol: string; conversations: ReactNode }) {
  return (
    <article className="page">
      <SecurityHeader symbol={symbol} />
      <div className="tab-panel stack">
        <h2>Ask AI</h2>
        <RequireAuth>
          {conversations}
          <AskQuestions ticker={symbol} />
        </RequireAuth>
      </div>
    </article>
  );
}
