import { RequireAuth } from '../../components/auth-required';
import { StockTabs } from '../../components/stock-tabs';

export function AskPage({ symbol }: { symbol: string }) {
  return (
    <article className="page">
      <header className="page-header">
        <h1>{symbol}</h1>
      </header>
      <StockTabs symbol={symbol} />
      <div className="tab-panel">
        <h2>Ask AI</h2>
        <RequireAuth>
          <p className="muted">Conversations and questions about {symbol} appear here.</p>
        </RequireAuth>
      </div>
    </article>
  );
}
