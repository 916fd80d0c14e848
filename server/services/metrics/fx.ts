/**
 * Currency conversion with dated rates. Every rate is held against the US dollar (what providers
 * quote), so any two currencies convert through it. A figure converts only when both its rates
 * are known: without a rate there is no converted figure, never a guessed one.
 */
import { majorCurrency } from '../../../common/currency';

/** One currency's rate: US dollars per unit, the day it is for, and who gave it. */
export interface FxRate {
  currency: string;
  usdPerUnit: number;
  /** YYYY-MM-DD. */
  date: string;
  provider: string;
}

/** The known rates by upper-case currency code. */
export type FxTable = ReadonlyMap<string, FxRate>;

export function fxTable(rates: readonly FxRate[]): FxTable {
  return new Map(rates.map((rate) => [rate.currency.toUpperCase(), rate]));
}

/** US dollars per unit of `currency` (1 for USD; a minor unit such as pence through its major currency); null without a rate. */
export function usdPerUnit(currency: string, table: FxTable): number | null {
  const [code, factor] = majorCurrency(currency);
  const rate = code === 'USD' ? 1 : table.get(code)?.usdPerUnit;
  return rate == null ? null : rate * factor;
}

/** `value` in `from` expressed in `to`; the same value when the currencies agree, null without a rate. */
export function convert(value: number | null | undefined, from: string, to: string, table: FxTable): number | null {
  if (value == null) return null;
  const [fromCode, fromFactor] = majorCurrency(from);
  const [toCode, toFactor] = majorCurrency(to);
  // One currency (pence to pounds included) needs no rate.
  if (fromCode === toCode) return (value * fromFactor) / toFactor;
  const fromUsd = usdPerUnit(from, table);
  const toUsd = usdPerUnit(to, table);
  return fromUsd === null || toUsd === null ? null : (value * fromUsd) / toUsd;
}

/** The rates a figure set in `currencies` converts with (its non-USD currencies that have one), in the order given. */
export function ratesFor(currencies: ReadonlyArray<string | null | undefined>, table: FxTable): FxRate[] {
  const codes = [...new Set(currencies.flatMap((c) => (c ? [majorCurrency(c)[0]] : [])))].filter((c) => c !== 'USD');
  return codes.flatMap((code) => {
    const rate = table.get(code);
    return rate ? [rate] : [];
  });
}
