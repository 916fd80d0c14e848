import { createFileRoute } from '@tanstack/react-router';
import { TickerRouter, TickerRouterError } from '../features/ticker/ticker-router';
import { titleHead } from '../lib/page-title';
import { normalizeSymbol } from '../lib/symbol-param';

export const Route = createFileRoute('/ticker/$ticker')({
  params: {
    parse: (params) => ({ ticker: normalizeSymbol(params.ticker) }),
    stringify: (params) => ({ ticker: params.ticker }),
  },
  head: ({ params }) => titleHead(params.ticker),
  component: TickerRoute,
  errorComponent: TickerRouterError,
});

function TickerRoute() {
  const { ticker } = Route.useParams();
  return <TickerRouter ticker={ticker} />;
}
