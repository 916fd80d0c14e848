/** The analysis per filing: 'Year', then each question with its markdown answer and sources. */
import { AiAnswer } from '../../components/ai-answer';
import type { TenKFiling } from '../../../generated/model';

function FilingResults({ filing }: { filing: TenKFiling }) {
  return (
    <section className="panel tenk-filing" aria-label={`Year ${filing.year}`}>
      <h3>Year {filing.year}</h3>
      {filing.qAndAs.length === 0 ? (
        <p className="muted">No Q&amp;A analysis available for this filing.</p>
      ) : (
        filing.qAndAs.map((qa) => (
          <article key={qa.question} className="tenk-qa">
            <h4>{qa.question}</h4>
            <AiAnswer text={qa.answer} citations={qa.citations} />
          </article>
        ))
      )}
    </section>
  );
}

export function TenKResults({ tenKs }: { tenKs: TenKFiling[] }) {
  if (tenKs.length === 0) return <p className="muted">No 10-K filings with analysis available.</p>;
  return (
    <div className="stack">
      {tenKs.map((filing) => (
        <FilingResults key={filing.accession ?? filing.year} filing={filing} />
      ))}
    </div>
  );
}
