/** One Item of a filing, its passages in document order (tables as tables); a linked passage is scrolled to and marked. */
import { Link } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useGetFilingSection } from '../../../generated/client/companies/companies';
import type { FilingSectionPassage } from '../../../generated/model';
import { LoadError } from '../../components/load-error';
import { FilingTableView } from './filing-table';
import { itemLabel } from '../../lib/filing-labels';
import { itemParam } from './reader-target';

interface FilingSectionProps {
  symbol: string;
  accession: string;
  sectionKey: string;
  /** The passage the address links to. */
  target: string | undefined;
}

export function FilingSection({ symbol, accession, sectionKey, target }: FilingSectionProps) {
  const section = useGetFilingSection(symbol, accession, sectionKey);
  const loaded = section.data !== undefined;
  useEffect(() => {
    if (!loaded || !target) return;
    const element = document.getElementById(target);
    if (!element) return;
    element.scrollIntoView({ block: 'start' });
    element.focus({ preventScroll: true });
  }, [loaded, target]);
  if (section.isPending) {
    return (
      <p className="muted" role="status">
        Loading Item…
      </p>
    );
  }
  if (!section.data) return <LoadError query={section} text={(message) => `Could not load Item ${sectionKey}: ${message}`} />;
  const { data } = section;
  return (
    <section className="filing-section" aria-labelledby="filing-section-title">
      <h3 id="filing-section-title">
        {itemLabel(data)}. {data.title}
      </h3>
      {data.passages.map((passage, index) => (
        <Passage
          key={passage.id}
          passage={passage}
          paragraph={index + 1}
          targeted={passage.id === target}
          params={{ symbol, accession }}
          item={sectionKey}
        />
      ))}
    </section>
  );
}

interface PassageProps {
  passage: FilingSectionPassage;
  paragraph: number;
  targeted: boolean;
  params: { symbol: string; accession: string };
  /** The Item the passage belongs to. */
  item: string;
}

/** A paragraph or a table, with a link to itself (the Item and the passage, scrolled to by its fragment). */
function Passage({ passage, paragraph, targeted, params, item }: PassageProps) {
  return (
    <div id={passage.id} className={targeted ? 'filing-passage targeted' : 'filing-passage'} tabIndex={targeted ? -1 : undefined}>
      {passage.table ? <FilingTableView table={passage.table} label={`Table, paragraph ${paragraph}`} /> : <p>{passage.text}</p>}
      <Link
        to="/stock/$symbol/filings/$accession"
        params={params}
        search={{ item: itemParam(item), passage: passage.id }}
        hash={passage.id}
        className="passage-link"
        resetScroll={false}
        aria-label={`Link to paragraph ${paragraph}`}
      >
        ¶
      </Link>
    </div>
  );
}
