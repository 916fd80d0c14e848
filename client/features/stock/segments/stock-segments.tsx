import { useGetSegments } from '../../../../generated/client/companies/companies';
import type { SegmentFigures } from '../../../../generated/model';
import { CopyApiCall } from '../../../components/copy-api-call';
import { QueryFailure } from '../../../components/load-error';
import type { StatementScale } from '../../../lib/statement-scale';
import { STATEMENT_SCALE_LABELS } from '../statements/statement-tabs';
import { StatementTableView } from '../statements/statement-table';
import { StatementsNav } from '../statements/statements-nav';
import { SEGMENT_PERIODS, type SegmentPeriod } from './segment-period';
import { segmentTables } from './segment-tables';

const PERIOD_LABELS: Record<SegmentPeriod, string> = { annual: 'Annual', quarterly: 'Quarterly' };

/** Revenue and operating income by segment, product and region, as the company's filings report them. */
export function StockSegments({ symbol, period, scale }: { symbol: string; period: SegmentPeriod; scale: StatementScale }) {
  const segments = useGetSegments(symbol, { period });
  return (
    <section aria-labelledby="stock-segments-title" className="stock-segments">
      <h2 id="stock-segments-title">Segments</h2>
      <div className="statement-controls">
        <StatementsNav
          symbol={symbol}
          label="Segment periods"
          items={SEGMENT_PERIODS}
          labels={PERIOD_LABELS}
          choose={(segments) => ({ segments })}
          resetScroll={false}
        />
      </div>
      {segments.isPending && (
        <p className="muted" role="status">
          Loading segments…
        </p>
      )}
      <QueryFailure query={segments} hasData={segments.data !== undefined} text={(message) => `Failed to load: ${message}`} />
      {segments.data && <SegmentsBody data={segments.data} scale={scale} />}
      {segments.data && <CopyApiCall call={{ path: '/companies/{symbol}/segments', pathParams: { symbol }, query: { period } }} />}
    </section>
  );
}

function SegmentsBody({ data, scale }: { data: SegmentFigures; scale: StatementScale }) {
  const tables = segmentTables(data.figures);
  if (tables.length === 0) {
    return <p className="muted">No {data.period} segment figures found in this company’s filings.</p>;
  }
  const currency = data.figures[0]?.unit ?? 'USD';
  return (
    <>
      <p className="muted statement-note">
        Revenue{data.figures.some((f) => f.metric === 'operatingIncome') ? ' and operating income' : ''} as the filings report them (inline
        XBRL) · {currency} · {scale === 'raw' ? 'raw figures' : `in ${STATEMENT_SCALE_LABELS[scale]}`}
      </p>
      {tables.map(({ axis, title, rowHeading, table, filings }) => (
        <div key={axis} className="segment-axis">
          <h3>{title}</h3>
          <StatementTableView
            table={table}
            scale={scale}
            currency={currency}
            caption={`Revenue ${title.toLowerCase()}`}
            itemHeading={rowHeading}
          />
          <p className="figure-source" data-testid="segment-source">
            <span className="visually-hidden">Source: </span>
            {filings.map((filing, index) => (
              <span key={filing.accession}>
                {index > 0 && ' · '}
                {filing.url ? (
                  <a href={filing.url} target="_blank" rel="noreferrer">
                    {filing.form ?? 'Filing'} {filing.accession}
                  </a>
                ) : (
                  `${filing.form ?? 'Filing'} ${filing.accession}`
                )}
                {filing.filedOn && ` filed ${filing.filedOn}`}
              </span>
            ))}
          </p>
        </div>
      ))}
    </>
  );
}
