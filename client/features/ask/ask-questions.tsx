/** Ask AI for one ticker: the form, the message line, the history and the confirm dialogs. */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { getGetAiHistoryQueryKey, useAskAi, useDeleteAiQuestion, useGetAiHistory } from '../../../generated/client/ai/ai';
import type { QaEntry } from '../../../generated/model';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { errorMessage, isNotFound } from '../../lib/error-message';
import { isProcessing, MESSAGE_CLEAR_MS, sortHistory, TEXT } from './ask-state';
import { QaHistory } from './qa-history';
import { QuestionForm } from './question-form';
import { useProcessingAnswers } from './use-processing-answers';
import { QueryFailure } from '../../components/load-error';

type Pending = { kind: 'refresh' | 'delete'; entry: QaEntry } | null;

/** A message line whose success texts clear themselves after 3 s. */
function useMessageLine(): [string | null, (text: string | null, sticky?: boolean) => void] {
  const [message, setMessage] = useState<{ text: string; sticky: boolean } | null>(null);
  useEffect(() => {
    if (!message || message.sticky) return;
    const timer = setTimeout(() => setMessage(null), MESSAGE_CLEAR_MS);
    return () => clearTimeout(timer);
  }, [message]);
  return [message?.text ?? null, (text, sticky = false) => setMessage(text === null ? null : { text, sticky })];
}

export function AskQuestions({ ticker }: { ticker: string }) {
  const queryClient = useQueryClient();
  const params = { ticker };
  const history = useGetAiHistory(params, { query: { staleTime: 0, gcTime: 0 } });
  useProcessingAnswers(history.data?.history ?? [], params);
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const [pending, setPending] = useState<Pending>(null);
  const [message, setMessage] = useMessageLine();
  const refreshHistory = () => queryClient.invalidateQueries({ queryKey: getGetAiHistoryQueryKey(params) });
  const ask = useAskAi();
  const remove = useDeleteAiQuestion();
  const busy = ask.isPending || remove.isPending;

  const submit = (question: string, entry?: QaEntry) => {
    ask.mutate(
      { data: { question, ticker, ...(entry ? { id: entry.id } : {}) } },
      {
        onSuccess: (answer) => {
          if (answer.id) setExpanded((open) => new Set(open).add(answer.id));
          if (entry) setMessage(TEXT.refreshed);
          else if (answer.status === 'processing') setMessage(TEXT.submitted, true);
          else setMessage(TEXT.answered);
        },
        onError: (error) => setMessage(entry && isNotFound(error) ? TEXT.notFound : `Error: ${errorMessage(error)}`, true),
        onSettled: () => void refreshHistory(),
      },
    );
  };

  const confirm = () => {
    if (!pending) return;
    const { kind, entry } = pending;
    setPending(null);
    if (kind === 'refresh') return submit(entry.question, entry);
    remove.mutate(
      { id: entry.id },
      {
        onSuccess: () => setMessage(TEXT.deleted),
        onError: (error) => setMessage(`Error: ${errorMessage(error)}`, true),
        onSettled: () => void refreshHistory(),
      },
    );
  };

  const entries = sortHistory(history.data?.history ?? []);
  const processing = isProcessing(entries);
  return (
    <section className="ask-questions stack" aria-label="Questions">
      <QuestionForm
        ticker={ticker}
        busy={busy}
        message={processing && message !== TEXT.submitted ? TEXT.processing : message}
        onAsk={(q) => submit(q)}
      />
      {history.isPending && <p className="muted">Loading Q&amp;A...</p>}
      <QueryFailure query={history} hasData={history.data !== undefined} text={(message) => `Error loading history: ${message}`} />
      {history.isSuccess && entries.length === 0 && <p className="muted">No questions asked for this ticker yet.</p>}
      {entries.length > 0 && (
        <QaHistory
          entries={entries}
          expanded={expanded}
          busy={busy}
          onToggle={(id) =>
            setExpanded((open) => {
              const next = new Set(open);
              if (next.has(id)) next.delete(id);
              else next.add(id);
              return next;
            })
          }
          onSetAll={(open) => setExpanded(open ? new Set(entries.map((e) => e.id)) : new Set())}
          onRefresh={(entry) => setPending({ kind: 'refresh', entry })}
          onDelete={(entry) => setPending({ kind: 'delete', entry })}
        />
      )}
      <ConfirmDialog
        open={pending !== null}
        title={pending?.kind === 'delete' ? 'Delete Question' : 'Refresh Answer'}
        message={
          pending?.kind === 'delete'
            ? 'Are you sure you want to delete this question? You cannot undo this operation.'
            : 'Are you sure you want to refresh this answer via AI?'
        }
        danger={pending?.kind === 'delete'}
        onConfirm={confirm}
        onCancel={() => setPending(null)}
      />
    </section>
  );
}
