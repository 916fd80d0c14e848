import { useGetMessageStats } from '../../../generated/client/messages/messages';
import { countsFromStats, type TabCounts } from './message-logic';

export function useMessageCounts(): TabCounts {
  const stats = useGetMessageStats({ query: { staleTime: 0 } });
  return countsFromStats(stats.data);
}
