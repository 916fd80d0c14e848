import type { ReactNode } from 'react';
import { StockTabs } from '../../components/stock-tabs';

/** Frame of every /stock/{symbol} page: title and sub-navigation. */
export function StockLayout({ symbol, children }: { symbol: string; children: ReactNode }) {
  return (
    <article className="page">
      <header className="page-header">
        <h1>{symbol}</h1>
      </header>
      <StockTabs symbol={symbol} />
      <div className="tab-panel">{children}</div>
    </article>
  );
}
