import { createFileRoute } from '@tanstack/react-router';
import { TenKPage } from '../features/tenk/tenk-page';
import { titleHead } from '../lib/page-title';
import { redirectToUpperCaseSymbol, symbolParams } from '../lib/symbol-param';

export const Route = createFileRoute('/10ks/$symbol')({
  params: symbolParams,
  beforeLoad: redirectToUpperCaseSymbol,
  head: ({ params }) => titleHead('10-K Analysis', params.symbol),
  component: TenKRoute,
});

function TenKRoute() {
  const { symbol } = Route.useParams();
  return <TenKPage symbol={symbol} />;
}
