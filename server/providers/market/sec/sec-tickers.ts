/** company_tickers.json → ticker to CIK lookup and a simple company search. */
import { isRow, num, str } from '../parse';
import { providerError } from '../provider-http';
import type { ProviderSearchResult } from '../types';

export interface SecCompany {
  cik: number;
  ticker: string;
  title: string;
}

/** SEC writes share classes with a dash (BRK-B) where others use a dot (BRK.B). */
export function secTicker(symbol: string): string {
  return symbol.trim().toUpperCase().replace(/\./g, '-');
}

/** The ten-digit, zero-padded CIK used in data.sec.gov paths. */
export function paddedCik(cik: number): string {
  return String(cik).padStart(10, '0');
}

export function parseCompanyTickers(body: unknown): SecCompany[] {
  if (!isRow(body)) throw providerError('sec', 'bad_response', 'company_tickers.json is not an object');
  const companies: SecCompany[] = [];
  for (const entry of Object.values(body)) {
    if (!isRow(entry)) continue;
    const cik = num(entry.cik_str);
    const ticker = str(entry.ticker);
    if (cik !== null && ticker !== null) companies.push({ cik, ticker: ticker.toUpperCase(), title: str(entry.title) ?? ticker });
  }
  return companies;
}

export function findCompany(companies: SecCompany[], symbol: string): SecCompany {
  const ticker = secTicker(symbol);
  const company = companies.find((candidate) => candidate.ticker === ticker);
  if (!company) throw providerError('sec', 'not_found', `has no company with ticker '${symbol}'`);
  return company;
}

/** Exact ticker first, then tickers starting with the query, then names containing it. */
export function searchCompanies(companies: SecCompany[], query: string, limit: number): ProviderSearchResult[] {
  const ticker = secTicker(query);
  const words = query.trim().toLowerCase();
  const rank = (company: SecCompany): number => {
    if (company.ticker === ticker) return 0;
    if (company.ticker.startsWith(ticker)) return 1;
    return company.title.toLowerCase().includes(words) ? 2 : 3;
  };
  return companies
    .map((company) => ({ company, rank: rank(company) }))
    .filter(({ rank }) => rank < 3)
    .sort((a, b) => a.rank - b.rank || a.company.ticker.localeCompare(b.company.ticker))
    .slice(0, limit)
    .map(({ company }) => ({ symbol: company.ticker, name: company.title, type: 'stock' as const, exchange: null }));
}
