import type { ReactNode } from 'react';
import { useListIndices } from '../../../generated/client/market/market';
import { PriceChart } from '../../charts/price-chart';
import { DemoDataLabel } from '../../components/demo-data-label';
import { PriceChange } from '../../components/price-change';
import { formatPrice } from '../../lib/format';

/** Symbols of market indexes start with ^ (^GSPC, ^DMCP); only those are looked up as indexes. */
const isIndexSymbol = (symbol: string) => symbol.startsWith('^');

/**
 * What a stock or fund address shows for a market index (it is neither): its level, its change
 * and its price history. Anything else that is not a security gets `fallback`.
 */
export function MarketIndexPage({ symbol, fallback }: { symbol: string; fallback: ReactNode }) {
  const indices = useListIndices({ symbols: symbol }, { query: { enabled: isIndexSymbol(symbol), retry: false } });
  const index = indices.data?.indices.find((row) => row.symbol === symbol);
  if (!isIndexSymbol(symbol) || indices.isError || (indices.isSuccess && !index)) return fallback;
  if (!index) return <p className="muted">Loading...</p>;
  return (
    <article className="page">
      <header className="page-header security-header">
        <h1>
          {symbol}: {index.name}
        </h1>
        <p className="live-price">
          <span className="price">{formatPrice(index.price)}</span>{' '}
          <PriceChange change={index.change} changePercent={index.changePercent} />
        </p>
        <div className="source-line">
          <DemoDataLabel source={indices.data?.source} />
        </div>
      </header>
      <p className="muted">
        {symbol} is a market index, not a stock or fund: it has its level and price history, but no company data or holdings.
      </p>
      <PriceChart symbol={symbol} />
    </article>
  );
}
