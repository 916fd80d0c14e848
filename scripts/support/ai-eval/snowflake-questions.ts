/**
 * The AI evaluation's questions about Snowflake, answered from its real XBRL company facts as SEC
 * EDGAR serves them (tests/fixtures/sec-snowflake). A company that loses money: its net income,
 * operating income and EPS are negative, which the answers must state as they are.
 *
 * Snowflake's fiscal year ends on 31 January: fiscal 2025 ran from 1 February 2024 to 31 January
 * 2025, and its quarters end on 30 April, 31 July, 31 October and 31 January. Every figure below was
 * read by hand from the company facts (us-gaap tag, the 10-K or 10-Q that reports it, $M unless
 * written otherwise):
 *
 * - RevenueFromContractWithCustomerExcludingAssessedTax, FY2022 / FY2023 / FY2024 / FY2025:
 *   1,219.327 / 2,065.659 / 2,806.489 / 3,626.396.
 * - NetIncomeLoss FY2024 / FY2025: −836.097 / −1,285.640; OperatingIncomeLoss FY2024 / FY2025:
 *   −1,094.773 / −1,456.010; GrossProfit FY2024 / FY2025: 1,907.931 / 2,411.723.
 * - FY2025: ResearchAndDevelopmentExpense 1,783.379; SellingAndMarketingExpense 1,672.092;
 *   ShareBasedCompensation 1,479.314; PaymentsForRepurchaseOfCommonStock 1,932.333;
 *   NetCashProvidedByUsedInOperatingActivities 959.764; PaymentsToAcquirePropertyPlantAndEquipment
 *   46.279; EarningsPerShareDiluted −3.86 (FY2024 −2.55).
 * - At 31 January 2025: Assets 9,033.938; StockholdersEquity 2,999.929;
 *   CashAndCashEquivalentsAtCarryingValue 2,628.798; AvailableForSaleSecuritiesDebtSecuritiesCurrent
 *   (short-term investments) 2,008.873; ConvertibleDebtNoncurrent 2,271.529 (its only debt; zero a
 *   year before). Net debt as the product defines it (common/derived-figures.ts: total debt − cash
 *   and short-term investments): 2,271.529 − 4,637.671 = −2,366.142, that is net cash of 2,366.142.
 * - Quarters (10-Qs): FY2025 Q1-Q3 revenue 828.709 / 868.823 / 942.094, so Q4 = 3,626.396 −
 *   2,639.626 (the nine months) = 986.770; FY2026 Q1 (ended 30 April 2025, the newest stored)
 *   1,042.074, net income −430.092, gross profit 693.288.
 *
 * Written as an analyst would ask them, before the engine was run on them; never reword one to suit
 * the engine.
 */
import { type EvalQuestion, type ExpectedFigure, money, percent } from './apple-fy2024-questions';

/** A per-share amount, in dollars. */
const dollars = (value: number): ExpectedFigure => ({ value, unit: 'money' });

