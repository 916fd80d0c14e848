/**
 * Questions the stored data cannot answer as asked: forecasts (the data is historical; a fiscal
 * year after the last stored one is a forecast too), quarterly figures when the company's
 * statements hold no quarters (with them, a question about a quarter or the trailing twelve
 * months is answered from them), investment advice, and questions about another company than the
 * one asked about.
 * Both AI providers use this: the offline engine declines and says what it can give instead; the
 * model is told to.
 */
import { metricsAskedFor, yearsAskedFor } from './metric-catalog';
import { namesCompany, namesOwnCompany, otherCompanyNamed } from './other-company';
import { asksAboutQuarters, QUARTERLY } from './fiscal-quarters';

export type OutOfScope = 'forecast' | 'quarterly' | 'advice' | 'other_company';

const ADVICE =
  /\bshould (?:i|we|one|investors?|people|you)\b|\b(?:buy|sell|hold|short)(?:ing)? (?:the |its |this |a )?(?:stock|shares?)\b|\b(?:a|strong|good) (?:buy|sell)\b|\bgood (?:investment|buy|time to (?:buy|sell|invest))\b|\binvest(?:ing)? in\b|\bworth (?:buying|investing|owning)\b|\b(?:under|over)valued\b|\brecommend\w*\b|\bworr(?:y|ied|ying)\b|\b(?:bullish|bearish)\b|\bsafe (?:investment|bet|stock)\b/i;
const FUTURE =
  /\bwill\b|\bgoing to\b|\bforecast\w*|\bpredict\w*|\bprojections?\b|\bprojected\b|\bexpected to\b|\bexpect\b|\boutlook\b|\bguidance\b|(?<!accounting |critical )\bestimat(?:e|es|ed|ing)\b(?! useful)|\bnext (?:year|quarter|fiscal year|twelve months|12 months)\b|\bcoming (?:year|quarter)s?\b|\b(?:price|target) (?:target|price)\b|(?<!trailing |last |past )\b(?:12|twelve)[- ]months?\b/i;
const FINANCIAL =
  /\b(?:price|stock|shares?|valuation|market cap\w*|dividends?|revenue|sales|earnings|profits?|income|eps|margins?|growth|cash ?flow)\b/i;
