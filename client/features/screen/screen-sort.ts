/** Screener sorting: columns, the header click rule and the remembered sort in local storage. */
import type { ScreenRow, ScreenSortField, SortOrder } from '../../../generated/model';
import { storeItem } from '../../lib/local-storage';
import { isSortOrder } from '../../lib/table-sort';

export interface ScreenSort {
  sortBy: ScreenSortField;
  sortOrder: SortOrder;
}

export const SORT_FIELDS = [
  'company_name',
  'symbol',
  'sector',
  'industry',
  'exchange',
  'price',
  'market_cap',
  'pe_ratio',
  'forward_pe_ratio',
  'eps_growth',
  'fcf_growth',
  'revenue_growth',
  'roic',
  'debt_to_equity',
] as const satisfies readonly ScreenSortField[];

export const DEFAULT_SORT: ScreenSort = { sortBy: 'market_cap', sortOrder: 'desc' };

function isSortField(value: unknown): value is ScreenSortField {
  return typeof value === 'string' && (SORT_FIELDS as readonly string[]).includes(value);
}

/** A new column sorts descending; the current column flips direction. */
export function nextSort(current: ScreenSort, clicked: ScreenSortField): ScreenSort {
  if (current.sortBy !== clicked) return { sortBy: clicked, sortOrder: 'desc' };
  return { sortBy: clicked, sortOrder: current.sortOrder === 'desc' ? 'asc' : 'desc' };
}

export interface ScreenColumn {
  label: string;
  field: ScreenSortField;
  numeric: boolean;
  row: keyof ScreenRow;
}

/** The 14 sortable result columns after the favourite star, in order. */
export const SCREEN_COLUMNS: readonly ScreenColumn[] = [
  { label: 'Company Name', field: 'company_name', numeric: false, row: 'companyName' },
  { label: 'Symbol', field: 'symbol', numeric: false, row: 'ticker' },
  { label: 'Sector', field: 'sector', numeric: false, row: 'sector' },
  { label: 'Industry', field: 'industry', numeric: false, row: 'industry' },
  { label: 'Exchange', field: 'exchange', numeric: false, row: 'exchange' },
  { label: 'Price', field: 'price', numeric: true, row: 'price' },
  { label: 'Market Cap', field: 'market_cap', numeric: true, row: 'marketCap' },
  { label: 'P/E', field: 'pe_ratio', numeric: true, row: 'peRatio' },
  { label: 'Fwd P/E', field: 'forward_pe_ratio', numeric: true, row: 'forwardPe' },
  { label: 'EPS Growth', field: 'eps_growth', numeric: true, row: 'epsGrowth' },
  { label: 'FCF Growth', field: 'fcf_growth', numeric: true, row: 'fcfGrowth' },
  { label: 'Rev. Growth', field: 'revenue_growth', numeric: true, row: 'revenueGrowth' },
  { label: 'ROIC', field: 'roic', numeric: true, row: 'roic' },
  { label: 'D/E Ratio', field: 'debt_to_equity', numeric: true, row: 'debtToEquity' },
];

/** Local-storage keys of the remembered sort and filter panel (read through use-stored-screen-settings.ts). */
export const SCREEN_STORAGE_KEYS = {
  showFilters: 'screen_showFilters',
  sortBy: 'screen_sortBy',
  sortOrder: 'screen_sortOrder',
} as const;

/** The remembered sort from its stored texts; the default for anything missing or unknown. */
export function sortFromStorage(sortBy: string | null, sortOrder: string | null): ScreenSort {
  return {
    sortBy: isSortField(sortBy) ? sortBy : DEFAULT_SORT.sortBy,
    sortOrder: isSortOrder(sortOrder) ? sortOrder : DEFAULT_SORT.sortOrder,
  };
}

export function storeSort(sort: ScreenSort): void {
  storeItem(SCREEN_STORAGE_KEYS.sortBy, sort.sortBy);
  storeItem(SCREEN_STORAGE_KEYS.sortOrder, sort.sortOrder);
}

/** The filter panel starts open unless the user closed it. */
export function showFiltersFromStorage(stored: string | null): boolean {
  return stored !== 'false';
}

export function storeShowFilters(open: boolean): void {
  storeItem(SCREEN_STORAGE_KEYS.showFilters, String(open));
}

/** 'N companies match your filters (showing X, scroll for more)' and its variants. */
export function statusLine(totalCount: number, shown: number): string {
  if (totalCount === 0) return 'No companies match your filters';
  const tail = shown < totalCount ? `(showing ${shown}, scroll for more)` : '(all results shown)';
  return `${totalCount} companies match your filters ${tail}`;
}

/** How much of the market has figures yet, while the market sync is still filling it in; null once all of it has. */
export function coverageLine(withFiguresCount: number, marketCount: number): string | null {
  if (withFiguresCount >= marketCount) return null;
  return `Figures for ${withFiguresCount.toLocaleString('en-US')} of ${marketCount.toLocaleString('en-US')} companies so far; the rest fill in as the market data syncs.`;
}

export function endLine(shown: number, totalCount: number): string {
  return `End of results - ${shown} of ${totalCount} companies shown`;
}
