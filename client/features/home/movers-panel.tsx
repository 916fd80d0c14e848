import { useGetMarketMovers } from '../../../generated/client/market/market';
import type { MarketMovers } from '../../../generated/model';
import { DemoDataLabel } from '../../components/demo-data-label';
import { SourceLine } from '../../components/source-line';
import { useAuth } from '../../lib/auth';
import { QueryFailure } from '../../components/load-error';
import { formatPrice, formatSigned, formatSignedPercent, growthClass, isNumber, NOT_AVAILABLE } from '../../lib/format';
import { MOVER_ROWS } from './home-panels';
import { SymbolCell } from './symbol-cell';
import { QuoteTableHead, QuoteTableNote } from '../../components/quote-table-head';
import { TableBox } from '../../components/table-box';

type MoverList = 'biggestGainers' | 'biggestLosers' | 'mostActive';

/** Top 10 gainers, losers or most active: symbol, name, price, change and percent. */
export function MoversPanel({ list, title }: { list: MoverList; title: string }) {
  const auth = useAuth();
  const movers = useGetMarketMovers();
  const headingId = `movers-${list}-title`;
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      {movers.isPending && (
        <p className="muted" role="status">
          Loading market movers...
        </p>
      )}
      <QueryFailure query={movers} hasData={movers.data !== undefined} />
      {movers.data && (
        <>
          <DemoDataLabel source={movers.data.source} />
          <MoversTable rows={movers.data[list].slice(0, MOVER_ROWS)} signedIn={auth.status === 'authenticated'} />
          <SourceLine source={movers.data.source} />
        </>
      )}
    </section>
  );
}

function MoversTable({ rows, signedIn }: { rows: MarketMovers['mostActive']; signedIn: boolean }) {
  if (rows.length === 0) return <p className="muted">No data available</p>;
  return (
    <>
      <TableBox label="Movers table">
        <table className="data-table">
          <QuoteTableHead figures={['Change', 'Change %']} />
          <tbody>
            {rows.map((row) => (
              <tr key={row.symbol}>
                <td>
                  <SymbolCell symbol={row.symbol} type={row.type} signedIn={signedIn} />
                </td>
                <td className="wide-only">{row.name}</td>
                <td className="num">{formatPrice(row.price)}</td>
                <td className={`num ${growthClass(row.change) ?? ''}`}>
                  {isNumber(row.change) ? formatSigned(row.change) : NOT_AVAILABLE}
                </td>
                <td className={`num ${growthClass(row.changePercentage) ?? ''}`}>{formatSignedPercent(row.changePercentage)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableBox>
      <QuoteTableNote />
    </>
  );
}
