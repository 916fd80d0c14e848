/**
 * The company facts the app shows on a stock page (CEO and executives, employees, sector,
 * industry, exchange, price, P/E, market cap, last dividend, 52-week range) as facts the AI can
 * answer and cite: each cites the company page, as of the time it was read.
 */
import { fxRateText, fxRateTextValue } from '../../../common/fx-rate-text';
import type { Citation, FxRate } from '../../../generated/model';
import { formatMoney, formatPerShare } from './engines/fact-format';
import type { CompanyFact } from './engines/types';

/** What the AI reads of GET /companies/{symbol}. */
export interface CompanySnapshot {
  companyName: string;
  profile: { ceo?: string | null; sector?: string | null; industry?: string | null; exchange?: string | null; currency?: string | null };
  employees?: number | null;
  executives: Array<{ name: string; title?: string | null }>;
  price?: number | null;
  pe?: number | null;
  marketCap?: number | null;
  /** The statements' currency, and the dated rates a P/E of statements in another currency than the price used. */
  reportingCurrency?: string | null;
  fxRates?: FxRate[];
  lastDividend?: number | null;
  weekRange52?: string | null;
  source?: { asOf?: string | null } | null;
}

function peRates(company: CompanySnapshot, trading: string): FxRate[] {
  const reporting = company.reportingCurrency?.toUpperCase();
  if (company.pe == null || !reporting || reporting === trading.toUpperCase()) return [];
  return (company.fxRates ?? []).filter((rate) => rate.currency === reporting || rate.currency === trading.toUpperCase());
}

export function companyFactsOf(symbol: string, company: CompanySnapshot, readAt: string): CompanyFact[] {
  const asOf = company.source?.asOf ?? readAt;
  const currency = company.profile.currency ?? 'USD';
  const facts: CompanyFact[] = [];
  const amounts = new Set(['price', 'marketCap', 'lastDividend', 'yearLow', 'yearHigh']);
  const add = (key: string, label: string, text: string | null | undefined, value?: number) => {
    if (!text) return;
    const citation: Citation = {
      kind: 'company',
      label: `Company page, ${label} (as of ${asOf.slice(0, 10)})`,
      href: `/stock/${encodeURIComponent(symbol)}`,
      lineItem: key,
      period: asOf,
    };
    facts.push({ key, label, text, ...(value === undefined ? {} : { value }), ...(amounts.has(key) ? { currency } : {}), citation });
  };
  // Prices, the market cap and the dividend are in the trading currency, written as the screens write it.
  const money = (value: number | null | undefined) => (value == null ? null : formatMoney(value, currency));
  const perShare = (value: number | null | undefined) => (value == null ? null : formatPerShare(value, currency));
  add('ceo', 'CEO', company.profile.ceo);
  const executives = company.executives.slice(0, 8).map((e) => (e.title ? `${e.name} (${e.title})` : e.name));
  add('executives', 'Executives', executives.length > 0 ? executives.join('; ') : null);
  add(
    'employees',
    'Employees',
    company.employees == null ? null : company.employees.toLocaleString('en-US'),
    company.employees ?? undefined,
  );
  add('sector', 'Sector', company.profile.sector);
  add('industry', 'Industry', company.profile.industry);
  add('exchange', 'Exchange', company.profile.exchange);
  add('price', 'Share price', perShare(company.price), company.price ?? undefined);
  add('pe', 'P/E ratio', company.pe == null ? null : company.pe.toFixed(2), company.pe ?? undefined);
  // A P/E whose EPS was converted into the trading currency says with which rate, of which day.
  for (const rate of peRates(company, currency))
    add(`fxRate:${rate.currency}`, `Exchange rate used for the P/E (${rate.currency})`, fxRateText(rate), fxRateTextValue(rate));
  add('marketCap', 'Market cap', money(company.marketCap), company.marketCap ?? undefined);
  add('lastDividend', 'Last dividend per share', perShare(company.lastDividend), company.lastDividend ?? undefined);
  const [low, high] = (company.weekRange52 ?? '').split('-').map(Number);
  if (low !== undefined && high !== undefined && Number.isFinite(low) && Number.isFinite(high) && company.weekRange52) {
    add('yearLow', '52-week low', perShare(low), low);
    add('yearHigh', '52-week high', perShare(high), high);
  }
  return facts;
}
