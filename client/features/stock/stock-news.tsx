import { CompanyNewsList } from '../../components/company-news-list';

export function StockNews({ symbol }: { symbol: string }) {
  return (
    <section aria-labelledby="stock-news-title">
      <h2 id="stock-news-title">News</h2>
      <CompanyNewsList symbol={symbol} emptyText={`No news available for ${symbol}.`} />
    </section>
  );
}
