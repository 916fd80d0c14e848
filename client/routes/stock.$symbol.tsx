import { createFileRoute, Outlet } from '@tanstack/react-router';
import { StockLayout } from '../features/stock/stock-layout';
import { titleHead } from '../lib/page-title';
import { loadStockPage } from '../lib/security-route';
import { redirectToUpperCaseSymbol, symbolParams } from '../lib/symbol-param';
import { MarketIndexView, SymbolNotFoundView } from './-symbol-not-found';
import { routePending } from '../components/route-pending';

export const Route = createFileRoute('/stock/$symbol')({
  params: symbolParams,
  beforeLoad: redirectToUpperCaseSymbol,
  loader: ({ context: { queryClient }, params, location }) => loadStockPage(queryClient, params.symbol, location.pathname),
  head: ({ params }) => titleHead(params.symbol),
  notFoundComponent: SymbolNotFoundRoute,
  pendingComponent: routePending('Loading stock details...'),
  component: StockRoute,
});

function StockRoute() {
  const { symbol } = Route.useParams();
  if (Route.useLoaderData() === 'index') return <MarketIndexView symbol={symbol} />;
  return (
    <StockLayout symbol={symbol}>
      <Outlet />
    </StockLayout>
  );
}

function SymbolNotFoundRoute() {
  const { symbol } = Route.useParams();
  return <SymbolNotFoundView symbol={symbol} />;
}
