import { useGetCompanySuspense } from '../../../generated/client/companies/companies';
import { useGetStockPrice } from '../../../generated/client/stocks/stocks';
import type { Company } from '../../../generated/model';
import { SourceLine } from '../../components/source-line';
import { StaleDataNote } from '../../components/load-error';
import { CopyApiCall } from '../../components/copy-api-call';
import { companyMetrics, definedFigures, fxNote, reportingCurrency, YEARLY_COLUMNS, yearlyRows } from './overview/stock-metrics';
import { marketStateText, priceCheckText, quoteFacts } from './overview/quote-facts';

import { FactsGrid } from '../../components/facts-grid';
import { FigureDefinitions } from '../../components/figure-definitions';
import { TableBox } from '../../components/table-box';

/** The overview tab; its route's loader has loaded the company (or failed the tab). */
export function StockOverview({ symbol }: { symbol: string }) {
  const company = useGetCompanySuspense(symbol);
  const metrics = companyMetrics(company.data);
  return (
    <section aria-labelledby="stock-overview-title">
      <h2 id="stock-overview-title" className="visually-hidden">
        Overview
      </h2>
      {company.isError && <StaleDataNote query={company} />}
      <QuotePanel symbol={symbol} currency={company.data.profile.currency ?? 'USD'} />
      <FactsGrid label="Key metrics" facts={metrics} />
      <FigureDefinitions items={definedFigures([...metrics, ...YEARLY_COLUMNS])} />
      {fxNote(company.data) && (
        <p className="figure-source" data-testid="fx-note">
          {fxNote(company.data)}
        </p>
      )}
      <SourceLine source={company.data.sources?.quote} what="prices" />
      <SourceLine source={company.data.sources?.statements} what="statements" />
      <YearlyTable company={company.data} />
      <SourceLine source={company.data.sources?.statements} />
      <CopyApiCall call={{ path: '/companies/{symbol}', pathParams: { symbol } }} />
    </section>
  );
}

/** Where the market stands and the quote's own time, its price check, and the day's figures. */
function QuotePanel({ symbol, currency }: { symbol: string; currency: string }) {
  const price = useGetStockPrice(symbol);
  if (!price.data) return null;
  const failed = priceCheckText(price.data, currency);
  return (
    <>
      <p className="market-state" data-testid="market-state">
        {marketStateText(price.data)}
      </p>
      {failed && (
        <p className="warning" role="status" data-testid="price-check">
          {failed}
        </p>
      )}
      <FactsGrid label="Quote" facts={quoteFacts(price.data, currency)} className="quote-facts" />
    </>
  );
}

function YearlyTable({ company }: { company: Company }) {
  const rows = yearlyRows(company.yearlyData);
  const currency = reportingCurrency(company);
  return (
    <>
      <h3 id="yearly-title">Historical Financial Data</h3>
      {rows.length === 0 ? (
        <p className="muted">No historical data available.</p>
      ) : (
        <TableBox label="Historical Financial Data">
          <table className="data-table wrap-headers">
            <thead>
              <tr>
                <th scope="col">Year</th>
                {YEARLY_COLUMNS.map((column) => (
                  <th key={column.label} scope="col" className="num" title={column.definition}>
                    {column.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.year}>
                  <th scope="row">{row.year}</th>
                  {YEARLY_COLUMNS.map((column) => (
                    <td key={column.label} className="num">
                      {column.text(row, currency)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </TableBox>
      )}
    </>
  );
}
