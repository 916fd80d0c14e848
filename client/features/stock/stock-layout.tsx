import type { ReactNode } from 'react';
import { SecurityHeader } from '../../components/security-header';

/** Frame of every /stock/{symbol} page: the company header with its sub-navigation, then the tab. */
export function StockLayout({ symbol, children }: { symbol: string; children: ReactNode }) {
  return (
    <article className="page">
      <SecurityHeader symbol={symbol} />
      <div className="tab-panel">{children}</div>
    </article>
  );
}
