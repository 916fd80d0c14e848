import { RequireAuth } from '../../components/auth-required';
import { StockTabs } from '../../components/stock-tabs';

export function TenKPage({ symbol }: { symbol: string }) {
  return (
    <article className="page">
      <header className="page-header">
        <h1>{symbol}</h1>
      </header>
      <StockTabs symbol={symbol} />
      <div className="tab-panel">
        <h2>10-K Analysis</h2>
        <RequireAuth>
          <p className="muted">AI analysis of the annual reports of {symbol} appears here.</p>
        </RequireAuth>
      </div>
    </article>
  );
}
