import { Link } from '@tanstack/react-router';

/**
 * The stock sub-navigation, shared by the stock pages, 10-K analysis and Ask AI. Statements and
 * 10-K analysis are offered only for a company with annual financials (`financials`).
 */
export function StockTabs({ symbol, financials = true }: { symbol: string; financials?: boolean }) {
  const params = { symbol };
  return (
    <nav className="sub-nav" aria-label={`${symbol} sections`}>
      <Link to="/stock/$symbol" params={params} activeOptions={{ exact: true, includeSearch: false }}>
        Overview
      </Link>
      <Link to="/stock/$symbol/details" params={params}>
        Company Details
      </Link>
      {financials && (
        <Link to="/stock/$symbol/statements" params={params} activeOptions={{ includeSearch: false }}>
          Statements
        </Link>
      )}
      <Link to="/stock/$symbol/visualize" params={params}>
        Visualize
      </Link>
      <Link to="/stock/$symbol/news" params={params}>
        News
      </Link>
      <Link to="/stock/$symbol/filings" params={params}>
        Filings
      </Link>
      {financials && (
        <Link to="/10ks/$symbol" params={params}>
          10K Analysis
        </Link>
      )}
      <Link to="/ask/$symbol" params={params}>
        Ask AI
      </Link>
    </nav>
  );
}
