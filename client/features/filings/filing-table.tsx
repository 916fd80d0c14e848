/** A table passage of a filing as a real table: its leading header rows as column labels, each row led by its label. */
import type { FilingTable } from '../../../generated/model';
import { TableBox } from '../../components/table-box';

export function FilingTableView({ table, label }: { table: FilingTable; label: string }) {
  const head = table.rows.slice(0, table.headerRows);
  const body = table.rows.slice(table.headerRows);
  return (
    <TableBox label={table.caption ?? label} className="filing-table">
      <table className="data-table">
        {table.caption && <caption>{table.caption}</caption>}
        {head.length > 0 && (
          <thead>
            {head.map((row, rowIndex) => (
              <tr key={rowIndex}>
                {row.map((cell, cellIndex) => (
                  <th key={cellIndex} scope="col" colSpan={cell.colSpan > 1 ? cell.colSpan : undefined}>
                    {cell.text}
                  </th>
                ))}
              </tr>
            ))}
          </thead>
        )}
        <tbody>
          {body.map((row, rowIndex) => (
            <tr key={rowIndex}>
              {row.map((cell, cellIndex) => {
                const colSpan = cell.colSpan > 1 ? cell.colSpan : undefined;
                // The first cell names the row; the others are its values.
                return cellIndex === 0 && cell.text ? (
                  <th key={cellIndex} scope="row" colSpan={colSpan}>
                    {cell.text}
                  </th>
                ) : (
                  <td key={cellIndex} colSpan={colSpan}>
                    {cell.text}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </TableBox>
  );
}
