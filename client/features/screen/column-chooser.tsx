import type { ScreenSortField } from '../../../generated/model';
import { FIXED_COLUMNS, toggleColumn } from './screen-columns';
import { SCREEN_COLUMNS } from './screen-sort';

/** A disclosure of checkboxes, one per result column; the choice is saved by the caller. */
export function ColumnChooser({ columns, onChange }: { columns: readonly ScreenSortField[]; onChange: (next: ScreenSortField[]) => void }) {
  return (
    <details className="column-chooser">
      <summary>
        Columns ({columns.length} of {SCREEN_COLUMNS.length})
      </summary>
      <fieldset>
        <legend className="visually-hidden">Columns shown in the results</legend>
        {SCREEN_COLUMNS.map((column) => (
          <label key={column.field} className="checkbox">
            <input
              type="checkbox"
              checked={columns.includes(column.field)}
              disabled={FIXED_COLUMNS.includes(column.field)}
              onChange={(event) => onChange(toggleColumn(columns, column.field, event.target.checked))}
            />
            {column.label}
          </label>
        ))}
      </fieldset>
    </details>
  );
}
