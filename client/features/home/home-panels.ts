/** The five carousel panels of the home dashboard, in order (index 0 to 4). */
export const HOME_PANELS = ['Indexes', 'News', 'Gainers', 'Losers', 'Most Active'] as const;
export const HOME_PANEL_PREFERENCE = 'home_selected_panel';

/** The panel `delta` steps from `index`, wrapping at both ends. */
export function stepPanel(index: number, delta: number, count: number = HOME_PANELS.length): number {
  return (((index + delta) % count) + count) % count;
}

/** A saved panel index, or undefined when it is not a whole number from 0 to 4. */
export function parsePanelIndex(value: string | undefined): number | undefined {
  if (value === undefined || !/^\d+$/.test(value.trim())) return undefined;
  const index = Number(value);
  return index < HOME_PANELS.length ? index : undefined;
}

/** Where a mover or news symbol leads: a fund page, a stock page, or the ticker router when the type is unknown. */
export function symbolTarget(type: 'stock' | 'etf' | 'mutual_fund' | null | undefined): 'fund' | 'stock' | 'ticker' {
  if (!type) return 'ticker';
  return type === 'stock' ? 'stock' : 'fund';
}

/** Rows each mover panel shows. */
export const MOVER_ROWS = 10;
/** Home news page size and how close to the bottom (px) the next page loads. */
export const HOME_NEWS_PAGE_SIZE = 10;
export const HOME_NEWS_SCROLL_PX = 40;
/** Home news refresh while the tab is visible, and how long ticker prices stay cached. */
export const HOME_NEWS_REFRESH_MS = 60_000;
export const NEWS_PRICE_CACHE_MS = 60_000;
/** Back-to-top thresholds (px) of the indexes and news panels. */
export const INDEXES_BACK_TO_TOP_PX = 50;
export const NEWS_BACK_TO_TOP_PX = 100;
