import type { FxRate, ScreenRow, ScreenSortField } from '../../../generated/model';
import { formatMarketCap, formatPercent, formatPrice, formatRatio, growthClass, NOT_AVAILABLE } from '../../lib/format';
import type { Ref } from 'react';
import { SortableHeader } from '../../components/sortable-header';
import type { ScreenColumn, ScreenSort } from './screen-sort';
import { screenCurrencyNote } from './screen-currency-note';

function cellText(row: ScreenRow, column: ScreenColumn): string {
  switch (column.field) {
    case 'price':
      return formatPrice(row.price, row.currency ?? 'USD');
    case 'market_cap':
      return formatMarketCap(row.marketCap);
    case 'pe_ratio':
      return formatRatio(row.peRatio);
    case 'forward_pe_ratio':
      return formatRatio(row.forwardPe);
    case 'debt_to_equity':
      return formatRatio(row.debtToEquity);
    case 'eps_growth':
    case 'fcf_growth':
    case 'revenue_growth':
    case 'roic':
      return formatPercent(row[column.row] as number | null);
    default: {
      const value = row[column.row];
      return typeof value === 'string' && value ? value : NOT_AVAILABLE;
    }
  }
}

const GROWTH_FIELDS: readonly ScreenSortField[] = ['eps_growth', 'fcf_growth', 'revenue_growth', 'roic'];
/** The columns of yearly growth rates, which end with the row's growthPeriod. */
const YEARLY_GROWTH_FIELDS: readonly ScreenSortField[] = ['eps_growth', 'fcf_growth', 'revenue_growth'];

/**
 * The period a cell's figure is measured over, on hover and for screen readers: the EPS a P/E
 * divides by, the period growth rates end with, the operating income ROIC is measured on
 * (trailing twelve months where the company's quarters are known, else the fiscal year).
 */
function periodNote(row: ScreenRow, column: ScreenColumn): string | undefined {
  if (row[column.row] === null) return undefined;
  if (column.field === 'pe_ratio' && row.pePeriod) return `Diluted EPS ${row.pePeriod}`;
  if (YEARLY_GROWTH_FIELDS.includes(column.field) && row.growthPeriod) return `Yearly growth to ${row.growthPeriod}`;
  if (column.field === 'roic' && row.roicPeriod) return `Operating income ${row.roicPeriod}, with the balance sheet at its end`;
  return undefined;
}

function stockPath(ticker: string): string {
  return `/stock/${encodeURIComponent(ticker)}`;
}

interface ScreenTableProps {
  rows: readonly ScreenRow[];
  /** The dated rates the rows' converted figures use (the answer's fxRates). */
  fxRates?: readonly FxRate[];
  /** The columns to show after the star, in order. */
  columns: readonly ScreenColumn[];
  /** The box the table scrolls in (both ways, so the header and the first columns can stay put). */
  scrollRef?: Ref<HTMLDivElement>;
  sort: ScreenSort;
  favorites: readonly string[];
  onSort: (field: ScreenSortField) => void;
}

/**
 * The results: a star column and the chosen sortable columns, in a box of their own that scrolls
 * both ways under a sticky header and sticky star and name columns; a row opens the stock page in a new tab.
 */
export function ScreenTable({ rows, fxRates = [], columns, scrollRef, sort, favorites, onSort }: ScreenTableProps) {
  return (
    <>
      <p className="figure-source" data-testid="screen-currency-note">
        {screenCurrencyNote(rows, fxRates)}
      </p>
      <div className="table-wrap table-scroll" ref={scrollRef} tabIndex={0} role="region" aria-label="Screener results">
        <table className="screen-table">
          <caption className="visually-hidden">
            Matching companies; column headers sort the results; price and market cap in US dollars
          </caption>
          <thead>
            <tr>
              <th scope="col">
                <span aria-hidden="true">★</span>
                <span className="visually-hidden">Favorite</span>
              </th>
              {columns.map((column) => {
                const direction = sort.sortBy === column.field ? sort.sortOrder : undefined;
                return (
                  <SortableHeader
                    key={column.field}
                    label={column.label}
                    direction={direction}
                    onSort={() => onSort(column.field)}
                    numeric={column.numeric}
                  />
                );
              })}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr
                key={row.ticker}
                className="clickable-row"
                onClick={(event) => {
                  if (event.target instanceof HTMLElement && event.target.closest('a')) return;
                  window.open(stockPath(row.ticker), '_blank', 'noopener');
                }}
              >
                <td aria-label={favorites.includes(row.ticker) ? 'Favorite' : 'Not a favorite'}>
                  <span aria-hidden="true">{favorites.includes(row.ticker) ? '★' : '☆'}</span>
                </td>
                {columns.map((column) => {
                  const growth = GROWTH_FIELDS.includes(column.field) ? growthClass(row[column.row] as number | null) : undefined;
                  const className = [column.numeric ? 'num' : '', growth ?? ''].join(' ').trim() || undefined;
                  if (column.field === 'symbol') {
                    return (
                      <td key={column.field}>
                        <a href={stockPath(row.ticker)} target="_blank" rel="noopener noreferrer">
                          {row.ticker}
                        </a>
                      </td>
                    );
                  }
                  const period = periodNote(row, column);
                  return (
                    <td key={column.field} className={className} {...(period ? { title: period, 'aria-description': period } : {})}>
                      {cellText(row, column)}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
