/**
 * Helpers for the end-to-end tests of the public screens: real symbols of the demo market to open.
 */
import type { Page } from '@playwright/test';
import { assertApiResponseConforms } from '../support/contract-validator';
import { testServer } from './server-env';

/** GET an API path on the test server, check the answer against the contract and parse it. */
export async function apiGet<T>(path: string): Promise<T> {
  const url = `${testServer().baseUrl}/api/v1${path}`;
  const response = await fetch(url);
  await assertApiResponseConforms('GET', url, response);
  if (!response.ok) throw new Error(`GET ${path} answered ${response.status}`);
  return (await response.json()) as T;
}

/**
 * The most active stock of the demo market with at least `years` years of annual data (some demo
 * companies are a year old, and which stocks are most active changes with the simulated day).
 */
export async function aStockSymbol(years = 5): Promise<string> {
  const movers = await apiGet<{ mostActive: { symbol: string; type?: string }[] }>('/market/movers');
  for (const { symbol, type } of movers.mostActive) {
    if (type && type !== 'stock') continue;
    const company = await apiGet<{ yearlyData: unknown[] }>(`/companies/${encodeURIComponent(symbol)}`);
    if (company.yearlyData.length >= years) return symbol;
  }
  throw new Error(`no active demo stock has ${years} years of data`);
}

/** A demo stock that split its shares (about one in ten with a long history did), looked for page by page. */
export async function aSplitStockSymbol(): Promise<string> {
  for (let offset = 0; offset < 600; offset += 100) {
    const page = await apiGet<{ companies: { symbol: string }[] }>(`/companies?limit=100&offset=${offset}`);
    for (const { symbol } of page.companies) {
      const statements = await apiGet<{ splits?: unknown[] }>(`/companies/${encodeURIComponent(symbol)}/statements`);
      if ((statements.splits ?? []).length > 0) return symbol;
    }
  }
  throw new Error('no demo stock has a stock split');
}

/** A fund symbol of the demo market. */
export async function aFundSymbol(): Promise<string> {
  const funds = await apiGet<{ funds: { symbol: string }[] }>('/funds?limit=5');
  const fund = funds.funds[0];
  if (!fund) throw new Error('the demo market has no fund');
  return fund.symbol;
}

/** Scrolls to the bottom of the page. */
export async function scrollToBottom(page: Page): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
}

/** Waits until the page's address matches. */
export async function waitForPath(page: Page, pattern: RegExp): Promise<void> {
  await page.waitForURL((url) => pattern.test(url.pathname + url.search));
}

/** `count` stock symbols of the demo market in alphabetical order (only symbols the market knows can be favourited or hidden). */
export async function stockSymbols(count: number): Promise<string[]> {
  const page = await apiGet<{ companies: { symbol: string }[] }>(`/companies?limit=${count}`);
  const symbols = page.companies.map((company) => company.symbol).sort();
  if (symbols.length < count) throw new Error(`the demo market has fewer than ${count} stocks`);
  return symbols;
}
