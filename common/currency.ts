/**
 * How amounts name their currency, the same on screen and in AI answers: a symbol for the
 * currencies of the spec ('$', '€', '£', '¥', 'C$', 'A$', 'CHF '), the ISO code and a space for
 * the others ('SEK '). And back: which currency a written prefix names, so an answer's figure can
 * be checked against the currency of the source it cites.
 */

const CURRENCY_SYMBOLS: Readonly<Record<string, string>> = {
  USD: '$',
  EUR: '€',
  GBP: '£',
  JPY: '¥',
  CAD: 'C$',
  AUD: 'A$',
  CHF: 'CHF ',
};

/**
 * Quotes in a minor unit (Yahoo's 'GBp' and 'GBX' for pence on the London exchange, 'ZAc' for
 * South African cents, 'ILA' for agorot): the major currency and how many of it one unit is.
 * Case matters: 'GBp' is pence, 'GBP' pounds.
 */
const MINOR_UNITS: Readonly<Record<string, readonly [string, number]>> = {
  GBp: ['GBP', 0.01],
  GBX: ['GBP', 0.01],
  ZAc: ['ZAR', 0.01],
  ZAC: ['ZAR', 0.01],
  ILA: ['ILS', 0.01],
};

/** Prefix for amounts in `currency`: '$', '€', 'C$', 'CHF '; unknown codes as 'SEK '. */
export function currencySymbol(currency: string | null | undefined): string {
  const written = (currency ?? 'USD').trim();
  // A minor unit keeps its case: 'GBp 2,900.00' is pence, 'GBP' would say pounds.
  if (MINOR_UNITS[written]) return `${written} `;
  const code = written.toUpperCase();
  return CURRENCY_SYMBOLS[code] ?? `${code} `;
}

const SYMBOL_CURRENCIES: Readonly<Record<string, string>> = {
  $: 'USD',
  US$: 'USD',
  '€': 'EUR',
  '£': 'GBP',
  '¥': 'JPY',
  C$: 'CAD',
  A$: 'AUD',
};

/** The ISO code a written prefix names ('$' → USD, '¥' → JPY, 'EUR' → EUR); null for none. */
export function currencyOfPrefix(prefix: string | null | undefined): string | null {
  const text = (prefix ?? '').trim();
  if (!text) return null;
  return SYMBOL_CURRENCIES[text] ?? (/^[A-Za-z]{3}$/.test(text) ? text.toUpperCase() : null);
}

/** The major currency of a code and the factor to it: 'GBp' → ['GBP', 0.01], 'eur' → ['EUR', 1]. */
export function majorCurrency(code: string): readonly [string, number] {
  return MINOR_UNITS[code.trim()] ?? [code.trim().toUpperCase(), 1];
}
