/** The screener's line about currencies: what the columns are in, and the dated rates conversions used. */
import type { FxRate, ScreenRow } from '../../../generated/model';
import { fxRatesText } from '../../../common/fx-rate-text';

export function screenCurrencyNote(rows: ReadonlyArray<Pick<ScreenRow, 'currency'>>, rates: readonly FxRate[]): string {
  const allInDollars = rows.every((row) => (row.currency ?? 'USD').toUpperCase() === 'USD');
  const base = allInDollars
    ? "Price and Market Cap in US dollars (USD); growth, ROIC and ratios from each company's own statements."
    : "Market Cap in US dollars (USD), Price in each stock's trading currency; growth, ROIC and ratios from each company's own statements.";
  if (rates.length === 0) return base;
  return `${base} Converted figures (market caps traded in another currency, P/E of statements in another currency than the price) use ${fxRatesText(rates)}.`;
}
