import { createFileRoute } from '@tanstack/react-router';
import { AskPage } from '../features/ask/ask-page';
import { ConversationsPanel } from '../features/conversations/conversations-panel';
import { titleHead } from '../lib/page-title';
import { loadCompanyPage } from '../lib/security-route';
import { redirectToUpperCaseSymbol, symbolParams } from '../lib/symbol-param';
import { MarketIndexView, SymbolNotFoundView } from './-symbol-not-found';
import { routePending } from '../components/route-pending';

export const Route = createFileRoute('/ask/$symbol')({
  params: symbolParams,
  beforeLoad: redirectToUpperCaseSymbol,
  loader: ({ context: { queryClient }, params }) => loadCompanyPage(queryClient, params.symbol),
  notFoundComponent: SymbolNotFoundRoute,
  head: ({ params }) => titleHead('Ask AI', params.symbol),
  pendingComponent: routePending('Loading Q&A...'),
  component: AskRoute,
});

function AskRoute() {
  const { symbol } = Route.useParams();
  if (Route.useLoaderData() === 'index') return <MarketIndexView symbol={symbol} />;
  return <AskPage symbol={symbol} conversations={<ConversationsPanel ticker={symbol} />} />;
}

function SymbolNotFoundRoute() {
  const { symbol } = Route.useParams();
  return <SymbolNotFoundView symbol={symbol} />;
}
