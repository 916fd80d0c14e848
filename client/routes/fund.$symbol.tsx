import { createFileRoute, Outlet } from '@tanstack/react-router';
import { FundLayout } from '../features/fund/fund-layout';
import { titleHead } from '../lib/page-title';
import { loadFundPage } from '../lib/security-route';
import { redirectToUpperCaseSymbol, symbolParams } from '../lib/symbol-param';
import { MarketIndexView, SymbolNotFoundView } from './-symbol-not-found';
import { routePending } from '../components/route-pending';

export const Route = createFileRoute('/fund/$symbol')({
  params: symbolParams,
  beforeLoad: redirectToUpperCaseSymbol,
  loader: ({ context: { queryClient }, params }) => loadFundPage(queryClient, params.symbol),
  head: ({ params }) => titleHead(params.symbol),
  notFoundComponent: SymbolNotFoundRoute,
  pendingComponent: routePending('Loading fund data...'),
  component: FundRoute,
});

function FundRoute() {
  const { symbol } = Route.useParams();
  if (Route.useLoaderData() === 'index') return <MarketIndexView symbol={symbol} />;
  return (
    <FundLayout symbol={symbol}>
      <Outlet />
    </FundLayout>
  );
}

function SymbolNotFoundRoute() {
  const { symbol } = Route.useParams();
  return <SymbolNotFoundView symbol={symbol} title="Fund not found" />;
}
