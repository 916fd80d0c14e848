import { Link } from '@tanstack/react-router';

export function FundTabs({ symbol }: { symbol: string }) {
  const params = { symbol };
  return (
    <nav className="sub-nav" aria-label={`${symbol} sections`}>
      <Link to="/fund/$symbol" params={params} activeOptions={{ exact: true, includeSearch: false }}>
        Overview
      </Link>
      <Link to="/fund/$symbol/visualize" params={params}>
        Visualize
      </Link>
      <Link to="/fund/$symbol/news" params={params}>
        News
      </Link>
      <Link to="/fund/$symbol/ask-ai" params={params}>
        Ask AI
      </Link>
    </nav>
  );
}
