import { formatStatementValue } from '../../../lib/format';
import type { StatementScale } from '../../../lib/statement-scale';
import type { StatementTable } from './statement-rows';
import { TableBox } from '../../../components/table-box';

interface StatementTableViewProps {
  table: StatementTable;
  scale: StatementScale;
  currency: string;
  caption: string;
  /** The heading of the row labels' column. */
  itemHeading?: string;
}

/** One row per line item, one column per period (newest first). */
export function StatementTableView({ table, scale, currency, caption, itemHeading = 'Item' }: StatementTableViewProps) {
  const span = table.columns.length + 1;
  return (
    <TableBox className="statement-table" label={caption}>
      <table className="data-table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{itemHeading}</th>
            {table.columns.map((column) => (
              <th key={column.date} scope="col" className="num">
                <time dateTime={column.date}>{column.label ?? column.date}</time>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row, index) =>
            row.type === 'section' ? (
              <tr key={`section-${row.label}`} className="section-row">
                <th scope="colgroup" colSpan={span}>
                  {row.label}
                </th>
              </tr>
            ) : (
              <tr key={`${row.label}-${index}`} className={row.total ? 'total-row' : undefined}>
                <th scope="row" title={row.definition}>
                  {row.label}
                </th>
                {row.values.map((value, column) => {
                  const tag = value === undefined ? undefined : row.tags[column];
                  const reported = value === undefined ? undefined : row.reported?.[column];
                  // The XBRL tag the figure was read from, and the value as reported before a split adjustment, show on hover and on keyboard focus.
                  const notes = [
                    ...(tag ? [`XBRL tag: ${tag}`] : []),
                    ...(reported !== undefined
                      ? [`As reported before stock splits: ${formatStatementValue(reported, row.kind, 'raw', currency)}`]
                      : []),
                  ];
                  return (
                    <td
                      key={table.columns[column]?.date ?? column}
                      className={notes.length > 0 ? 'num tagged' : 'num'}
                      {...(notes.length > 0 ? { tabIndex: 0, title: notes.join('\n'), 'aria-description': notes.join('; ') } : {})}
                      {...(tag ? { 'data-tag': tag } : {})}
                      {...(reported !== undefined ? { 'data-as-reported': reported } : {})}
                    >
                      {formatStatementValue(value, row.kind, scale, currency)}
                    </td>
                  );
                })}
              </tr>
            ),
          )}
        </tbody>
      </table>
    </TableBox>
  );
}
