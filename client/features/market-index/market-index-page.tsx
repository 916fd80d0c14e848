import { lazy, type ReactNode, Suspense } from 'react';
import { useListIndices } from '../../../generated/client/market/market';
import { DemoDataLabel } from '../../components/demo-data-label';
import { PriceChange } from '../../components/price-change';
import { LoadError } from '../../components/load-error';
import { useHydrated } from '../../lib/hydration-safe';
import { formatIndexLevel } from '../../lib/format';

/**
 * The chart comes with the index's page, not with every stock and fund page: those routes carry
 * this view for their ^ symbols, and the chart's code (visx, d3) is a fifth of their scripts.
 */
const PriceChart = lazy(() => import('../../charts/price-chart').then((module) => ({ default: module.PriceChart })));

const chartLoading = (
  <p className="muted" role="status">
    Loading chart data...
  </p>
);

/** Symbols of market indexes start with ^ (^GSPC, ^DMCP); only those are looked up as indexes. */
const isIndexSymbol = (symbol: string) => symbol.startsWith('^');

/**
 * What a stock or fund address shows for a market index (it is neither): its level, its change
 * and its price history. Anything else that is not a security gets `fallback`; while the index
 * list cannot be loaded, the page says so and offers to try again (it may well be an index).
 */
export function MarketIndexPage({ symbol, fallback }: { symbol: string; fallback: ReactNode }) {
  const hydrated = useHydrated();
  const indices = useListIndices({ symbols: symbol }, { query: { enabled: isIndexSymbol(symbol) } });
  const index = indices.data?.indices.find((row) => row.symbol === symbol);
  if (!isIndexSymbol(symbol)) return fallback;
  if (!index && indices.data) return fallback; // the list is known and has no such index
  if (!index && indices.isError) {
    return (
      <section className="page">
        <h1>{symbol}</h1>
        <LoadError query={indices} />
      </section>
    );
  }
  if (!index) return <p className="muted">Loading...</p>;
  return (
    <article className="page">
      <header className="page-header security-header">
        <h1>
          {symbol}: {index.name}
        </h1>
        <p className="price-row index-level">
          <span className="price" aria-label={`Level ${formatIndexLevel(index.price)} points`}>
            {formatIndexLevel(index.price)}
          </span>
          <PriceChange change={index.change} changePercent={index.changePercent} />
        </p>
        <div className="source-line">
          <DemoDataLabel source={indices.data?.source} />
        </div>
      </header>
      <p className="muted">
        {symbol} is a market index, not a stock or fund: it has its level and price history, but no company data or holdings.
      </p>
      {/* Drawn in the browser only: the server's renderToString cannot wait for lazy code. */}
      {hydrated ? (
        <Suspense fallback={chartLoading}>
          <PriceChart symbol={symbol} formatValue={formatIndexLevel} />
        </Suspense>
      ) : (
        chartLoading
      )}
    </article>
  );
}
