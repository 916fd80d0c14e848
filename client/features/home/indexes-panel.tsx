import { Link } from '@tanstack/react-router';
import { useListIndices } from '../../../generated/client/market/market';
import { BackToTop } from '../../components/back-to-top';
import { DemoDataLabel } from '../../components/demo-data-label';
import { SourceLine } from '../../components/source-line';
import { PriceChange } from '../../components/price-change';
import { QueryFailure } from '../../components/load-error';
import { formatIndexLevel } from '../../lib/format';
import { INDEXES_BACK_TO_TOP_PX } from './home-panels';
import { QuoteTableHead, QuoteTableNote } from '../../components/quote-table-head';
import { TableBox } from '../../components/table-box';

export function IndexesPanel() {
  const indices = useListIndices();
  return (
    <section aria-labelledby="indexes-title">
      <h2 id="indexes-title">Indexes</h2>
      {indices.isPending && (
        <p className="muted" role="status">
          Loading market indexes...
        </p>
      )}
      <QueryFailure query={indices} hasData={indices.data !== undefined} text={(message) => `Error loading market indexes: ${message}`} />
      {indices.data && (
        <>
          <DemoDataLabel source={indices.data.source} />
          <TableBox label="Indexes table">
            <table className="data-table">
              <QuoteTableHead figures={['Change']} />
              <tbody>
                {indices.data.indices.map((index) => (
                  <tr key={index.symbol}>
                    <td>
                      <Link to="/stock/$symbol" params={{ symbol: index.symbol }}>
                        {index.symbol}
                      </Link>
                    </td>
                    <td className="wide-only">{index.name || 'N/A'}</td>
                    <td className="num">{formatIndexLevel(index.price)}</td>
                    <td className="num">
                      <PriceChange change={index.change} changePercent={index.changePercent} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableBox>
          <QuoteTableNote />
          <SourceLine source={indices.data.source} />
        </>
      )}
      <BackToTop threshold={INDEXES_BACK_TO_TOP_PX} />
    </section>
  );
}
