/** An AI answer: its markdown with numbered citation markers, and the numbered list of its sources as links. */
import { useRouter } from '@tanstack/react-router';
import { type MouseEvent, useId } from 'react';
import type { Citation } from '../../generated/model';
import { Markdown } from './markdown';

function CitationLink({ citation }: { citation: Citation }) {
  const router = useRouter();
  const follow = (event: MouseEvent) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    // The href carries a query (statement tab, passage), which the router's history takes whole.
    router.history.push(citation.href);
  };
  const details = citation.kind === 'statement' && citation.xbrlTag ? ` · us-gaap:${citation.xbrlTag}` : '';
  return (
    <>
      <a href={citation.href} onClick={follow}>
        {citation.label}
      </a>
      {details && <span className="muted">{details}</span>}
      {citation.quote && <q className="citation-quote">{citation.quote}</q>}
    </>
  );
}

export function AiAnswer({ text, citations = [] }: { text: string; citations?: Citation[] }) {
  const prefix = useId();
  const anchor = (n: number) => (n >= 1 && n <= citations.length ? `#${prefix}-source-${n}` : undefined);
  return (
    <div className="ai-answer">
      <Markdown source={text} citationHref={anchor} />
      {citations.length > 0 && (
        <ol className="citations" aria-label="Sources">
          {citations.map((citation, index) => (
            <li key={index} id={`${prefix}-source-${index + 1}`}>
              <CitationLink citation={citation} />
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
