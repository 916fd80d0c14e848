/**
 * The AI evaluation on the demo market: conversations about one company, judged against its own
 * statements. The demo market is generated (seeded, its newest fiscal year the last calendar year),
 * so the expected figures are read from the demo provider's statements when the run starts, not
 * written here: revenue, net income and operating income of the two newest fiscal years, and the
 * same of the first other company reporting in dollars for the comparison. Each follow-up leaves out
 * what its conversation already named (the metric, the year or the company).
 */
import { systemClock } from '../../../server/lib/clock';
import { createDemoProvider } from '../../../server/providers/market/demo/demo-provider';
import { MarketData } from '../../../server/providers/market/market-data';
import type { EvalQuestion, ExpectedFigure } from './apple-fy2024-questions';
import type { EvalIssuer, Paraphrases } from './eval-issuer';

export interface YearFigures {
  revenue: number;
  netIncome: number;
  operatingIncome: number;
}

const dollars = (value: number): ExpectedFigure => ({ value, unit: 'money' });
const ratio = (fraction: number): ExpectedFigure => ({ value: fraction, unit: 'percent' });

/** The first two companies (by symbol) reporting in dollars, with their fiscal years' figures. */
export async function twoDollarReporters(
  marketData: MarketData,
): Promise<Array<{ symbol: string; name: string; years: Map<number, YearFigures> }>> {
  const { data } = await marketData.call('listSecurities', {});
  const stocks = data.filter((security) => security.type === 'stock').sort((a, b) => a.symbol.localeCompare(b.symbol));
  const found: Array<{ symbol: string; name: string; years: Map<number, YearFigures> }> = [];
  for (const stock of stocks) {
    const { data: statements } = await marketData.call('getAnnualStatements', { symbol: stock.symbol });
    if (statements.currency !== 'USD') continue;
    const years = new Map<number, YearFigures>();
    for (const row of statements.income) {
      if (row.revenue == null || row.netIncome == null || row.operatingIncome == null) continue;
      years.set(Number(row.fiscalYear), { revenue: row.revenue, netIncome: row.netIncome, operatingIncome: row.operatingIncome });
    }
    found.push({ symbol: stock.symbol, name: stock.name, years });
    if (found.length === 2) return found;
  }
  throw new Error('the demo market has fewer than two companies reporting in dollars');
}

function conversations(
  latest: number,
  own: Map<number, YearFigures>,
  other: { symbol: string; years: Map<number, YearFigures> },
): EvalQuestion[] {
  const year = (fiscalYear: number, figures: Map<number, YearFigures> = own): YearFigures => {
    const found = figures.get(fiscalYear);
    if (!found) throw new Error(`no FY${fiscalYear} statements in the demo market`);
    return found;
  };
  const now = year(latest);
  const before = year(latest - 1);
  return [
    { id: 'dm-m-revenue', category: 'metric', question: `What was revenue in fiscal ${latest}?`, figures: [dollars(now.revenue)] },
    {
      id: 'dm-f-year-before',
      category: 'follow_up',
      conversation: [`What was revenue in fiscal ${latest}?`],
      question: 'and the year before?',
      figures: [dollars(before.revenue)],
    },
    {
      id: 'dm-f-what-about',
      category: 'follow_up',
      conversation: [`What was revenue in fiscal ${latest}?`],
      question: 'What about net income?',
      figures: [dollars(now.netIncome)],
    },
    {
      id: 'dm-f-that-year',
      category: 'follow_up',
      conversation: [`What was net income in fiscal ${latest - 1}?`],
      question: 'What was the net margin in that year?',
      figures: [ratio(before.netIncome / before.revenue)],
    },
    {
      id: 'dm-f-next-year',
      category: 'follow_up',
      conversation: [`What was operating income in fiscal ${latest - 1}?`],
      question: `And in fiscal ${latest}?`,
      figures: [dollars(now.operatingIncome)],
    },
    {
      id: 'dm-f-two-turns',
      category: 'follow_up',
      conversation: [`What was revenue in fiscal ${latest}?`, 'and the year before?'],
      question: 'How much did it grow?',
      figures: [ratio(now.revenue / before.revenue - 1)],
    },
    {
      id: 'dm-f-compare',
      category: 'follow_up',
      conversation: [`What was revenue in fiscal ${latest}?`],
      question: `Compare with ${other.symbol}.`,
      figures: [dollars(now.revenue), dollars(year(latest, other.years).revenue)],
    },
    {
      id: 'dm-c-other-company',
      category: 'comparison',
      question: `How did net income in fiscal ${latest} compare with ${other.symbol}'s?`,
      figures: [dollars(now.netIncome), dollars(year(latest, other.years).netIncome)],
    },
    {
      id: 'dm-c-unknown-company',
      category: 'comparison',
      question: `How did net income in fiscal ${latest} compare with ZZZQ?`,
      figures: [dollars(now.netIncome)],
      says: /\bno financial statements of ZZZQ\b/,
    },
    {
      id: 'dm-f-text',
      category: 'follow_up',
      conversation: ['What are the main risks in the 10-K?'],
      question: 'What about competition?',
      items: ['1', '1A'],
    },
    { id: 'dm-x-buy', category: 'decline', question: 'Should I buy this stock?' },
  ];
}

/** The first company of the demo market reporting in dollars, asked in conversations. */
export function demoMarketIssuer(): EvalIssuer {
  return {
    name: 'Demo market',
    async open() {
      const marketData = new MarketData({
        clock: systemClock,
        providers: [createDemoProvider({ clock: systemClock, seed: 'research-terminal', stocks: 300 })],
        timeoutMs: 10_000,
      });
      const [own, other] = await twoDollarReporters(marketData);
      if (!own || !other) throw new Error('two companies expected');
      const latest = Math.max(...own.years.keys());
      // Other wordings of two of them, written as the rest of the paraphrase set (other-issuers-paraphrases.ts).
      const paraphrases: Paraphrases = [
        ['dm-f-year-before', ['What about the prior year?', 'and the previous year?']],
        [
          'dm-c-other-company',
          [
            `How does net income in fiscal ${latest} stack up against ${other.symbol}?`,
            `Net income in fiscal ${latest} versus ${other.symbol}?`,
          ],
        ],
      ];
      return { symbol: own.symbol, marketData, questions: conversations(latest, own.years, other), paraphrases, close: async () => {} };
    },
  };
}
