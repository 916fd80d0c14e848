import { createFileRoute, Outlet } from '@tanstack/react-router';
import { StockLayout } from '../features/stock/stock-layout';
import { titleHead } from '../lib/page-title';
import { redirectToUpperCaseSymbol, symbolParams } from '../lib/symbol-param';

export const Route = createFileRoute('/stock/$symbol')({
  params: symbolParams,
  beforeLoad: redirectToUpperCaseSymbol,
  head: ({ params }) => titleHead(params.symbol),
  component: StockRoute,
});

function StockRoute() {
  const { symbol } = Route.useParams();
  return (
    <StockLayout symbol={symbol}>
      <Outlet />
    </StockLayout>
  );
}
