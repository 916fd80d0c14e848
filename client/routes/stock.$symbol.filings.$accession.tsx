import { createFileRoute, type ErrorComponentProps, redirect, useLocation } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { getGetFilingSectionQueryOptions, getGetFilingSectionsQueryOptions } from '../../generated/client/companies/companies';
import { FilingLoadError, FilingNotFound, FilingReader } from '../features/filings/filing-reader';
import { readerSectionKey } from '../features/filings/reader-target';
import { titleHead } from '../lib/page-title';
import { ensurePageData, loadSecurityTab, routeFailure, settle } from '../lib/route-data';
import { routePending } from '../components/route-pending';

const PASSAGE_ID = /^[A-Za-z0-9._-]{1,64}$/;
const ITEM_KEY = /^((I|II)-)?\d{1,2}[A-K]?$/;

/** The Item to read (?item=1A, ?item=II-1A) and a passage to scroll to (?passage=item-1a-p4#item-1a-p4; #item-1a-p4 alone works too). */
const readerSearch = z.object({
  // The router reads ?item=7 as the number 7 and writes it back as such (a string '7' would be
  // written quoted, ?item=%227%22), so a bare Item number stays a number here (see itemParam).
  item: z.catch(z.optional(z.union([z.string().check(z.regex(ITEM_KEY)), z.int().check(z.positive(), z.lte(99))])), undefined),
  passage: z.catch(z.optional(z.string().check(z.regex(PASSAGE_ID))), undefined),
});

export const Route = createFileRoute('/stock/$symbol/filings/$accession')({
  validateSearch: readerSearch,
  // A linked passage goes into the fragment too, which the router scrolls to once the page is
  // drawn. In the browser only: a server never sees the fragment, so it would redirect forever.
  beforeLoad: ({ location, params, search }) => {
    if (typeof document !== 'undefined' && search.passage && location.hash !== search.passage) {
      throw redirect({ to: '/stock/$symbol/filings/$accession', params, search, hash: search.passage, replace: true });
    }
  },
  loaderDeps: ({ search }) => ({ item: search.item === undefined ? undefined : String(search.item), passage: search.passage }),
  // The Items list first (the page needs it; no such filing is a 404 page), then only the shown
  // Item's text (a panel of its own, which says when it fails): a long filing is never sent whole.
  loader: ({ context: { queryClient }, params: { symbol, accession }, deps, parentMatchPromise }) =>
    loadSecurityTab(queryClient, parentMatchPromise, {
      own: async () => {
        const filing = await ensurePageData(queryClient, getGetFilingSectionsQueryOptions(symbol, accession)).catch((error: unknown) => {
          throw routeFailure(error);
        });
        const key = readerSectionKey(filing.sections, deps.item, deps.passage);
        if (key) await settle(ensurePageData(queryClient, getGetFilingSectionQueryOptions(symbol, accession, key)));
      },
    }),
  head: ({ params }) => titleHead('Filing', params.accession, params.symbol),
  pendingComponent: routePending('Loading filing…'),
  errorComponent: FilingReaderError,
  notFoundComponent: FilingReaderNotFound,
  component: FilingReaderRoute,
});

function FilingReaderNotFound() {
  const { symbol, accession } = Route.useParams();
  return <FilingNotFound symbol={symbol} accession={accession} />;
}

function FilingReaderError(props: ErrorComponentProps) {
  const { symbol, accession } = Route.useParams();
  return <FilingLoadError symbol={symbol} accession={accession} {...props} />;
}

function FilingReaderRoute() {
  const { symbol, accession } = Route.useParams();
  const { item, passage } = Route.useSearch();
  const hash = useLocation({ select: (location) => location.hash });
  const linked = passage ?? (PASSAGE_ID.test(hash) ? hash : undefined);
  return <FilingReader symbol={symbol} accession={accession} item={item === undefined ? undefined : String(item)} passage={linked} />;
}
