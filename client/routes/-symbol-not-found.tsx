/** The not-found view of the security routes (the `-` prefix keeps this file out of the route tree). */
import { MarketIndexPage } from '../features/market-index/market-index-page';
import { UnknownSymbolPage } from '../features/search/unknown-symbol-page';

/** A market index shows as one; any other unknown symbol gets the page that says so, titled `title`. */
export function SymbolNotFoundView({ symbol, title }: { symbol: string; title?: string }) {
  return <MarketIndexPage symbol={symbol} fallback={<UnknownSymbolPage symbol={symbol} title={title} />} />;
}
