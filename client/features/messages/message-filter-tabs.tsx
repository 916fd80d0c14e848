import { Link } from '@tanstack/react-router';
import { MESSAGE_FILTER_LABELS, MESSAGE_FILTERS } from './message-filters';
import { tabLabel, type TabCounts } from './message-logic';

/** All, Unread and Archived, each with its count in parentheses when above 0. */
export function MessageFilterTabs({ counts }: { counts: TabCounts }) {
  return (
    <nav className="sub-nav" aria-label="Message filter">
      {MESSAGE_FILTERS.map((filter) => (
        <Link key={filter} to="/messages/$filter" params={{ filter }} activeOptions={{ exact: false }}>
          {tabLabel(MESSAGE_FILTER_LABELS[filter], counts[filter])}
        </Link>
      ))}
    </nav>
  );
}
