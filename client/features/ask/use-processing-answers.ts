/**
 * While history entries are processing, asks for each one (GET /ai/ask/{id}) every 2 s and puts
 * it into the cached history once it is answered (or leaves it out once deleted elsewhere), so
 * the whole history is not fetched again on every poll.
 */
import { useQueries, useQueryClient } from '@tanstack/react-query';
import { getAiAnswer, getGetAiAnswerQueryKey, getGetAiHistoryQueryKey } from '../../../generated/client/ai/ai';
import type { AiHistory, GetAiHistoryParams, QaEntry } from '../../../generated/model';
import { isNotFound } from '../../lib/error-message';
import { ANSWER_POLL_MS, replaceEntry } from './ask-state';

export function useProcessingAnswers(entries: readonly QaEntry[], params: GetAiHistoryParams): void {
  const queryClient = useQueryClient();
  const settle = (id: string, entry: QaEntry | null) =>
    queryClient.setQueryData<AiHistory>(
      getGetAiHistoryQueryKey(params),
      (history) => history && { ...history, history: replaceEntry(history.history, id, entry) },
    );

  useQueries({
    queries: entries
      .filter((entry) => entry.status === 'processing')
      .map((entry) => ({
        queryKey: getGetAiAnswerQueryKey(entry.id),
        queryFn: async ({ signal }: { signal: AbortSignal }) => {
          try {
            const answer = await getAiAnswer(entry.id, undefined, signal);
            if (answer.status !== 'processing') settle(entry.id, answer);
            return answer;
          } catch (error) {
            if (isNotFound(error)) settle(entry.id, null);
            throw error;
          }
        },
        // The history's copy is current: the first call goes out one interval later.
        initialData: entry,
        staleTime: ANSWER_POLL_MS,
        gcTime: 0,
        refetchInterval: ANSWER_POLL_MS,
      })),
  });
}