/** A year named as a fiscal year ("FY2026", "fiscal 2026"), not a maturity ("notes due 2042"). */
const FISCAL_YEAR_NAMED = /\b(?:fy\s?'?|fiscal (?:year )?)(?:(?:19|20)\d{2}|\d{2})\b/i;
const MATURITY = /\b(?:due|matur\w*|expir\w*|through|until)\b/i;

export interface ScopeContext {
  /** The newest fiscal year the statements hold: a later year asked for is a forecast. */
  lastStoredYear?: number;
  /** The fiscal year of the newest quarter the statements hold; absent when they hold no quarters (a quarterly question is then declined). */
  lastStoredQuarterYear?: number;
  /** The company the question is asked about: another company named is out of scope. */
  companyName?: string;
  symbol?: string;
  /** The companies the question compares with, found in the market: naming one keeps the question in scope. */
  compared?: ReadonlyArray<{ companyName: string; symbol: string }>;
}

/** The scope of an answer context: its company, and the newest fiscal year (and quarter's year) its statements hold. */
export function scopeOf(context: {
  companyName: string;
  symbol: string;
  facts: ReadonlyArray<{ fiscalYear: number }>;
  periodFacts?: ReadonlyArray<{ fiscalYear: number }>;
  peers?: ReadonlyArray<{ companyName: string; symbol: string }>;
}): ScopeContext {
  const years = context.facts.map((fact) => fact.fiscalYear);
  const quarterYears = (context.periodFacts ?? []).map((fact) => fact.fiscalYear);
  return {
    ...(years.length > 0 ? { lastStoredYear: Math.max(...years) } : {}),
    ...(quarterYears.length > 0 ? { lastStoredQuarterYear: Math.max(...quarterYears) } : {}),
    ...(context.symbol ? { companyName: context.companyName, symbol: context.symbol } : {}),
    ...(context.peers?.length ? { compared: context.peers.map(({ companyName, symbol }) => ({ companyName, symbol })) } : {}),
  };
}

/** Words for the most recent period ('current' alone names balance-sheet lines and ratios, not a period). */
const RECENT = /\b(?:latest|most recent|recent(?:ly)?|current (?:quarter|period)|so far this year|year to date)\b/i;

/**
 * Whether a question is about a quarter or the most recent period, naming no fiscal year: its
 * answer also reads the latest 10-Q.
 */
export function asksAboutRecentPeriod(question: string): boolean {
  if (yearsAskedFor(question).years.length > 0) return false;
  return QUARTERLY.test(question) || RECENT.test(question);
}

/** Why a question is out of the stored data's scope, or null when it is not. */
export function outOfScope(question: string, scope: ScopeContext = {}): OutOfScope | null {
  const financial = FINANCIAL.test(question) || metricsAskedFor(question).length > 0;
  if (scope.companyName !== undefined && asksAboutOtherCompany(question, { ...scope, companyName: scope.companyName }, financial))
    return 'other_company';
  if (ADVICE.test(question)) return 'advice';
  const quarterly = asksAboutQuarters(question);
  if (quarterly && scope.lastStoredQuarterYear === undefined) return 'quarterly';
  if (FUTURE.test(question) && financial) return 'forecast';
  // A quarter of the year in progress is stored before the year's annual report.
  const lastYear = quarterly ? Math.max(scope.lastStoredQuarterYear ?? 0, scope.lastStoredYear ?? 0) : scope.lastStoredYear;
  if (lastYear !== undefined && asksForLaterYear(question, lastYear, financial)) return 'forecast';
  return null;
}

/**
 * Another company named: out of scope when a figure is asked (it would get the asked company's
 * figures) or when the asked company is not named at all; "How does Apple compete with Samsung?"
 * stays a question about the asked company's 10-K, and a company compared with whose statements
 * were found is answered with them.
 */
function asksAboutOtherCompany(question: string, scope: ScopeContext & { companyName: string }, financial: boolean): boolean {
  const { companyName, symbol = '', compared = [] } = scope;
  const other = otherCompanyNamed(question, companyName, symbol);
  if (!other || compared.some((peer) => namesCompany(other, peer.companyName, peer.symbol))) return false;
  return financial || !namesOwnCompany(question, companyName, symbol);
}

/** A fiscal year after the last stored one, named as a fiscal year or with a figure asked for. */
function asksForLaterYear(question: string, lastStoredYear: number, financial: boolean): boolean {
  if (!yearsAskedFor(question).years.some((year) => year > lastStoredYear)) return false;
  return FISCAL_YEAR_NAMED.test(question) || (financial && !MATURITY.test(question));
}

/** What an answer to such a question says first: that it cannot, and what it gives instead. */
export const SCOPE_NOTES: Record<OutOfScope, string> = {
  forecast:
    'I cannot forecast: the stored data is historical (annual statements, 10-K and 10-Q filings), and no figure below is a prediction. What I can give instead is the latest reported annual figure; ask about the outlook or the risks to read what the filings say.',
  quarterly:
    'I cannot give quarterly figures: the stored statements are annual (fiscal years). What I can give instead is the latest annual figure, below, labelled with its fiscal year.',
  advice:
    'I cannot give investment advice or recommend buying or selling. What I can give instead are the reported figures and filing passages to judge it yourself: ask about revenue growth, margins, debt, cash flow or the risk factors.',
  other_company:
    'I cannot answer about another company here: this conversation holds only the stored statements and filings (10-K and 10-Q) of the company it is about, so I give no figure or quote for the company you named. Ask from that company’s own Ask AI tab.',
};

/** The quarterly note when no annual figure was asked for but the latest 10-Q speaks to the question. */
export const QUARTERLY_FROM_10Q_NOTE =
  'I cannot give quarterly figures: the stored statements are annual (fiscal years). What I can give instead is what the latest quarterly report (10-Q) says, below.';
