/** The header of every company page (the /stock pages, 10-K analysis, Ask AI): symbol, name, price, change, toggles, demo label, tabs. */
import { useGetCompany } from '../../generated/client/companies/companies';
import { hasAnnualFinancials } from '../lib/security-route';
import { DemoDataLabel } from './demo-data-label';
import { LivePrice } from './live-price';
import { StockTabs } from './stock-tabs';
import { WatchToggles } from './watch-toggles';

/** The company's name once known (for headings that name it). */
export function useCompanyName(symbol: string): string | undefined {
  return useGetCompany(symbol).data?.companyName;
}

export function SecurityHeader({ symbol }: { symbol: string }) {
  const company = useGetCompany(symbol);
  const name = company.data?.companyName;
  return (
    <>
      <header className="page-header security-header">
        <h1>{name ? `${symbol}: ${name}` : symbol}</h1>
        <LivePrice symbol={symbol} currency={company.data?.profile.currency ?? undefined} knownPrice={company.data?.price} />
        <WatchToggles symbol={symbol} name={name} />
        <div className="source-line">
          <DemoDataLabel source={company.data?.source} />
        </div>
      </header>
      <StockTabs symbol={symbol} financials={company.data ? hasAnnualFinancials(company.data) : true} />
    </>
  );
}
