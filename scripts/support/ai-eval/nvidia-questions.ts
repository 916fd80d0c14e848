/**
 * The AI evaluation's questions about NVIDIA, answered from its real XBRL company facts as SEC EDGAR
 * serves them (tests/fixtures/sec-nvidia: companyfacts and submissions of CIK 0001045810, unchanged). No
 * FY2025 10-K (accession 0001045810-25-000023, ../shared/recorded/filings/nvda-10k-2025-01-26.htm)
 * answers the text and segment questions; its other 10-Ks are not recorded.
 *
 * NVIDIA's fiscal year ends on the last Sunday of January: fiscal 2025 ran from 29 January 2024 to
 * 26 January 2025 (the quarterly statements label its quarters FY2025 Q1-Q4, ending 28 April, 28
 * July, 27 October 2024 and 26 January 2025). Every figure below was read by hand from the company
 * facts (us-gaap tag, the 10-K or 10-Q that reports it, $M unless written otherwise):
 *
 * - Revenues, FY2023 / FY2024 / FY2025 / FY2026: 26,974 / 60,922 / 130,497 / 215,938 (10-Ks, the
 *   periods ending 2023-01-29, 2024-01-28, 2025-01-26, 2026-01-25).
 * - NetIncomeLoss: 4,368 / 29,760 / 72,880 / 120,067; GrossProfit: 15,356 / 44,301 / 97,858 / 153,463;
 *   OperatingIncomeLoss: 4,224 / 32,972 / 81,453 / 130,387.
 * - ResearchAndDevelopmentExpense FY2025 12,914; IncomeTaxExpenseBenefit FY2025 11,146; income
 *   before income taxes (IncomeLossFromContinuingOperationsBefore…) FY2025 84,026.
 * - NetCashProvidedByUsedInOperatingActivities FY2025 64,089, FY2026 102,718;
 *   PaymentsToAcquireProductiveAssets (NVIDIA's capital expenditure line) FY2025 3,236, FY2026 6,042.
 * - StockholdersEquity at 2025-01-26: 79,327.
 * - EarningsPerShareDiluted: NVIDIA split its stock 4-for-1 in July 2021 and 10-for-1 in June 2024,
 *   so per-share figures are in today's shares. FY2025 2.94 (FY2025 10-K, after both splits). FY2024
 *   11.93 as first reported (FY2024 10-K), 1.19 as restated in the FY2025 10-K (11.93 / 10 = 1.193).
 *   FY2022 3.85 in the FY2022 10-K (already after the 2021 split), so 3.85 / 10 = 0.385 in today's shares.
 * - Quarters (Revenues, 10-Qs): FY2025 Q1-Q3 26,044 / 30,040 / 35,082, so Q4 = 130,497 − 91,166 =
 *   39,331; FY2026 Q1-Q3 44,062 / 46,743 / 57,006, so Q4 = 215,938 − 147,811 = 68,127; FY2027 Q1 (ended
 *   26 April 2026, the newest stored) 81,615. NetIncomeLoss FY2026 Q2 26,422. GrossProfit FY2027 Q1 61,157.
 *
 * - Segments and markets, FY2025 (the 10-K's inline XBRL, us-gaap:Revenues and OperatingIncomeLoss by
 *   member): Compute & Networking revenue 116,193, operating income 82,875; Graphics revenue 14,304;
 *   Data Center 115,186; Gaming 11,350; Automotive 1,694; China (including Hong Kong) 17,108.
 *
 * Written as an analyst would ask them, before the engine was run on them; never reword one to suit
 * the engine.
 */
import { type EvalQuestion, type ExpectedFigure, money, percent } from './apple-fy2024-questions';

/** A per-share amount, in dollars. */
const dollars = (value: number): ExpectedFigure => ({ value, unit: 'money' });

