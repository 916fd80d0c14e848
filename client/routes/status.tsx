import { createFileRoute } from '@tanstack/react-router';
import { getGetStatusQueryOptions } from '../../generated/client/system/system';
import { routePending } from '../components/route-pending';
import { StatusLoadError, StatusPage } from '../features/site/status-page';
import { titleHead } from '../lib/page-title';
import { ensurePageData } from '../lib/route-data';

export const Route = createFileRoute('/status')({
  loader: ({ context: { queryClient } }) => ensurePageData(queryClient, getGetStatusQueryOptions()),
  head: () => titleHead('Status'),
  pendingComponent: routePending('Loading status...'),
  errorComponent: StatusLoadError,
  component: StatusPage,
});
