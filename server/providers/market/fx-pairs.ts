/**
 * Exchange rates read from currency-pair quotes (Yahoo's `EURUSD=X`, FMP's `EURUSD`): the pair's
 * price is US dollars per unit of the currency, its quote time gives the day the rate is for.
 */
import { majorCurrency } from '../../../common/currency';
import type { ProviderFxRate, ProviderQuote } from './types';

/** The non-USD currencies asked (a minor unit such as 'GBp' as its major currency), upper case and once each. */
export function foreignCurrencies(currencies: readonly string[]): string[] {
  return [...new Set(currencies.map((c) => majorCurrency(c)[0]))].filter((c) => /^[A-Z]{3}$/.test(c) && c !== 'USD');
}

/** The rates of `currencies` found among `quotes`, the quote of currency C being under `pairSymbol(C)`. */
export function fxRatesFromQuotes(
  currencies: readonly string[],
  pairSymbol: (currency: string) => string,
  quotes: readonly ProviderQuote[],
): ProviderFxRate[] {
  const bySymbol = new Map(quotes.map((quote) => [quote.symbol.toUpperCase(), quote]));
  return foreignCurrencies(currencies).flatMap((currency) => {
    const quote = bySymbol.get(pairSymbol(currency).toUpperCase());
    const rate = quote?.price;
    if (!quote || rate == null || !Number.isFinite(rate) || rate <= 0) return [];
    return [{ currency, usdPerUnit: rate, date: quote.timestamp.slice(0, 10) }];
  });
}
