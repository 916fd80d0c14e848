import { createFileRoute } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { TenKPage } from '../features/tenk/tenk-page';
import { titleHead } from '../lib/page-title';
import { loadCompanyPage } from '../lib/security-route';
import { redirectToUpperCaseSymbol, symbolParams } from '../lib/symbol-param';
import { MarketIndexView, SymbolNotFoundView } from './-symbol-not-found';
import { routePending } from '../components/route-pending';

/** A cited passage to open: ?accession=0000320193-24-000123&passage=item-1a-p4 (both or neither). */
const tenKSearch = z.object({
  accession: z.catch(z.optional(z.string().check(z.regex(/^\d{10}-\d{2}-\d{6}$/))), undefined),
  passage: z.catch(z.optional(z.string().check(z.regex(/^[A-Za-z0-9._-]{1,64}$/))), undefined),
});

export const Route = createFileRoute('/10ks/$symbol')({
  params: symbolParams,
  validateSearch: tenKSearch,
  beforeLoad: redirectToUpperCaseSymbol,
  loader: ({ context: { queryClient }, params }) => loadCompanyPage(queryClient, params.symbol),
  notFoundComponent: SymbolNotFoundRoute,
  head: ({ params }) => titleHead('10-K Analysis', params.symbol),
  pendingComponent: routePending('Loading...'),
  component: TenKRoute,
});

function TenKRoute() {
  const { symbol } = Route.useParams();
  const { accession, passage } = Route.useSearch();
  if (Route.useLoaderData() === 'index') return <MarketIndexView symbol={symbol} />;
  return <TenKPage symbol={symbol} passage={accession && passage ? { accession, passageId: passage } : undefined} />;
}

function SymbolNotFoundRoute() {
  const { symbol } = Route.useParams();
  return <SymbolNotFoundView symbol={symbol} />;
}
