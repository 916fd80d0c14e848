import { createFileRoute, Outlet } from '@tanstack/react-router';
import { FundLayout } from '../features/fund/fund-layout';
import { titleHead } from '../lib/page-title';
import { redirectToUpperCaseSymbol, symbolParams } from '../lib/symbol-param';

export const Route = createFileRoute('/fund/$symbol')({
  params: symbolParams,
  beforeLoad: redirectToUpperCaseSymbol,
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
