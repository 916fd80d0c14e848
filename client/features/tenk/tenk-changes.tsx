/** 'What changed': the newest 10-K's Items 1A and 7 against the year before, new risk factors first. */
import { Link } from '@tanstack/react-router';
import { useGetTenKChanges } from '../../../generated/client/companies/companies';
import type { TenKItemChanges, TenKParagraphChange } from '../../../generated/model';
import { errorMessage, isNotFound } from '../../lib/error-message';

const KIND_LABELS: Record<TenKParagraphChange['kind'], string> = { added: 'NEW', changed: 'CHANGED', removed: 'REMOVED' };

function plural(count: number, word: string): string {
  return `${count} ${word}`;
}

export function TenKChanges({ symbol }: { symbol: string }) {
  const changes = useGetTenKChanges(symbol, undefined, { query: { retry: false, staleTime: 10 * 60_000 } });
  return (
    <section className="panel tenk-changes" aria-labelledby="tenk-changes-title">
      <h3 id="tenk-changes-title">
        What changed
        {changes.data && `: fiscal ${changes.data.current.fiscalYear} 10-K against fiscal ${changes.data.previous.fiscalYear}`}
      </h3>
      {changes.isPending && (
        <p className="muted" role="status">
          Comparing the last two 10-Ks...
        </p>
      )}
      {changes.isError && (
        <p className={isNotFound(changes.error) ? 'muted' : 'error'}>
          {isNotFound(changes.error)
            ? `There are no two consecutive 10-Ks of ${symbol} to compare.`
            : `Error: ${errorMessage(changes.error)}`}
        </p>
      )}
      {changes.data && (
        <>
          <p className="muted">Risk factors and management's discussion, paragraph by paragraph; new risk factors first.</p>
          {changes.data.items.map((item) => (
            <ItemChanges key={item.item} symbol={symbol} item={item} accessions={changes.data} />
          ))}
        </>
      )}
    </section>
  );
}

interface Accessions {
  current: { accession: string };
  previous: { accession: string };
}

function ItemChanges({ symbol, item, accessions }: { symbol: string; item: TenKItemChanges; accessions: Accessions }) {
  const counts = [
    plural(item.added, 'new'),
    plural(item.changed, 'changed'),
    plural(item.removed, 'removed'),
    plural(item.unchanged, 'unchanged'),
  ];
  return (
    <div className="tenk-item-changes">
      <h4>
        Item {item.item}. {item.title}
      </h4>
      <p className="muted">{counts.join(', ')}</p>
      {item.changes.length === 0 ? (
        <p className="muted">No paragraph changed.</p>
      ) : (
        <ol className="change-list">
          {item.changes.map((change) => (
            <li key={`${change.kind}-${change.passageId ?? change.previousPassageId}`} className={`change change-${change.kind}`}>
              <span className="change-kind">[{KIND_LABELS[change.kind]}]</span> <ChangeText change={change} />{' '}
              <PassageLink symbol={symbol} change={change} accessions={accessions} />
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}

function ChangeText({ change }: { change: TenKParagraphChange }) {
  if (change.kind !== 'changed') return <span>{change.text}</span>;
  return (
    <span>
      {change.parts.map((part, index) =>
        part.kind === 'added' ? (
          <ins key={index}>{part.text}</ins>
        ) : part.kind === 'removed' ? (
          <del key={index}>{part.text}</del>
        ) : (
          <span key={index}>{part.text}</span>
        ),
      )}
    </span>
  );
}

function PassageLink({ symbol, change, accessions }: { symbol: string; change: TenKParagraphChange; accessions: Accessions }) {
  const inLater = change.passageId !== null;
  const passage = change.passageId ?? change.previousPassageId;
  if (!passage) return null;
  const accession = inLater ? accessions.current.accession : accessions.previous.accession;
  return (
    <Link to="/10ks/$symbol" params={{ symbol }} search={{ accession, passage }} className="change-link">
      {inLater ? 'Read in the 10-K' : 'Read in the earlier 10-K'}
    </Link>
  );
}
