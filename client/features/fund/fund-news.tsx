import { useGetFund } from '../../../generated/client/funds/funds';
import { CompanyNewsList } from '../../components/company-news-list';

export function FundNews({ symbol }: { symbol: string }) {
  const fund = useGetFund(symbol);
  const name = fund.data?.info.name ?? symbol;
  return (
    <section aria-labelledby="fund-news-title">
      <h2 id="fund-news-title">News</h2>
      <CompanyNewsList symbol={symbol} emptyText={`No news available for ${name}.`} />
    </section>
  );
}
