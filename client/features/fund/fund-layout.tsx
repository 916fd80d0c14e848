import type { ReactNode } from 'react';
import { useGetFund } from '../../../generated/client/funds/funds';
import { DemoDataLabel } from '../../components/demo-data-label';
import { LivePrice } from '../../components/live-price';
import { FundTabs } from './fund-tabs';

/** Frame of every /fund/{symbol} page: 'SYMBOL: name', live price and sub-navigation. */
export function FundLayout({ symbol, children }: { symbol: string; children: ReactNode }) {
  const fund = useGetFund(symbol);
  const name = fund.data?.info.name;
  return (
    <article className="page">
      <header className="page-header security-header">
        <h1>{name ? `${symbol}: ${name}` : symbol}</h1>
        <LivePrice symbol={symbol} />
        <div className="source-line">
          <DemoDataLabel source={fund.data?.source} />
        </div>
      </header>
      <FundTabs symbol={symbol} />
      <div className="tab-panel">{children}</div>
    </article>
  );
}
