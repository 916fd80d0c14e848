/**
 * Which result columns the screener shows: the user's choice, saved in preference
 * screen_columns (comma-separated fields), else the key columns that fit a laptop screen.
 */
import type { ScreenSortField } from '../../../generated/model';
import { SCREEN_COLUMNS, type ScreenColumn } from './screen-sort';

export const SCREEN_COLUMNS_PREFERENCE = 'screen_columns';

/** Always shown: without them a row cannot be told from another. */
export const FIXED_COLUMNS: readonly ScreenSortField[] = ['company_name', 'symbol'];

/** Left out until chosen: long text that pushed the figures off a 1280 px screen. */
const HIDDEN_BY_DEFAULT: readonly ScreenSortField[] = ['sector', 'industry', 'exchange'];

export const DEFAULT_COLUMNS: readonly ScreenSortField[] = SCREEN_COLUMNS.map((column) => column.field).filter(
  (field) => !HIDDEN_BY_DEFAULT.includes(field),
);

/** The fields the saved preference names (unknown names dropped, the fixed ones always in), or the default. */
export function columnsFromPreference(value: string | undefined): ScreenSortField[] {
  const named = (value ?? '').split(',').map((name) => name.trim());
  const chosen = SCREEN_COLUMNS.map((column) => column.field).filter((field) => FIXED_COLUMNS.includes(field) || named.includes(field));
  return chosen.length > FIXED_COLUMNS.length || named.includes('none') ? chosen : [...DEFAULT_COLUMNS];
}

/** The preference value for `fields`; 'none' marks a choice of only the fixed columns. */
export function columnsToPreference(fields: readonly ScreenSortField[]): string {
  const extra = fields.filter((field) => !FIXED_COLUMNS.includes(field));
  return extra.length > 0 ? extra.join(',') : 'none';
}

/** The chosen columns in the table's order. */
export function visibleColumns(fields: readonly ScreenSortField[]): ScreenColumn[] {
  return SCREEN_COLUMNS.filter((column) => fields.includes(column.field));
}

/** `fields` with `field` switched on or off (the fixed ones stay). */
export function toggleColumn(fields: readonly ScreenSortField[], field: ScreenSortField, on: boolean): ScreenSortField[] {
  if (FIXED_COLUMNS.includes(field)) return [...fields];
  const next = on ? [...fields, field] : fields.filter((item) => item !== field);
  return SCREEN_COLUMNS.map((column) => column.field).filter((item) => next.includes(item));
}
