/**
 * Other companies a question compares the asked one with:
 * - by ticker ('Compare revenue with MSFT', 'How did net income compare with ARCX's?'): a word of
 *   two to five capital letters written after the comparing word, standing alone ('SG&A' and 'S&P'
 *   are no tickers), that is neither the asked company's ticker nor a financial or other common
 *   abbreviation;
 * - by name ('Compare net income with Microsoft's'): up to three capitalised words right after
 *   'compare with', 'versus' or 'against', none of them the asked company's own name, a region or a period.
 * The answerer looks both up in the market (compared-companies.ts).
 */
import { mayNameCompany } from './other-company';

const ABBREVIATIONS = new Set(
  (
    'AI AP AR ARR CAD CAGR CAPEX CEO CFO CHF COGS COO CTO DCF EBIT EBITDA EPS ESG ETF EU EUR EV FCF FX FY GAAP GBP GM ' +
    'HQ IFRS II III IPO IRR IRS IT IV IX JPY LTM MD MRQ NI NOL NPV NRR OCF OI OK OPEX PE PEG PPE QOQ ROA ROE ROI ROIC SBC SEC SGA ' +
    'TTM UK US USA USD VI VII VIII YOY YTD ' +
    // Economic and market measures a figure is compared with: no company.
    'CPI ECB FED FOMC GDP NDX PCE PMI PPI SPX SPY'
  ).split(' '),
);
const COMPARES = /\b(?:compar\w*|versus|vs\.?|against|relative to|than)\b/i;
/** Two to five capitals standing alone: not a letter of 'SG&A', 'S&P' or 'P/E'. */
const TICKER = /(?<![\w&/])[A-Z]{2,5}(?:\.[A-Z])?(?![\w&/])/g;
/** The comparing words a company is named right after: 'compare (revenue) with/to', 'versus', 'vs', 'against'. */
const COMPARED_WITH = String.raw`\b(?:[Cc]ompar\w*(?:\s+[a-z][\w'’-]*){0,4}?\s+(?:with|to)|[Vv]ersus|[Vv]s\.?|[Aa]gainst)\s+`;
/** A capitalised word of a name: 'Amazon.com' and 'AT&T' whole, a sentence's closing full stop not. */
const NAME_WORD = String.raw`[A-Z][\w&-]*(?:\.[\w&-]+)*(?:['’]s)?`;
const NAMED_AFTER = new RegExp(`${COMPARED_WITH}(${NAME_WORD}(?:\\s+${NAME_WORD}){0,2})`, 'g');
const TICKER_AFTER = new RegExp(`${COMPARED_WITH}([A-Z]{2,5}(?:\\.[A-Z])?)(?![\\w&/])`, 'g');
const MONTHS = /^(?:January|February|March|April|May|June|July|August|September|October|November|December|Q[1-4]|FY\d*)$/;

/**
 * The tickers written right after 'compare with', 'versus' or 'against' ('compare with ZZZQ'): those
 * the question surely means as a company, so an answer says when it finds none of its statements.
 */
export function tickersNamedAfterComparing(question: string): string[] {
  if (question === question.toUpperCase()) return [];
  return [...question.matchAll(TICKER_AFTER)].map((match) => match[1] ?? '').filter((word) => !ABBREVIATIONS.has(word));
}

/** The tickers of other companies the question compares with (two at most), written after the comparing word. */
export function tickersComparedWith(question: string, ownSymbol: string): string[] {
  // A question written in capitals names no ticker by its capitals.
  if (question === question.toUpperCase()) return [];
  const compares = COMPARES.exec(question);
  if (!compares) return [];
  const words = question.slice(compares.index).match(TICKER) ?? [];
  return [...new Set(words)].filter((word) => word !== ownSymbol.toUpperCase() && !ABBREVIATIONS.has(word)).slice(0, 2);
}

/**
 * The names of other companies the question compares with ('Microsoft', 'Arda Holdings'), as
 * written right after the comparing words, without a possessive; a ticker, a month or a period,
 * and a word of the asked company's own name are none.
 */
export function namesComparedWith(question: string, ownName: string): string[] {
  const own = new Set(ownName.toLowerCase().match(/[a-z0-9&]+/g) ?? []);
  const names = [...question.matchAll(NAMED_AFTER)].map((match) => {
    const words = (match[1] ?? '').split(/\s+/).map((word) => word.replace(/['’]s$/, ''));
    const kept: string[] = [];
    for (const word of words) {
      if (MONTHS.test(word) || own.has(word.toLowerCase()) || /^[A-Z0-9.&-]+$/.test(word)) break;
      kept.push(word);
    }
    return kept.join(' ');
  });
  return [...new Set(names.filter((name) => name.length > 1 && mayNameCompany(name)))].slice(0, 2);
}
