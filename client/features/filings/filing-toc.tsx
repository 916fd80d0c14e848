/** The reader's table of contents: the filing's Items in document order, grouped by part on a 10-Q, each with its length. */
import { Link } from '@tanstack/react-router';
import type { FilingSectionSummary } from '../../../generated/model';
import { formatInteger } from '../../lib/format';
import { itemParam } from './reader-target';

interface FilingTocProps {
  symbol: string;
  accession: string;
  sections: FilingSectionSummary[];
  selected: string | undefined;
}

export function FilingToc({ symbol, accession, sections, selected }: FilingTocProps) {
  const parts = [...new Set(sections.map((section) => section.part))];
  return (
    <nav className="filing-toc" aria-label="Table of contents">
      <h3>Contents</h3>
      {parts.map((part) => (
        <div key={part ?? 'items'}>
          {part && <h4>Part {part}</h4>}
          <ol>
            {sections
              .filter((section) => section.part === part)
              .map((section) => (
                <li key={section.key}>
                  <Link
                    to="/stock/$symbol/filings/$accession"
                    params={{ symbol, accession }}
                    search={{ item: itemParam(section.key) }}
                    aria-current={section.key === selected ? 'page' : undefined}
                  >
                    <span className="toc-item">Item {section.item}</span> <span className="toc-title">{section.title}</span>
                  </Link>{' '}
                  <span className="muted toc-length">{formatInteger(section.characters)} chars</span>
                </li>
              ))}
          </ol>
        </div>
      ))}
    </nav>
  );
}
