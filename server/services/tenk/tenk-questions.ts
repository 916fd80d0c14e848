/**
 * The fixed questions a 10-K analysis answers for every filing, in the order shown. `items`
 * are the Items whose paragraphs are searched first; `search` adds the words such passages use.
 */
export interface TenKQuestion {
  key: string;
  question: string;
  items: string[];
  search: string;
  /** Statement figures quoted with the answer, when the statements have them. */
  metrics: string[];
}

export const TENK_QUESTIONS: readonly TenKQuestion[] = [
  {
    key: 'business-model',
    question: 'What is the business model: what does the company sell, to whom, and how does it make money?',
    items: ['1'],
    search: 'business products services customers sells designs markets revenue generate segments',
    metrics: [],
  },
  {
    key: 'revenue-drivers',
    question: 'What drove revenue during the year?',
    items: ['7'],
    search: 'net sales revenue increased decreased driven primarily due higher lower growth',
    metrics: ['revenue', 'revenueGrowth'],
  },
  {
    key: 'key-risks',
    question: 'What are the key risks the company faces?',
    items: ['1A'],
    search: 'risks adversely affect materially business results operations financial condition',
    metrics: [],
  },
  {
    key: 'competition',
    question: 'Who does the company compete with, and on what?',
    items: ['1', '1A'],
    search: 'competition competitive competitors compete markets pricing',
    metrics: [],
  },
  {
    key: 'outlook',
    question: 'What is management’s outlook?',
    items: ['7'],
    search: 'expects future outlook anticipate believes trends forward-looking fiscal',
    metrics: [],
  },
  {
    key: 'capital-allocation',
    question: 'How does the company allocate capital (investment, buybacks, dividends)?',
    items: ['5', '7'],
    search: 'repurchase repurchased dividends capital return program investment expenditures',
    metrics: ['capitalExpenditure', 'freeCashFlow'],
  },
  {
    key: 'liquidity-debt',
    question: 'How strong are liquidity and the balance sheet (cash, debt)?',
    items: ['7', '7A'],
    search: 'liquidity capital resources cash debt notes commercial paper borrowings interest',
    metrics: ['cashAndShortTermInvestments', 'totalDebt', 'netDebt'],
  },
  {
    key: 'legal-proceedings',
    question: 'Are there material legal proceedings?',
    items: ['3'],
    search: 'legal proceedings litigation lawsuit claims investigation court',
    metrics: [],
  },
];
