import { Link } from '@tanstack/react-router';
import { useGetFundSuspense } from '../../../generated/client/funds/funds';
import { SourceLine } from '../../components/source-line';
import type { Fund } from '../../../generated/model';
import { CopyApiCall } from '../../components/copy-api-call';
import { StaleDataNote } from '../../components/load-error';
import { formatDate, formatFundAssets, formatInteger, formatPercentValue, formatPrice, NOT_AVAILABLE } from '../../lib/format';
import { FactsGrid, type Fact } from '../../components/facts-grid';
import { TableBox } from '../../components/table-box';

/** Top holdings rows shown. */
const TOP_HOLDINGS = 10;

/** The fund's overview tab; its route's loader has loaded the fund (or failed the tab). */
export function FundOverview({ symbol }: { symbol: string }) {
  const fund = useGetFundSuspense(symbol);
  const { info } = fund.data;
  return (
    <section aria-labelledby="fund-overview-title">
      <h2 id="fund-overview-title">Overview</h2>
      {fund.isError && <StaleDataNote query={fund} />}
      <p className="description">{info.description || 'No description available.'}</p>
      <FundInfoPanel fund={fund.data} />
      <TopHoldings fund={fund.data} />
      <div className="two-columns">
        <Allocation
          title="Sector Allocation"
          nameHeader="Industry"
          rows={(info.sectorsList ?? []).map((row) => ({ name: row.industry, percent: row.exposure }))}
        />
        <Allocation
          title="Country Allocation"
          nameHeader="Country"
          rows={fund.data.countryWeightings.map((row) => ({ name: row.country, percent: row.weightPercentage }))}
        />
      </div>
      <SourceLine source={fund.data.source} />
      <CopyApiCall call={{ path: '/funds/{symbol}', pathParams: { symbol } }} />
    </section>
  );
}

function FundInfoPanel({ fund }: { fund: Fund }) {
  const { info } = fund;
  const website = info.website?.trim();
  const facts: Fact[] = [
    // A mutual fund is not an ETF: its issuer is a fund company.
    { label: fund.type === 'mutual_fund' ? 'Fund Company' : 'ETF Company', text: info.etfCompany || NOT_AVAILABLE },
    { label: 'Assets Under Management', text: formatFundAssets(info.assetsUnderManagement) },
    { label: 'Asset Class', text: info.assetClass || NOT_AVAILABLE },
    { label: 'Holdings Count', text: formatInteger(info.holdingsCount) },
    { label: 'NAV', text: formatPrice(info.nav) },
    { label: 'Expense Ratio', text: formatPercentValue(info.expenseRatio) },
    { label: 'Inception Date', text: formatDate(info.inceptionDate) },
    {
      label: 'Website',
      text: website ? (
        <a href={website} target="_blank" rel="noopener noreferrer">
          Visit External Website<span className="visually-hidden"> (opens in a new tab)</span>
        </a>
      ) : (
        NOT_AVAILABLE
      ),
    },
  ];
  return <FactsGrid label="Fund information" className="panel" facts={facts} />;
}

function TopHoldings({ fund }: { fund: Fund }) {
  const rows = fund.holdings.slice(0, TOP_HOLDINGS);
  return (
    <>
      <h3 id="holdings-title">Top Holdings</h3>
      {rows.length === 0 ? (
        <p className="muted">No holdings data available.</p>
      ) : (
        <TableBox label="Top holdings table">
          <table className="data-table" aria-labelledby="holdings-title">
            <thead>
              <tr>
                <th scope="col" className="num">
                  #
                </th>
                <th scope="col">Company</th>
                <th scope="col">Ticker</th>
                <th scope="col" className="num">
                  Weight
                </th>
                <th scope="col" className="num">
                  Market Value
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((holding, index) => (
                <tr key={`${holding.asset}-${index}`}>
                  <td className="num">{index + 1}</td>
                  <td>{holding.name}</td>
                  <td>
                    <Link to="/stock/$symbol" params={{ symbol: holding.asset }}>
                      {holding.asset}
                    </Link>
                  </td>
                  <td className="num">{formatPercentValue(holding.weightPercentage, 3)}</td>
                  <td className="num">{formatFundAssets(holding.marketValue)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableBox>
      )}
    </>
  );
}

interface AllocationProps {
  title: string;
  nameHeader: string;
  rows: { name: string; percent: number }[];
}

function Allocation({ title, nameHeader, rows }: AllocationProps) {
  const id = `${title.toLowerCase().replace(/\s+/g, '-')}-title`;
  return (
    <div>
      <h3 id={id}>{title}</h3>
      {rows.length === 0 ? (
        <p className="muted">No allocation data available.</p>
      ) : (
        <table className="data-table" aria-labelledby={id}>
          <thead>
            <tr>
              <th scope="col">{nameHeader}</th>
              <th scope="col" className="num">
                Weight
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.name}>
                <td>{row.name}</td>
                <td className="num">{formatPercentValue(row.percent)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
