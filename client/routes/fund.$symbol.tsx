import { createFileRoute, Outlet } from '@tanstack/react-router';
import { FundLayout } from '../features/fund/fund-layout';
import { getGetFundQueryOptions } from '../../generated/client/funds/funds';
import { getGetStockPriceQueryOptions } from '../../generated/client/stocks/stocks';
import { titleHead } from '../lib/page-title';
import { settle } from '../lib/route-data';
import { redirectToUpperCaseSymbol, symbolParams } from '../lib/symbol-param';

export const Route = createFileRoute('/fund/$symbol')({
  params: symbolParams,
  beforeLoad: redirectToUpperCaseSymbol,
  loader: ({ context: { queryClient }, params }) =>
    settle(
      queryClient.ensureQueryData(getGetFundQueryOptions(params.symbol)),
      queryClient.ensureQueryData(getGetStockPriceQueryOptions(params.symbol)),
    ),
  head: ({ params }) => titleHead(params.symbol),
  component: FundRoute,
});

function FundRoute() {
  const { symbol } = Route.useParams();
  return (
    <FundLayout symbol={symbol}>
      <Outlet />
    </FundLayout>
  );
}
