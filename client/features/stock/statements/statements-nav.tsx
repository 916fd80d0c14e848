import { Link } from '@tanstack/react-router';
import type * as z from 'zod/mini';
import type { statementsSearchSchema } from './statement-tabs';

type StatementsSearch = z.infer<typeof statementsSearchSchema>;

interface StatementsNavProps<T extends string> {
  symbol: string;
  /** The navigation's accessible name. */
  label: string;
  items: readonly T[];
  labels: Record<T, string>;
  /** The part of the Statements page's address an item sets. */
  choose: (item: T) => Partial<StatementsSearch>;
  /** False keeps the page where it is (a switch further down the page). */
  resetScroll?: boolean;
}

/** A row of links that each set one choice of the Statements page's address (tab, period, segment period), the current one marked. */
export function StatementsNav<T extends string>({ symbol, label, items, labels, choose, resetScroll = true }: StatementsNavProps<T>) {
  return (
    <nav className="sub-nav sub-nav-small" aria-label={label}>
      {items.map((item) => (
        <Link
          key={item}
          to="/stock/$symbol/statements"
          params={{ symbol }}
          search={(prev) => ({ ...prev, ...choose(item) })}
          replace
          resetScroll={resetScroll}
          activeOptions={{ exact: true, includeSearch: true }}
        >
          {labels[item]}
        </Link>
      ))}
    </nav>
  );
}
