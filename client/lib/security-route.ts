/**
 * Route loaders of the security pages: a symbol the market does not know is a not-found page
 * (404 from the server render), and a security under the wrong kind of page goes to its own
 * (an ETF opened at /stock/X goes to /fund/X, a stock at /fund/X to /stock/X).
 */
import type { QueryClient } from '@tanstack/react-query';
import { notFound, redirect } from '@tanstack/react-router';
import { getGetCompanyQueryOptions } from '../../generated/client/companies/companies';
import { getGetFundQueryOptions } from '../../generated/client/funds/funds';
import { getGetStockPriceQueryOptions } from '../../generated/client/stocks/stocks';
import { getListIndicesQueryOptions } from '../../generated/client/market/market';
import { getGetTickerInfoQueryOptions } from '../../generated/client/ticker/ticker';
import { hasStatus, isNotFound } from './error-message';
import { ensurePageData, type SecurityPageKind } from './route-data';

/** A symbol the API does not know (404) or could never know (422: not a ticker at all). */
function isUnknownSymbol(error: unknown): boolean {
  return isNotFound(error) || hasStatus(error, 422);
}

/** The fund page that shows what /stock/{symbol}/{tab} asked for: its own tab, else its overview. */
function fundTabOf(pathname: string): 'visualize' | 'news' | undefined {
  const tab = pathname.split('/')[3];
  return tab === 'visualize' || tab === 'news' ? tab : undefined;
}

/**
 * The answer for a symbol that is no security. A market index (^…) has a level and a history, so
 * the page shows it (200); any other symbol is a not-found page (404). When the index list cannot
 * be loaded, a ^ symbol is not called unknown: its page says what failed and offers to try again.
 */
async function notASecurity(queryClient: QueryClient, symbol: string): Promise<'index'> {
  if (symbol.startsWith('^')) {
    // A list the server's render failed to load stays failed while the browser takes its page over.
    const found = await ensurePageData(queryClient, getListIndicesQueryOptions({ symbols: symbol })).catch(() => 'failed' as const);
    if (found === 'failed' || found.indices.some((index) => index.symbol === symbol)) return 'index';
  }
  throw notFound();
}

/** Loader of /stock/{symbol}: the company and its price, or where the symbol really lives. */
export async function loadStockPage(queryClient: QueryClient, symbol: string, pathname: string): Promise<SecurityPageKind> {
  const [company] = await Promise.allSettled([
    ensurePageData(queryClient, getGetCompanyQueryOptions(symbol)),
    ensurePageData(queryClient, getGetStockPriceQueryOptions(symbol)),
  ]);
  if (company.status === 'rejected') {
    if (isUnknownSymbol(company.reason)) return notASecurity(queryClient, symbol);
    return 'security'; // any other failure stays in the query cache: the tab that needs the company fails with it
  }
  const { isFund, isETF } = company.value.profile;
  if (isFund || isETF) {
    const tab = fundTabOf(pathname);
    throw redirect(tab ? { to: `/fund/$symbol/${tab}`, params: { symbol } } : { to: '/fund/$symbol', params: { symbol } });
  }
  return 'security';
}

/** Loader of /fund/{symbol}: the fund and its price; a stock goes to its stock page. */
export async function loadFundPage(queryClient: QueryClient, symbol: string): Promise<SecurityPageKind> {
  const [fund] = await Promise.allSettled([
    ensurePageData(queryClient, getGetFundQueryOptions(symbol)),
    ensurePageData(queryClient, getGetStockPriceQueryOptions(symbol)),
  ]);
  if (fund.status === 'fulfilled' || !isUnknownSymbol(fund.reason)) return 'security';
  const info = await queryClient.fetchQuery(getGetTickerInfoQueryOptions(symbol)).catch(() => undefined);
  if (info?.type === 'stock') throw redirect({ to: '/stock/$symbol', params: { symbol } });
  return notASecurity(queryClient, symbol);
}

/** Loader of the company pages outside /stock (10-K analysis, Ask AI): an unknown symbol is a not-found page. */
export async function loadCompanyPage(queryClient: QueryClient, symbol: string): Promise<SecurityPageKind> {
  const [company] = await Promise.allSettled([
    ensurePageData(queryClient, getGetCompanyQueryOptions(symbol)),
    ensurePageData(queryClient, getGetStockPriceQueryOptions(symbol)),
  ]);
  if (company.status === 'rejected' && isUnknownSymbol(company.reason)) return notASecurity(queryClient, symbol);
  return 'security';
}

/** True when a company has annual financials: only then are Statements and 10-K analysis offered. */
export function hasAnnualFinancials(company: { profile: { isFund?: boolean; isETF?: boolean }; yearlyData?: readonly unknown[] }): boolean {
  return !company.profile.isFund && !company.profile.isETF && (company.yearlyData?.length ?? 0) > 0;
}