export const SNOWFLAKE_QUESTIONS: readonly EvalQuestion[] = [
  // Metrics.
  { id: 'sn-m-revenue', category: 'metric', question: 'What was Snowflake’s revenue in fiscal 2025?', figures: [money(3_626.396)] },
  {
    id: 'sn-m-revenue-2023',
    category: 'metric',
    question: 'How much revenue did Snowflake book in fiscal 2023?',
    figures: [money(2_065.659)],
  },
  { id: 'sn-m-net-loss', category: 'metric', question: 'What was Snowflake’s net loss in fiscal 2025?', figures: [money(-1_285.64)] },
  { id: 'sn-m-operating', category: 'metric', question: 'What was the operating loss in fiscal 2025?', figures: [money(-1_456.01)] },
  { id: 'sn-m-rnd', category: 'metric', question: 'How much did Snowflake spend on R&D in fiscal 2025?', figures: [money(1_783.379)] },
  {
    id: 'sn-m-sbc',
    category: 'metric',
    question: 'How much stock-based compensation did Snowflake record in fiscal 2025?',
    figures: [money(1_479.314)],
  },
  {
    id: 'sn-m-buybacks',
    category: 'metric',
    question: 'How much did Snowflake spend buying back its shares in fiscal 2025?',
    figures: [money(1_932.333)],
  },
  { id: 'sn-m-eps', category: 'metric', question: 'What was diluted EPS in fiscal 2025?', figures: [dollars(-3.86)] },
  {
    id: 'sn-m-cash',
    category: 'metric',
    question: 'How much cash did Snowflake have at the end of fiscal 2025?',
    figures: [money(2_628.798)],
  },
  {
    id: 'sn-m-assets',
    category: 'metric',
    question: 'What were Snowflake’s total assets at 31 January 2025?',
    figures: [money(9_033.938)],
  },
  // Derived figures (common/derived-figures.ts).
  {
    id: 'sn-d-gross-margin',
    category: 'derived',
    question: 'What was Snowflake’s gross margin in fiscal 2025?',
    figures: [percent(2_411.723 / 3_626.396)],
  },
  {
    id: 'sn-d-operating-margin',
    category: 'derived',
    question: 'What was the operating margin in fiscal 2025?',
    figures: [percent(-1_456.01 / 3_626.396)],
  },
  {
    id: 'sn-d-fcf',
    category: 'derived',
    question: 'What was Snowflake’s free cash flow in fiscal 2025?',
    figures: [money(959.764 - 46.279)],
  },
  {
    id: 'sn-d-net-debt',
    category: 'derived',
    question: 'What was net debt at the end of fiscal 2025?',
    figures: [money(2_271.529 - 2_628.798 - 2_008.873)],
  },
  // Comparisons across years.
  {
    id: 'sn-c-growth',
    category: 'comparison',
    question: 'How fast did Snowflake’s revenue grow in fiscal 2025?',
    figures: [percent(3_626.396 / 2_806.489 - 1)],
  },
  {
    id: 'sn-c-cagr',
    category: 'comparison',
    question: 'What was the revenue CAGR from fiscal 2023 to fiscal 2025?',
    figures: [percent(Math.sqrt(3_626.396 / 2_065.659) - 1)],
  },
  {
    id: 'sn-c-loss-change',
    category: 'comparison',
    question: 'How did the net loss change from fiscal 2024 to fiscal 2025?',
    figures: [money(-836.097), money(-1_285.64)],
  },
  {
    id: 'sn-c-eps',
    category: 'comparison',
    question: 'How did diluted EPS change between fiscal 2024 and fiscal 2025?',
    figures: [dollars(-2.55), dollars(-3.86)],
  },
  // Judgements: a conclusion computed from the figures, with its rule.
  {
    id: 'sn-j-growth',
    category: 'judgement',
    // Growth FY2023 / FY2024 / FY2025: 69.4% / 35.9% / 29.2%.
    question: 'Is Snowflake’s revenue growth accelerating?',
    figures: [percent(3_626.396 / 2_806.489 - 1)],
    conclusion: /revenue growth is slowing/i,
  },
  {
    id: 'sn-j-debt',
    category: 'judgement',
    // Cash and short-term investments 4,637.671 exceed the convertible notes' 2,271.529: net cash 2,366.142.
    question: 'Is Snowflake’s debt a problem?',
    figures: [money(2_628.798 + 2_008.873 - 2_271.529)],
    conclusion: /net cash/i,
  },
  {
    id: 'sn-j-margins',
    category: 'judgement',
    // Operating margin FY2024 −39.0%, FY2025 −40.2%; net margin −29.8%, −35.5%.
    question: 'Are Snowflake’s margins improving?',
    conclusion: /operating margin is declining/i,
  },
  // Quarters.
  { id: 'sn-q-latest', category: 'quarters', question: 'What was Snowflake’s revenue in the latest quarter?', figures: [money(1_042.074)] },
  { id: 'sn-q-q4', category: 'quarters', question: 'What was revenue in the fourth quarter of fiscal 2025?', figures: [money(986.77)] },
  {
    id: 'sn-q-ttm',
    category: 'quarters',
    question: 'What is Snowflake’s trailing twelve month revenue?',
    figures: [money(1_042.074 + 986.77 + 942.094 + 868.823)],
  },
  { id: 'sn-q-net-loss', category: 'quarters', question: 'What was the net loss in Q1 fiscal 2026?', figures: [money(-430.092)] },
  {
    id: 'sn-q-yoy',
    category: 'quarters',
    question: 'How did revenue in Q1 fiscal 2026 compare with Q1 fiscal 2025?',
    figures: [percent(1_042.074 / 828.709 - 1)],
  },
  // Follow-ups in a conversation.
  {
    id: 'sn-f-next-year',
    category: 'follow_up',
    conversation: ['What was Snowflake’s revenue in fiscal 2024?'],
    question: 'And in fiscal 2025?',
    figures: [money(3_626.396)],
  },
  {
    id: 'sn-f-year-before',
    category: 'follow_up',
    conversation: ['What was Snowflake’s operating loss in fiscal 2025?'],
    question: 'What about the year before?',
    figures: [money(-1_094.773)],
  },
  // R&D share of revenue FY2025: 1,783.379 / 3,626.396 = 0.4918.
  {
    id: 'sn-f-share',
    category: 'follow_up',
    conversation: ['How much did Snowflake spend on R&D in fiscal 2025?'],
    question: 'What share of revenue was that?',
    figures: [percent(1_783.379 / 3_626.396)],
  },
  // Questions to decline.
  { id: 'sn-x-forecast', category: 'decline', question: 'What will Snowflake’s revenue be in fiscal 2027?' },
  { id: 'sn-x-buy', category: 'decline', question: 'Should I buy Snowflake shares now?' },
];
