import { Link } from '@tanstack/react-router';
import { STATEMENT_TAB_LABELS, STATEMENT_TABS, type StatementTab } from './statement-tabs';

export function StockStatements({ symbol, tab }: { symbol: string; tab: StatementTab }) {
  return (
    <section aria-labelledby="stock-statements-title">
      <h2 id="stock-statements-title">Statements</h2>
      <nav className="sub-nav sub-nav-small" aria-label="Statement">
        {STATEMENT_TABS.map((item) => (
          <Link
            key={item}
            to="/stock/$symbol/statements"
            params={{ symbol }}
            search={{ tab: item }}
            replace
            aria-current={item === tab ? 'page' : undefined}
            className={item === tab ? 'active' : undefined}
            activeOptions={{ exact: true, includeSearch: true }}
            activeProps={{}}
          >
            {STATEMENT_TAB_LABELS[item]}
          </Link>
        ))}
      </nav>
      <p className="muted">
        {STATEMENT_TAB_LABELS[tab]} statement figures for {symbol} appear here.
      </p>
    </section>
  );
}
