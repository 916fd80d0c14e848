/**
 * Questions the stored data cannot answer as asked: forecasts (the data is historical),
 * quarterly figures (the statements are annual) and investment advice. Both AI providers use
 * this: the offline engine declines and says what it can give instead; the model is told to.
 */
import { metricsAskedFor } from './metric-catalog';

export type OutOfScope = 'forecast' | 'quarterly' | 'advice';

const ADVICE =
  /\bshould (?:i|we|one)\b|\b(?:buy|sell|hold|short)(?:ing)? (?:the |its |this |a )?(?:stock|shares?)\b|\bgood (?:investment|buy|time to (?:buy|sell|invest))\b|\binvest(?:ing)? in\b|\bworth (?:buying|investing|owning)\b|\b(?:under|over)valued\b|\brecommend\w*\b/i;
const FUTURE = /\bwill\b|\bgoing to\b|\bforecast\w*|\bpredict\w*|\bprojections?\b|\bexpected to\b|\bnext (?:year|quarter|fiscal year|twelve months|12 months)\b|\bcoming (?:year|quarter)s?\b|\bprice target\b/i;
const FINANCIAL = /\b(?:price|stock|shares?|valuation|market cap\w*|dividends?|revenue|sales|earnings|profits?|income|eps|margins?|growth|cash ?flow)\b/i;
const QUARTERLY = /\b(?:last|this|previous|latest|most recent|next|current|prior|fourth|third|second|first) quarter\b|\bq[1-4]\b|\bquarterly\b|\bthree months ended\b/i;

/** Why a question is out of the stored data's scope, or null when it is not. */
export function outOfScope(question: string): OutOfScope | null {
  if (ADVICE.test(question)) return 'advice';
  if (QUARTERLY.test(question)) return 'quarterly';
  if (FUTURE.test(question) && (FINANCIAL.test(question) || metricsAskedFor(question).length > 0)) return 'forecast';
  return null;
}

/** What an answer to such a question says first: that it cannot, and what it gives instead. */
export const SCOPE_NOTES: Record<OutOfScope, string> = {
  forecast:
    'I cannot forecast: the stored data is historical (annual statements and 10-K filings), and no figure below is a prediction. What I can give instead is the latest reported annual figure and what the 10-K says about outlook and risks.',
  quarterly:
    'I cannot give quarterly figures: the stored statements are annual (fiscal years). What I can give instead is the latest annual figure, below, labelled with its fiscal year.',
  advice:
    'I cannot give investment advice or recommend buying or selling. What I can give instead are the reported figures and 10-K passages to judge it yourself: ask about revenue growth, margins, debt, cash flow or the risk factors.',
};
