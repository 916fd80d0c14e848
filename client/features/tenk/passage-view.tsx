/** One cited paragraph of a filing, with links to the paragraphs around it. */
import { Link } from '@tanstack/react-router';
import { useGetFilingPassage } from '../../../generated/client/companies/companies';
import { linkableDocumentUrl } from '../../lib/document-url';
import { LoadError } from '../../components/load-error';

export function PassageView({ symbol, accession, passageId }: { symbol: string; accession: string; passageId: string }) {
  const passage = useGetFilingPassage(symbol, accession, passageId);
  const to = (id: string) => ({ to: '/10ks/$symbol' as const, params: { symbol }, search: { accession, passage: id } });
  if (passage.isPending) return <p className="muted">Loading...</p>;
  if (passage.data === undefined) return <LoadError query={passage} />;
  const data = passage.data;
  const documentUrl = linkableDocumentUrl(data.documentUrl);
  return (
    <section className="panel passage-view" aria-label="Cited passage">
      <h3>
        {data.year} 10-K, Item {data.item}: {data.itemTitle}, paragraph {data.paragraph}
      </h3>
      <p className="muted">Accession {data.accession}</p>
      <blockquote className="passage-text">{data.text}</blockquote>
      <div className="button-row">
        {data.previousId && <Link {...to(data.previousId)}>Previous paragraph</Link>}
        {data.nextId && <Link {...to(data.nextId)}>Next paragraph</Link>}
        <Link to="/10ks/$symbol" params={{ symbol }} search={{}}>
          Close
        </Link>
        {/* The SEC's copy of a real filing, or the app's own copy of a demo filing. */}
        {documentUrl && (
          <a href={documentUrl} target="_blank" rel="noreferrer noopener">
            Original document
          </a>
        )}
      </div>
    </section>
  );
}
