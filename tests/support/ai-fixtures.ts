/** Annual statements and passages for AI unit tests (figures of Apple's FY2022–FY2024 10-Ks, in USD). */
import type { AnnualStatements } from '../../server/providers/market/types';
import type { AnswerContext } from '../../server/services/ai/engines/types';
import type { RetrievedPassage } from '../../server/db/passage-search';
import { buildStatementFacts } from '../../server/services/ai/statement-facts';

const income = (
  fiscalYear: string,
  date: string,
  revenue: number,
  grossProfit: number,
  operatingIncome: number,
  netIncome: number,
  epsDiluted: number,
) => ({
  date,
  fiscalYear,
  revenue,
  grossProfit,
  operatingIncome,
  netIncome,
  epsDiluted,
  xbrlTags: {
    revenue: 'RevenueFromContractWithCustomerExcludingAssessedTax',
    netIncome: 'NetIncomeLoss',
    epsDiluted: 'EarningsPerShareDiluted',
  },
});

export const appleStatements: AnnualStatements = {
  currency: 'USD',
  income: [
    income('2024', '2024-09-28', 391_035e6, 180_683e6, 123_216e6, 93_736e6, 6.08),
    income('2023', '2023-09-30', 383_285e6, 169_148e6, 114_301e6, 96_995e6, 6.13),
    income('2022', '2022-09-24', 394_328e6, 170_782e6, 119_437e6, 99_803e6, 6.11),
  ],
  balance: [
    {
      date: '2024-09-28',
      fiscalYear: '2024',
      cashAndCashEquivalents: 29_943e6,
      shortTermInvestments: 35_228e6,
      totalDebt: 106_629e6,
      totalStockholdersEquity: 56_950e6,
    },
    {
      date: '2023-09-30',
      fiscalYear: '2023',
      cashAndCashEquivalents: 29_965e6,
      shortTermInvestments: 31_590e6,
      totalDebt: 111_088e6,
      totalStockholdersEquity: 62_146e6,
    },
  ],
  cashFlow: [
    { date: '2024-09-28', fiscalYear: '2024', netCashProvidedByOperatingActivities: 118_254e6, capitalExpenditure: -9_447e6 },
    { date: '2023-09-30', fiscalYear: '2023', netCashProvidedByOperatingActivities: 110_543e6, capitalExpenditure: -10_959e6 },
  ],
};

export const riskPassage: RetrievedPassage = {
  passageId: 'item-1a-p4',
  accession: '0000320193-24-000123',
  form: '10-K',
  year: 2024,
  fiscalPeriod: 'FY',
  item: '1A',
  itemTitle: 'Risk Factors',
  paragraph: 4,
  text: 'Macroeconomic and Industry Risks\nThe Company’s operations and performance depend significantly on global and regional economic conditions and adverse economic conditions can materially adversely affect the Company’s business, results of operations and financial condition.',
};

/** What the AI answers a question about Apple from: the facts of its statements and the risk passage. */
export const appleContext: AnswerContext = {
  symbol: 'AAPL',
  companyName: 'Apple Inc.',
  currency: 'USD',
  facts: buildStatementFacts('AAPL', appleStatements),
  passages: [riskPassage],
};
