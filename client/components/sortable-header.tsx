import type { SortOrder } from '../../generated/model';
import { ariaSort, sortArrow } from '../lib/table-sort';

interface SortableHeaderProps {
  label: string;
  /** The column's direction when the table is sorted by it. */
  direction: SortOrder | undefined;
  onSort: () => void;
  numeric?: boolean;
}

/** A column header that sorts its table: a button, the arrow, and aria-sort for screen readers. */
export function SortableHeader({ label, direction, onSort, numeric }: SortableHeaderProps) {
  return (
    <th scope="col" aria-sort={ariaSort(direction)} className={numeric ? 'num' : undefined}>
      <button type="button" className="sort-button" onClick={onSort}>
        {label}
        <span aria-hidden="true">{sortArrow(direction)}</span>
      </button>
    </th>
  );
}
