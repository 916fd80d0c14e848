/** The not-found view of the security routes (the `-` prefix keeps this file out of the route tree). */
import { MarketIndexPage } from '../features/market-index/market-index-page';
import { UnknownSymbolPage } from '../features/search/unknown-symbol-page';

/** A symbol no stock or fund has: the page that says so, titled `title`. */
export function SymbolNotFoundView({ symbol, title }: { symbol: string; title?: string }) {
  return <UnknownSymbolPage symbol={symbol} title={title} />;
}

/** A market index (^…) opened as a stock or fund: its level and history (the loader found it). */
export function MarketIndexView({ symbol }: { symbol: string }) {
  return <MarketIndexPage symbol={symbol} fallback={<UnknownSymbolPage symbol={symbol} />} />;
}
