import { useGetCompanySuspense } from '../../../generated/client/companies/companies';
import type { Company, Executive } from '../../../generated/model';
import { SourceLine } from '../../components/source-line';
import { StaleDataNote } from '../../components/load-error';
import { currencySymbol, formatCount, formatDate, formatInteger, isNumber, NOT_AVAILABLE } from '../../lib/format';
import { FactsGrid, type Fact } from '../../components/facts-grid';
import { TableBox } from '../../components/table-box';

/** The details tab; its route's loader has loaded the company (or failed the tab). */
export function StockDetails({ symbol }: { symbol: string }) {
  const company = useGetCompanySuspense(symbol);
  const data = company.data;
  return (
    <section aria-labelledby="stock-details-title">
      <h2 id="stock-details-title">Company Details</h2>
      {company.isError && <StaleDataNote query={company} />}
      <p className="description">{data.profile.description || 'No company description available.'}</p>
      <CompanyFacts company={data} />
      <SourceLine source={data.sources?.profile} what="profile" />
      <Executives executives={data.executives} />
      <SourceLine source={data.sources?.executives} what="executives" />
    </section>
  );
}

function text(value: string | null | undefined): string {
  return value?.trim() ? value : NOT_AVAILABLE;
}

function CompanyFacts({ company }: { company: Company }) {
  const { profile } = company;
  const website = profile.website?.trim();
  const facts: Fact[] = [
    { label: 'Sector', text: text(profile.sector) },
    { label: 'Industry', text: text(profile.industry) },
    { label: 'Exchange', text: text(profile.exchangeFullName ?? profile.exchange) },
    { label: 'IPO Date', text: formatDate(company.ipoDate) },
    { label: 'Full Time Employees', text: formatInteger(company.employees) },
    {
      label: 'Website',
      text: website ? (
        <a href={website} target="_blank" rel="noopener noreferrer">
          {website}
          <span className="visually-hidden"> (opens in a new tab)</span>
        </a>
      ) : (
        NOT_AVAILABLE
      ),
    },
    { label: 'Country', text: text(company.country ?? profile.country) },
  ];
  return <FactsGrid label="Company facts" facts={facts} />;
}

/** '$16.40M' in the executive's pay currency (USD by default). */
function formatPay(executive: Executive): string {
  if (!isNumber(executive.totalPay)) return NOT_AVAILABLE;
  return `${currencySymbol(executive.currencyPay ?? 'USD')}${formatCount(executive.totalPay)}`;
}

function Executives({ executives }: { executives: readonly Executive[] }) {
  return (
    <>
      <h3 id="executives-title">Key Executives</h3>
      {executives.length === 0 ? (
        <p className="muted">No executive data available.</p>
      ) : (
        <TableBox label="Key executives table">
          <table className="data-table" aria-labelledby="executives-title">
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Title</th>
                <th scope="col">DOB</th>
                <th scope="col" className="num">
                  Salary
                </th>
              </tr>
            </thead>
            <tbody>
              {executives.map((executive) => (
                <tr key={`${executive.name}-${executive.title}`}>
                  <td>{executive.name}</td>
                  <td>{executive.title}</td>
                  <td>{executive.yearBorn ?? NOT_AVAILABLE}</td>
                  <td className="num">{formatPay(executive)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableBox>
      )}
    </>
  );
}
