import { createFileRoute } from '@tanstack/react-router';
import { getListIndicesQueryOptions } from '../../generated/client/market/market';
import { HomePage } from '../features/home/home-page';

export const Route = createFileRoute('/')({
  // The first panel's indexes are requested beside the page's code, not after it has loaded;
  // the page does not wait for them (it shows its loading text) and a saved panel still wins.
  loader: ({ context: { queryClient } }) => {
    void queryClient.prefetchQuery(getListIndicesQueryOptions());
  },
  component: HomePage,
});
