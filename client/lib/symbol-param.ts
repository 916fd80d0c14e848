/** Ticker symbols are shown and sent upper-case whatever the address says. */
export function normalizeSymbol(raw: string): string {
  return raw.trim().toUpperCase();
}

/** Route `params` option for a `$symbol` segment. */
export const symbolParams = {
  parse: (params: { symbol: string }) => ({ symbol: normalizeSymbol(params.symbol) }),
  stringify: (params: { symbol: string }) => ({ symbol: params.symbol }),
};
