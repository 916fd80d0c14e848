import { Link } from '@tanstack/react-router';
import { MESSAGE_FILTER_LABELS, MESSAGE_FILTERS } from './message-filters';

export function MessageFilterTabs() {
  return (
    <nav className="sub-nav" aria-label="Message filter">
      {MESSAGE_FILTERS.map((filter) => (
        <Link key={filter} to="/messages/$filter" params={{ filter }}>
          {MESSAGE_FILTER_LABELS[filter]}
        </Link>
      ))}
    </nav>
  );
}
