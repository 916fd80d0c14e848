/**
 * Sanity checks at the provider boundary: values no market can produce (not finite, prices at
 * or below zero, a day's change beyond ±1000 %, a market cap above 1e14; lib/plausibility.ts) are
 * dropped with a warning before anything is cached, stored or shown. A quote whose price moved
 * more than the configured factor against its previous close (QUOTE_MAX_MOVE) keeps no price:
 * its refused price is kept aside (`refusedPrice`) so the app can say 'price check failed' and
 * show the last good price instead. Providers do send such values (FMP once
 * listed a biggest gainer at +1.29e41 %). Exchange rates outside 1e-6 to 1e4 US dollars per unit
 * (no currency is near either end) or without a YYYY-MM-DD day are dropped too. Descriptions arrive as HTML text ('S&amp;P 500') and
 * leave as plain text, so neither the API's clients nor its screens decode entities.
 */
import { decodeHTMLStrict } from 'entities';
import type {
  DailyBar,
  IntradayBar,
  ProviderFundInfo,
  ProviderFxRate,
  ProviderMover,
  ProviderMovers,
  ProviderProfile,
  ProviderQuote,
} from './types';

import { MAX_CHANGE_PERCENT, moveFactor, plausibleMarketCap } from '../../lib/plausibility';

/** Plausible US dollars per unit of any currency (the dinar near 3.3, the rial near 2.4e-5). */
const MIN_USD_PER_UNIT = 1e-6;
const MAX_USD_PER_UNIT = 1e4;

/** One dropped value, for the warning log. */
export interface DroppedValue {
  symbol: string;
  field: string;
  value: unknown;
  /** `row`: the whole row was dropped; `value`: only the field became null. */
  dropped: 'row' | 'value';
  /** Why, when the value alone looks fine (a price refused against the previous close). */
  reason?: string;
}

export type DropReporter = (dropped: DroppedValue) => void;

const finite = (value: number | null | undefined): value is number => typeof value === 'number' && Number.isFinite(value);
const isPrice = (value: number | null | undefined) => finite(value) && value > 0;

/** A nullable number field: null stays null; a number must be finite and pass `ok`. */
function keep(value: number | null, ok: (v: number) => boolean): boolean {
  return value === null || (finite(value) && ok(value));
}

/**
 * A quote without a plausible price is dropped; implausible other figures become null. A price
 * more than `maxMove` times (or below 1/maxMove of) the quote's previous close is refused: the
 * quote keeps no price, change or market cap, and says which price it refused.
 */
function saneQuote(quote: ProviderQuote, report: DropReporter, maxMove: number): ProviderQuote | null {
  if (!isPrice(quote.price)) {
    report({ symbol: quote.symbol, field: 'price', value: quote.price, dropped: 'row' });
    return null;
  }
  const price = quote.price as number;
  if (isPrice(quote.previousClose) && moveFactor(price, quote.previousClose as number) > maxMove) {
    const reason = `${price} against a previous close of ${quote.previousClose}: a move beyond ${maxMove}× either way`;
    report({ symbol: quote.symbol, field: 'price', value: price, dropped: 'value', reason });
    return { ...quote, price: null, change: null, changePercent: null, marketCap: null, refusedPrice: price };
  }
  const checks: Array<[keyof ProviderQuote, (v: number) => boolean]> = [
    ['changePercent', (v) => Math.abs(v) <= MAX_CHANGE_PERCENT],
    ['change', () => true],
    ['marketCap', plausibleMarketCap],
    ['open', (v) => v > 0],
    ['previousClose', (v) => v > 0],
    ['dayHigh', (v) => v > 0],
    ['dayLow', (v) => v > 0],
    ['yearHigh', (v) => v > 0],
    ['yearLow', (v) => v > 0],
    ['volume', (v) => v >= 0],
    ['averageVolume', (v) => v >= 0],
  ];
  const sane = { ...quote };
  for (const [field, ok] of checks) {
    const value = sane[field] as number | null;
    if (keep(value, ok)) continue;
    report({ symbol: quote.symbol, field, value, dropped: 'value' });
    (sane as Record<string, unknown>)[field] = null;
    // A change that cannot be right makes the change percent (and vice versa) suspect too.
    if (field === 'changePercent') sane.change = null;
  }
  return sane;
}

