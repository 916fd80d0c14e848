/** The history of questions: collapsible entries with Refresh and Delete, Open All / Close All. */
import type { QaEntry } from '../../../generated/model';
import { AiAnswer } from '../../components/ai-answer';
import { formatDateTime } from '../../lib/format';
import { timestampLabel } from './ask-state';
import { useDisplayTimeZone } from '../../lib/hydration-safe';

export interface QaHistoryProps {
  entries: QaEntry[];
  expanded: ReadonlySet<string>;
  busy: boolean;
  onToggle: (id: string) => void;
  onSetAll: (open: boolean) => void;
  onRefresh: (entry: QaEntry) => void;
  onDelete: (entry: QaEntry) => void;
}

function EntryAnswer({ entry }: { entry: QaEntry }) {
  if (entry.status === 'processing' || entry.answer === null) return <p className="muted">Pending response...</p>;
  if (entry.status === 'error') return <p className="error">Error: {entry.error ?? 'The answer failed'}</p>;
  return <AiAnswer text={entry.answer} citations={entry.citations} />;
}

export function QaHistory({ entries, expanded, busy, onToggle, onSetAll, onRefresh, onDelete }: QaHistoryProps) {
  const timeZone = useDisplayTimeZone();
  return (
    <div className="qa-history stack">
      {entries.length >= 2 && (
        <div className="button-row">
          <button type="button" className="button" onClick={() => onSetAll(true)}>
            Open All
          </button>
          <button type="button" className="button" onClick={() => onSetAll(false)}>
            Close All
          </button>
        </div>
      )}
      <ul className="qa-list">
        {entries.map((entry) => {
          const open = expanded.has(entry.id);
          const stamp = timestampLabel(entry);
          return (
            <li key={entry.id} className="qa-entry panel">
              <button type="button" className="link-button qa-question" aria-expanded={open} onClick={() => onToggle(entry.id)}>
                {entry.question}
              </button>
              <span className="muted">
                {' '}
                {stamp.label} {formatDateTime(stamp.at, timeZone)}
              </span>
              {open && <EntryAnswer entry={entry} />}
              <div className="button-row">
                <button type="button" className="button" disabled={busy} onClick={() => onRefresh(entry)}>
                  Refresh
                </button>
                <button type="button" className="button button-danger" disabled={busy} onClick={() => onDelete(entry)}>
                  Delete
                </button>
              </div>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
