/** company_tickers.json → ticker to CIK lookup and a simple company search. */
import { isRow, num, str } from '../parse';
import { providerError } from '../provider-http';
import type { ProviderSearchResult } from '../types';

export interface SecCompany {
  cik: number;
  ticker: string;
  title: string;
  /** The exchange company_tickers_exchange.json names (Nasdaq, NYSE, OTC, CBOE), when that list was read. */
  exchange?: string | null;
}

/** SEC writes share classes with a dash (BRK-B) where others use a dot (BRK.B). */
function secTicker(symbol: string): string {
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

/**
 * company_tickers_exchange.json: `{ fields: ['cik', 'name', 'ticker', 'exchange'], data: [[...], ...] }`,
 * the same companies as company_tickers.json with the exchange each ticker trades on.
 */
export function parseCompanyTickersExchange(body: unknown): SecCompany[] {
  if (!isRow(body) || !Array.isArray(body.fields) || !Array.isArray(body.data)) {
    throw providerError('sec', 'bad_response', 'company_tickers_exchange.json is not {fields, data}');
  }
  const column = (name: string) => (body.fields as unknown[]).indexOf(name);
  const [cikAt, nameAt, tickerAt, exchangeAt] = [column('cik'), column('name'), column('ticker'), column('exchange')];
  const companies: SecCompany[] = [];
  for (const entry of body.data) {
    if (!Array.isArray(entry)) continue;
    const cik = num(entry[cikAt]);
    const ticker = str(entry[tickerAt]);
    if (cik === null || ticker === null) continue;
    companies.push({ cik, ticker: ticker.toUpperCase(), title: str(entry[nameAt]) ?? ticker, exchange: str(entry[exchangeAt]) });
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
    .map(({ company }) => ({ symbol: company.ticker, name: company.title, type: 'stock' as const, exchange: company.exchange ?? null }));
}
