/**
 * The AI evaluation's questions about Logistic Properties of the Americas (LPA), a foreign private
 * issuer that files 20-F with IFRS (`ifrs-full`) facts in US dollars, answered from its real XBRL
 * company facts as SEC EDGAR serves them (tests/fixtures/sec-lpa). Its fiscal year is the calendar
 * year and it files no quarterly reports.
 *
 * Every figure below was read by hand from the company facts (ifrs-full tag, the 20-F that
 * reports it, in dollars):
 *
 * - Revenue 2023 / 2024: 39,436,343 / 43,862,372 (2022: 31,983,567).
 * - ProfitLossAttributableToOwnersOfParent 2023 / 2024: 3,139,333 / −29,285,428 (ProfitLoss,
 *   including non-controlling interests, 7,156,005 / −19,426,051).
 * - ProfitLossFromOperatingActivities 2023 / 2024: 34,184,829 / 36,606,814; ProfitLossBeforeTax
 *   2024 −9,863,991; IncomeTaxExpenseContinuingOperations 2024 9,562,060; FinanceCosts 2024
 *   22,642,028; DilutedEarningsLossPerShare 2024 −0.94.
 * - At 31 December 2024: Assets 607,019,578; Liabilities 336,218,160; Equity 270,801,418 (of which
 *   attributable to owners of the parent 228,964,876); CashAndCashEquivalents 28,827,347;
 *   CurrentPortionOfLongtermBorrowings 12,636,821 and LongtermBorrowings 265,885,799, so total debt
 *   278,522,620 and net debt (common/derived-figures.ts) 278,522,620 − 28,827,347 = 249,695,273. (Its
 *   Borrowings fact, 267,216,692, is another total the 20-F gives; the statements' debt lines are the
 *   two above.)
 * - CashFlowsFromUsedInOperations 2024: 19,391,563 (it tags no CashFlowsFromUsedInOperatingActivities).
 *
 * Written as an analyst would ask them, before the engine was run on them; never reword one to suit
 * the engine.
 */
import type { EvalQuestion, ExpectedFigure } from './apple-fy2024-questions';

/** An amount in dollars, as the 20-F's facts give it. */
const usd = (value: number): ExpectedFigure => ({ value, unit: 'money' });
const ratio = (fraction: number): ExpectedFigure => ({ value: fraction, unit: 'percent' });

export const LPA_QUESTIONS: readonly EvalQuestion[] = [
  // Metrics.
  { id: 'lp-m-revenue', category: 'metric', question: 'What was LPA’s revenue in 2024?', figures: [usd(43_862_372)] },
  { id: 'lp-m-revenue-2023', category: 'metric', question: 'What were revenues in 2023?', figures: [usd(39_436_343)] },
  {
    id: 'lp-m-net-income',
    category: 'metric',
    question: 'What was the profit attributable to owners of the parent in 2024?',
    figures: [usd(-29_285_428)],
  },
  { id: 'lp-m-operating', category: 'metric', question: 'What was operating profit in 2024?', figures: [usd(36_606_814)] },
  { id: 'lp-m-assets', category: 'metric', question: 'What were total assets at the end of 2024?', figures: [usd(607_019_578)] },
  {
    id: 'lp-m-cash',
    category: 'metric',
    question: 'How much cash and cash equivalents did LPA hold at the end of 2024?',
    figures: [usd(28_827_347)],
  },
  { id: 'lp-m-ocf', category: 'metric', question: 'What was cash from operations in 2024?', figures: [usd(19_391_563)] },
  { id: 'lp-m-tax', category: 'metric', question: 'What was the income tax expense in 2024?', figures: [usd(9_562_060)] },
  { id: 'lp-m-eps', category: 'metric', question: 'What were diluted earnings per share in 2024?', figures: [usd(-0.94)] },
  // Derived and compared.
  {
    id: 'lp-d-operating-margin',
    category: 'derived',
    question: 'What was LPA’s operating margin in 2024?',
    figures: [ratio(36_606_814 / 43_862_372)],
  },
  {
    id: 'lp-d-net-debt',
    category: 'derived',
    question: 'What was net debt at the end of 2024?',
    figures: [usd(12_636_821 + 265_885_799 - 28_827_347)],
  },
  {
    id: 'lp-c-growth',
    category: 'comparison',
    question: 'How much did revenue grow in 2024?',
    figures: [ratio(43_862_372 / 39_436_343 - 1)],
  },
  {
    id: 'lp-c-net-income',
    category: 'comparison',
    question: 'How did net income change from 2023 to 2024?',
    figures: [usd(3_139_333), usd(-29_285_428)],
  },
  {
    id: 'lp-j-debt',
    category: 'judgement',
    // Borrowings of 278.5M against cash of 28.8M: net debt 249.7M.
    question: 'Does LPA have too much debt?',
    figures: [usd(12_636_821 + 265_885_799 - 28_827_347)],
    conclusion: /net debt/i,
  },
  // A 20-F filer reports no quarters: the answer must say it cannot give one (a decline; an annual
  // figure it offers instead must be labelled as not quarterly).
  { id: 'lp-x-quarter', category: 'decline', question: 'What was LPA’s revenue last quarter?' },
  // A follow-up: revenue 2022, 31,983,567.
  {
    id: 'lp-f-year',
    category: 'follow_up',
    conversation: ['What was LPA’s revenue in 2024?'],
    question: 'and in 2022?',
    figures: [usd(31_983_567)],
  },
  { id: 'lp-x-buy', category: 'decline', question: 'Is LPA stock a buy?' },
];
