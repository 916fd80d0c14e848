/**
 * Another company a question compares the asked one with, named by its ticker ('Compare revenue
 * with MSFT', 'How did net income compare with ARCX's?'): a word of one to five capital letters
 * that is neither the asked company's ticker nor a financial or other common abbreviation, in a
 * question that compares. The answerer keeps those the market knows, and answers with both
 * companies' stored figures.
 */

const ABBREVIATIONS = new Set(
  (
    'A I AI AP AR ARR CAD CAGR CAPEX CEO CFO CHF COGS COO CTO D DCF E EBIT EBITDA EPS ESG ETF EU EUR EV FCF FY GAAP GBP ' +
    'H HQ IFRS II III IPO IRR IRS IT IV IX JPY LTM M MD NOL NPV NRR OCF OK P PE PEG Q QOQ R ROA ROE ROI ROIC SBC SEC SGA TTM UK US USA USD V VI VII VIII X YOY'
  ).split(' '),
);
const COMPARES = /\b(?:compar\w*|versus|vs\.?|against|relative to|than)\b/i;

/** The tickers of other companies the question compares with (two at most), in the order written. */
export function tickersComparedWith(question: string, ownSymbol: string): string[] {
  if (!COMPARES.test(question)) return [];
  const words = question.match(/\b[A-Z]{1,5}(?:\.[A-Z])?\b/g) ?? [];
  return [...new Set(words)].filter((word) => word !== ownSymbol.toUpperCase() && !ABBREVIATIONS.has(word)).slice(0, 2);
}
