/**
 * The changed paragraphs of a filing against the same period a year earlier, Item by Item: the
 * counts, then each paragraph (new, changed with its word diff, removed) with a link to read it in
 * its filing. Shown by the 10-K analysis page and the filing reader.
 */
import type { ReactNode } from 'react';
import type { TenKChanges as Changes, TenKItemChanges, TenKParagraphChange } from '../../generated/model';
import { itemKeyName } from '../lib/filing-labels';

const KIND_LABELS: Record<TenKParagraphChange['kind'], string> = { added: 'NEW', changed: 'CHANGED', removed: 'REMOVED' };

function plural(count: number, word: string): string {
  return `${count} ${word}`;
}

/** A link that opens `passage` of the filing `accession`, reading `label`. */
export type ReadLink = (accession: string, passage: string, label: string) => ReactNode;

/** Each compared Item's counts and changed paragraphs, each with a link to read it in its filing. */
export function ChangeItems({ changes, readLink }: { changes: Changes; readLink: ReadLink }) {
  return changes.items.map((item) => <ItemChanges key={item.item} item={item} changes={changes} readLink={readLink} />);
}

function ItemChanges({ item, changes, readLink }: { item: TenKItemChanges; changes: Changes; readLink: ReadLink }) {
  const counts = [
    plural(item.added, 'new'),
    plural(item.changed, 'changed'),
    plural(item.removed, 'removed'),
    plural(item.unchanged, 'unchanged'),
  ];
  return (
    <div className="tenk-item-changes">
      <h4>
        {itemKeyName(item.item)}. {item.title}
      </h4>
      <p className="muted">{counts.join(', ')}</p>
      {item.changes.length === 0 ? (
        <p className="muted">No paragraph changed.</p>
      ) : (
        <ol className="change-list">
          {item.changes.map((change) => (
            <li key={`${change.kind}-${change.passageId ?? change.previousPassageId}`} className={`change change-${change.kind}`}>
              <span className="change-kind">[{KIND_LABELS[change.kind]}]</span> <ChangeText change={change} />{' '}
              <PassageLink change={change} changes={changes} readLink={readLink} />
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

function PassageLink({ change, changes, readLink }: { change: TenKParagraphChange; changes: Changes; readLink: ReadLink }) {
  const inLater = change.passageId !== null;
  const passage = change.passageId ?? change.previousPassageId;
  if (!passage) return null;
  const filing = inLater ? changes.current : changes.previous;
  return readLink(filing.accession, passage, inLater ? `Read in the ${filing.form}` : `Read in the earlier ${filing.form}`);
}
