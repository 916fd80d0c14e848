import { redirect } from '@tanstack/react-router';

/** Ticker symbols are shown and sent upper-case whatever the address says. */
export function normalizeSymbol(raw: string): string {
  return raw.trim().toUpperCase();
}

/** Route `params` option for a `$symbol` segment. */
export const symbolParams = {
  parse: (params: { symbol: string }) => ({ symbol: normalizeSymbol(params.symbol) }),
  stringify: (params: { symbol: string }) => ({ symbol: params.symbol }),
};

/** `pathname` with its `index`-th segment upper-cased, or undefined when it already is. */
export function canonicalSymbolPath(pathname: string, index: number): string | undefined {
  const segments = pathname.split('/');
  const raw = segments[index];
  if (raw === undefined || raw === raw.toUpperCase()) return undefined;
  segments[index] = raw.toUpperCase();
  return segments.join('/');
}

interface RouteLocation {
  pathname: string;
  searchStr: string;
  hash: string;
}

/**
 * Route `beforeLoad` that redirects /stock/aapl/… to /stock/AAPL/… (segment 2 holds the symbol),
 * so there is one address per page and the active tab matches.
 */
export function redirectToUpperCaseSymbol({ location }: { location: RouteLocation }): void {
  const pathname = canonicalSymbolPath(location.pathname, 2);
  if (!pathname) return;
  const hash = location.hash ? `#${location.hash}` : '';
  throw redirect({ href: `${pathname}${location.searchStr}${hash}`, replace: true });
}