export function saneQuotes(quotes: ProviderQuote[], report: DropReporter, maxMove: number): ProviderQuote[] {
  return quotes.flatMap((quote) => saneQuote(quote, report, maxMove) ?? []);
}

/** A mover whose price or change is implausible is dropped from its list. */
function saneMover(mover: ProviderMover, report: DropReporter): boolean {
  const checks: Array<[string, number | null, (v: number) => boolean]> = [
    ['price', mover.price, (v) => v > 0],
    ['changePercentage', mover.changePercentage, (v) => Math.abs(v) <= MAX_CHANGE_PERCENT],
    ['change', mover.change, () => true],
    ['volume', mover.volume, (v) => v >= 0],
  ];
  for (const [field, value, ok] of checks) {
    if (!keep(value, ok)) {
      report({ symbol: mover.symbol, field, value, dropped: 'row' });
      return false;
    }
  }
  return true;
}

export function saneMovers(movers: ProviderMovers, report: DropReporter): ProviderMovers {
  const filter = (list: ProviderMover[]) => list.filter((mover) => saneMover(mover, report));
  return { gainers: filter(movers.gainers), losers: filter(movers.losers), mostActive: filter(movers.mostActive) };
}

/** Bars with a price at or below zero, or anything not finite, are dropped. */
export function saneBars<T extends DailyBar | IntradayBar>(symbol: string, bars: T[], report: DropReporter): T[] {
  return bars.filter((bar) => {
    for (const field of ['open', 'high', 'low', 'close'] as const) {
      if (!isPrice(bar[field])) {
        report({ symbol, field: `${'date' in bar ? bar.date : bar.timestamp} ${field}`, value: bar[field], dropped: 'row' });
        return false;
      }
    }
    if (!finite(bar.volume) || bar.volume < 0) {
      report({ symbol, field: 'volume', value: bar.volume, dropped: 'value' });
      (bar as { volume: number }).volume = 0;
    }
    return true;
  });
}

/** Profile figures that cannot be right become null. */
export function saneProfile(profile: ProviderProfile, report: DropReporter): ProviderProfile {
  const sane = { ...profile, description: plainText(profile.description) };
  const checks: Array<['sharesOutstanding' | 'beta' | 'lastDividend' | 'employees', (v: number) => boolean]> = [
    ['sharesOutstanding', (v) => v > 0],
    ['beta', () => true],
    ['lastDividend', (v) => v >= 0],
    ['employees', (v) => v >= 0],
  ];
  for (const [field, ok] of checks) {
    if (keep(sane[field], ok)) continue;
    report({ symbol: profile.symbol, field, value: sane[field], dropped: 'value' });
    sane[field] = null;
  }
  return sane;
}

/** A fund's description as plain text. */
export function saneFundInfo(info: ProviderFundInfo): ProviderFundInfo {
  return { ...info, description: plainText(info.description) };
}

/** Provider text with its HTML entities decoded ('S&amp;P 500' → 'S&P 500'). */
function plainText(text: string | null | undefined): string | null {
  // Strict: only references ended by ';' ('Bonds&notes' is text, not 'Bonds¬es').
  return text == null ? null : decodeHTMLStrict(text);
}

/** Rates that cannot be right, or that say no day, are dropped whole. */
export function saneFxRates(rates: ProviderFxRate[], report: DropReporter): ProviderFxRate[] {
  return rates.filter((rate) => {
    const plausible = finite(rate.usdPerUnit) && rate.usdPerUnit >= MIN_USD_PER_UNIT && rate.usdPerUnit <= MAX_USD_PER_UNIT;
    if (!plausible) report({ symbol: rate.currency, field: 'usdPerUnit', value: rate.usdPerUnit, dropped: 'row' });
    else if (!/^\d{4}-\d\d-\d\d$/.test(rate.date)) report({ symbol: rate.currency, field: 'date', value: rate.date, dropped: 'row' });
    return plausible && /^\d{4}-\d\d-\d\d$/.test(rate.date);
  });
}