export const NVIDIA_QUESTIONS: readonly EvalQuestion[] = [
  // Metrics: one statement line of one fiscal year.
  // Revenues FY2025 (10-K, 2024-01-29 to 2025-01-26): 130,497.
  { id: 'nv-m-revenue', category: 'metric', question: 'What was NVIDIA’s total revenue for fiscal year 2025?', figures: [money(130_497)] },
  // Revenues FY2026 (10-K, to 2026-01-25): 215,938.
  {
    id: 'nv-m-revenue-2026',
    category: 'metric',
    question: 'How much revenue did NVIDIA report in fiscal 2026?',
    figures: [money(215_938)],
  },
  // NetIncomeLoss FY2025: 72,880.
  { id: 'nv-m-net-income', category: 'metric', question: 'What was NVIDIA’s net income in fiscal 2025?', figures: [money(72_880)] },
  // EarningsPerShareDiluted FY2025: 2.94 (after the June 2024 split).
  { id: 'nv-m-eps', category: 'metric', question: 'What was NVIDIA’s diluted EPS for fiscal 2025?', figures: [dollars(2.94)] },
  // EarningsPerShareDiluted FY2022: 3.85 as reported; ÷ 10 for the 2024 split = 0.385.
  {
    id: 'nv-m-eps-2022',
    category: 'metric',
    question: 'What were NVIDIA’s diluted earnings per share in fiscal 2022, adjusted for stock splits?',
    figures: [dollars(3.85 / 10)],
  },
  // ResearchAndDevelopmentExpense FY2025: 12,914.
  {
    id: 'nv-m-rnd',
    category: 'metric',
    question: 'How much did NVIDIA spend on research and development in FY2025?',
    figures: [money(12_914)],
  },
  // NetCashProvidedByUsedInOperatingActivities FY2025: 64,089.
  {
    id: 'nv-m-operating-cash',
    category: 'metric',
    question: 'What was NVIDIA’s cash flow from operations in fiscal 2025?',
    figures: [money(64_089)],
  },
  // PaymentsToAcquireProductiveAssets FY2025: 3,236.
  {
    id: 'nv-m-capex',
    category: 'metric',
    question: 'How much did NVIDIA spend on capital expenditures in fiscal 2025?',
    figures: [money(3_236)],
  },
  // StockholdersEquity at 2025-01-26: 79,327.
  {
    id: 'nv-m-equity',
    category: 'metric',
    question: 'What was NVIDIA’s shareholders’ equity at the end of fiscal 2025?',
    figures: [money(79_327)],
  },

  // Derived figures (common/derived-figures.ts definitions).
  // Gross margin FY2025: 97,858 / 130,497 = 0.7499 (75.0%).
  {
    id: 'nv-d-gross-margin',
    category: 'derived',
    question: 'What was NVIDIA’s gross margin in fiscal 2025?',
    figures: [percent(97_858 / 130_497)],
  },
  // Operating margin FY2026: 130,387 / 215,938 = 0.6038 (60.4%).
  {
    id: 'nv-d-operating-margin',
    category: 'derived',
    question: 'What was NVIDIA’s operating margin in fiscal 2026?',
    figures: [percent(130_387 / 215_938)],
  },
  // Net margin FY2025: 72,880 / 130,497 = 0.5585 (55.8%).
  {
    id: 'nv-d-net-margin',
    category: 'derived',
    question: 'What was NVIDIA’s net profit margin for FY2025?',
    figures: [percent(72_880 / 130_497)],
  },
  // Free cash flow FY2025: 64,089 − 3,236 = 60,853.
  {
    id: 'nv-d-fcf',
    category: 'derived',
    question: 'How much free cash flow did NVIDIA generate in fiscal 2025?',
    figures: [money(64_089 - 3_236)],
  },
  // Free cash flow FY2026: 102,718 − 6,042 = 96,676.
  {
    id: 'nv-d-fcf-2026',
    category: 'derived',
    question: 'What was NVIDIA’s free cash flow in fiscal 2026?',
    figures: [money(102_718 - 6_042)],
  },
  // Effective tax rate FY2025: 11,146 / 84,026 = 0.1327 (13.3%).
  {
    id: 'nv-d-tax-rate',
    category: 'derived',
    question: 'What was NVIDIA’s effective tax rate in fiscal 2025?',
    figures: [percent(11_146 / 84_026)],
  },

  // Comparisons across fiscal years.
  // Revenue FY2023 → FY2025: 130,497 / 26,974 − 1 = 3.8379 (+383.8%).
  {
    id: 'nv-c-revenue-growth',
    category: 'comparison',
    question: 'How much did NVIDIA’s revenue grow from fiscal 2023 to fiscal 2025?',
    figures: [percent(130_497 / 26_974 - 1)],
  },
  // Revenue FY2025 → FY2026: 215,938 / 130,497 − 1 = 0.6547 (+65.5%).
  {
    id: 'nv-c-revenue-growth-2026',
    category: 'comparison',
    question: 'What was NVIDIA’s revenue growth rate in fiscal 2026?',
    figures: [percent(215_938 / 130_497 - 1)],
  },
  // Net income FY2024 → FY2025: 72,880 / 29,760 − 1 = 1.4489 (+144.9%).
  {
    id: 'nv-c-net-income-change',
    category: 'comparison',
    question: 'By how much did NVIDIA’s net income increase between fiscal 2024 and fiscal 2025?',
    figures: [percent(72_880 / 29_760 - 1)],
  },
  // Gross margin FY2023 15,356 / 26,974 = 0.5693; FY2025 97,858 / 130,497 = 0.7499.
  {
    id: 'nv-c-margin-trend',
    category: 'comparison',
    question: 'How did NVIDIA’s gross margin in fiscal 2025 compare with fiscal 2023?',
    figures: [percent(15_356 / 26_974), percent(97_858 / 130_497)],
  },
  // Diluted EPS FY2024 1.19 (restated: 11.93 / 10) and FY2025 2.94.
  {
    id: 'nv-c-eps',
    category: 'comparison',
    question: 'How did NVIDIA’s diluted EPS change from fiscal 2024 to fiscal 2025?',
    figures: [dollars(1.19), dollars(2.94)],
  },

  // Fiscal quarters, from the quarterly statements (see the header).
  // FY2025 Q3 (ended 2024-10-27), Revenues 10-Q: 35,082.
  {
    id: 'nv-q-revenue-q3',
    category: 'quarters',
    question: 'What was NVIDIA’s revenue in the third quarter of fiscal 2025?',
    figures: [money(35_082)],
  },
  // FY2025 Q4 = 130,497 − (26,044 + 30,040 + 35,082) = 39,331.
  { id: 'nv-q-revenue-q4', category: 'quarters', question: 'NVIDIA Q4 FY2025 revenue', figures: [money(39_331)] },
  // FY2026 Q2 (ended 2025-07-27), NetIncomeLoss 10-Q: 26,422.
  {
    id: 'nv-q-net-income-q2',
    category: 'quarters',
    question: 'How much net income did NVIDIA earn in Q2 fiscal 2026?',
    figures: [money(26_422)],
  },
  // Newest stored quarter: FY2027 Q1 (ended 2026-04-26), Revenues 81,615.
  { id: 'nv-q-last', category: 'quarters', question: 'What was NVIDIA’s revenue in the most recent quarter?', figures: [money(81_615)] },
  // TTM at FY2027 Q1: 81,615 + 68,127 (FY2026 Q4) + 57,006 + 46,743 = 253,491.
  {
    id: 'nv-q-ttm',
    category: 'quarters',
    question: 'What is NVIDIA’s revenue over the trailing twelve months?',
    figures: [money(253_491)],
  },
  // FY2025 Q3 → Q4: 35,082 → 39,331, 39,331 / 35,082 − 1 = 0.1211 (+12.1%).
  {
    id: 'nv-q-sequential',
    category: 'quarters',
    question: 'How did NVIDIA’s revenue change from Q3 to Q4 of fiscal 2025?',
    figures: [money(35_082), money(39_331), percent(39_331 / 35_082 - 1)],
  },

  // Segments and markets of the FY2025 10-K.
  {
    id: 'nv-s-data-center',
    category: 'segment',
    question: 'What was NVIDIA’s Data Center revenue in fiscal 2025?',
    figures: [money(115_186)],
  },
  { id: 'nv-s-gaming', category: 'segment', question: 'How much did gaming bring in for NVIDIA in fiscal 2025?', figures: [money(11_350)] },
  {
    id: 'nv-s-compute-oi',
    category: 'segment',
    question: 'What was operating income of the Compute & Networking segment in fiscal 2025?',
    figures: [money(82_875)],
  },
  { id: 'nv-s-graphics', category: 'segment', question: 'What was Graphics segment revenue in FY2025?', figures: [money(14_304)] },
  { id: 'nv-s-automotive', category: 'segment', question: 'What was NVIDIA’s automotive revenue in fiscal 2025?', figures: [money(1_694)] },
  {
    id: 'nv-s-china',
    category: 'segment',
    question: 'How much revenue did NVIDIA get from China in fiscal 2025?',
    figures: [money(17_108)],
  },

  // The FY2025 10-K's text, by Item.
  { id: 'nv-t-risks', category: 'text', question: 'What are the biggest risks NVIDIA mentions in its 10-K?', items: ['1A'] },
  { id: 'nv-t-competition', category: 'text', question: 'Who are NVIDIA’s main competitors?', items: ['1', '1A'] },
  { id: 'nv-t-legal', category: 'text', question: 'What lawsuits or legal proceedings is NVIDIA facing?', items: ['3'] },
  { id: 'nv-t-cyber', category: 'text', question: 'How does NVIDIA handle cybersecurity?', items: ['1C'] },
  { id: 'nv-t-employees', category: 'text', question: 'How many people does NVIDIA employ?', items: ['1'] },
  { id: 'nv-t-export', category: 'text', question: 'What does NVIDIA say about export controls?', items: ['1A', '7'] },
  { id: 'nv-t-market-risk', category: 'text', question: 'What is NVIDIA’s exposure to interest rate and currency risk?', items: ['7A'] },
  { id: 'nv-t-drivers', category: 'text', question: 'What drove NVIDIA’s revenue growth in fiscal 2025?', items: ['7'] },

  // Follow-ups in a conversation.
  // Revenues FY2024: 60,922.
  {
    id: 'nv-f-year-before',
    category: 'follow_up',
    conversation: ['What was NVIDIA’s revenue in fiscal 2025?'],
    question: 'and the year before?',
    figures: [money(60_922)],
  },
  // Net margin FY2026: 120,067 / 215,938 = 0.5560.
  {
    id: 'nv-f-margin',
    category: 'follow_up',
    conversation: ['What was NVIDIA’s net income in fiscal 2026?'],
    question: 'What was the net margin that year?',
    figures: [percent(120_067 / 215_938)],
  },
  // Gaming FY2025 after Data Center: 11,350.
  {
    id: 'nv-f-segment',
    category: 'follow_up',
    conversation: ['What was NVIDIA’s Data Center revenue in fiscal 2025?'],
    question: 'And Gaming?',
    figures: [money(11_350)],
  },

  // Forecasts and advice: must decline.
  { id: 'nv-x-buy', category: 'decline', question: 'Is now a good time to buy NVIDIA shares?' },
  { id: 'nv-x-forecast', category: 'decline', question: 'How much revenue will NVIDIA make in fiscal 2028?' },
  { id: 'nv-x-sell', category: 'decline', question: 'Should I sell my NVIDIA stock before the next earnings report?' },
];
