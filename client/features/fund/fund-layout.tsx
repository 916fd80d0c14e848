import type { ReactNode } from 'react';
import { FundTabs } from './fund-tabs';

/** Frame of every /fund/{symbol} page: title and sub-navigation. */
export function FundLayout({ symbol, children }: { symbol: string; children: ReactNode }) {
  return (
    <article className="page">
      <header className="page-header">
        <h1>{symbol}</h1>
      </header>
      <FundTabs symbol={symbol} />
      <div className="tab-panel">{children}</div>
    </article>
  );
}
