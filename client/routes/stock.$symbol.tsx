import { createFileRoute, Outlet } from '@tanstack/react-router';
import { StockLayout } from '../features/stock/stock-layout';
import { getGetCompanyQueryOptions } from '../../generated/client/companies/companies';
import { getGetStockPriceQueryOptions } from '../../generated/client/stocks/stocks';
import { titleHead } from '../lib/page-title';
import { settle } from '../lib/route-data';
import { redirectToUpperCaseSymbol, symbolParams } from '../lib/symbol-param';

export const Route = createFileRoute('/stock/$symbol')({
  params: symbolParams,
  beforeLoad: redirectToUpperCaseSymbol,
  loader: ({ context: { queryClient }, params }) =>
    settle(
      queryClient.ensureQueryData(getGetCompanyQueryOptions(params.symbol)),
      queryClient.ensureQueryData(getGetStockPriceQueryOptions(params.symbol)),
    ),
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
