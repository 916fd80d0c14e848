/**
 * Another company a question compares the asked one with, named by its ticker ('Compare revenue
 * with MSFT', 'How did net income compare with ARCX's?'): a word of two to five capital letters
 * written after the comparing word, standing alone ('SG&A' and 'S&P' are no tickers), that is
 * neither the asked company's ticker nor a financial or other common abbreviation. The answerer
 * keeps those the market knows, and answers with both companies' stored figures.
 */

const ABBREVIATIONS = new Set(
  (
    'AI AP AR ARR CAD CAGR CAPEX CEO CFO CHF COGS COO CTO DCF EBIT EBITDA EPS ESG ETF EU EUR EV FCF FX FY GAAP GBP GM ' +
    'HQ IFRS II III IPO IRR IRS IT IV IX JPY LTM MD MRQ NI NOL NPV NRR OCF OI OK OPEX PE PEG PPE QOQ ROA ROE ROI ROIC SBC SEC SGA ' +
    'TTM UK US USA USD VI VII VIII YOY YTD'
  ).split(' '),
);
const COMPARES = /\b(?:compar\w*|versus|vs\.?|against|relative to|than)\b/i;
/** Two to five capitals standing alone: not a letter of 'SG&A', 'S&P' or 'P/E'. */
const TICKER = /(?<![\w&/])[A-Z]{2,5}(?:\.[A-Z])?(?![\w&/])/g;

/** The tickers of other companies the question compares with (two at most), written after the comparing word. */
export function tickersComparedWith(question: string, ownSymbol: string): string[] {
  const compares = COMPARES.exec(question);
  if (!compares) return [];
  const words = question.slice(compares.index).match(TICKER) ?? [];
  return [...new Set(words)].filter((word) => word !== ownSymbol.toUpperCase() && !ABBREVIATIONS.has(word)).slice(0, 2);
}
