/**
 * The quarterly and trailing-twelve-month facts the AI answers a question about a quarter from:
 * every catalogue line and derived figure of each fiscal quarter the company's statements hold
 * (labelled as the company labels its quarters, 'FY2024 Q4'), and the flows of the twelve months
 * ending with each quarter, by the one definition of trailing-twelve-months.ts (the sum of four
 * consecutive quarters). A quarter's fact cites its own statement line; a TTM fact cites the four
 * quarters' lines it sums, so the claim verifier can recompute it.
 */
import type { BalanceSheet, CashFlowStatement, Citation, IncomeStatement } from '../../../generated/model';
import { fiscalPeriodName } from '../../../common/fiscal-period';
import { LEVEL_OF } from './understanding/metric-catalog';
import { METRICS } from './understanding/metric-definitions';
import type { FactPeriod, StatementFact } from './engines/types';
import type { AnnualStatements } from '../../providers/market/types';
import { type ParsedQuarter, trailingTwelveMonths } from '../market/trailing-twelve-months';
import { fiscalYearOf, periodFacts, quarterOf, statementCitation } from './statement-facts';

/**
 * Growth of a quarter is not a catalogue figure: a change between quarters says which two it
 * compares (the quarter before, or the same quarter a year before), so the answers compute it.
 */
const NOT_PER_QUARTER = new Set(Object.keys(LEVEL_OF));
/** A figure the SEC provider derived from year-to-date facts names them in its tag: 'Revenues (12M − 9M)'. */
const YEAR_TO_DATE = /\((\d+)M − (\d+)M\)$/;

/** The company's fiscal quarters (newest first), each with its three statements. */
function quartersOf(quarterly: NonNullable<AnnualStatements['quarterly']>): ParsedQuarter[] {
  const byDate = new Map<string, ParsedQuarter>();
  const add = <K extends 'income' | 'balance' | 'cashFlow'>(kind: K, rows: Array<NonNullable<ParsedQuarter[K]>>) => {
    for (const row of rows) {
      const quarter = quarterOf(row);
      if (!quarter) continue;
      const known = byDate.get(row.date) ?? {
        fiscalYear: fiscalYearOf(row),
        fiscalQuarter: quarter,
        income: null,
        balance: null,
        cashFlow: null,
      };
      byDate.set(row.date, { ...known, [kind]: row });
    }
  };
  add('income', quarterly.income);
  add('balance', quarterly.balance);
  add('cashFlow', quarterly.cashFlow);
  return [...byDate.entries()].sort(([a], [b]) => b.localeCompare(a)).map(([, quarter]) => quarter);
}

/** How a quarter's figure was obtained when no report states it (from the tags of the lines it cites). */
function derivationOf(citations: Citation[], quarter: number): string | undefined {
  for (const citation of citations) {
    const match = YEAR_TO_DATE.exec(citation.xbrlTag ?? '');
    if (!match) continue;
    return quarter === 4
      ? 'derived as the fiscal year less the first three quarters, since no report covers the fourth quarter alone'
      : `derived as the first ${match[1]} months of the fiscal year less the first ${match[2]}`;
  }
  return undefined;
}

function quarterPeriod(quarter: ParsedQuarter, end: string, citations: Citation[]): FactPeriod {
  const derivation = derivationOf(citations, quarter.fiscalQuarter);
  return {
    kind: 'quarter',
    fiscalQuarter: quarter.fiscalQuarter,
    name: fiscalPeriodName({ period: 'Q', fiscalYear: quarter.fiscalYear, fiscalQuarter: quarter.fiscalQuarter }),
    end,
    ...(derivation ? { derivation } : {}),
  };
}

/** Every quarter's facts: its lines, and the figures derived from them (against the same quarter a year before). */
function eachQuarterFacts(symbol: string, quarters: ParsedQuarter[]): StatementFact[] {
  const find = (year: number, quarter: number) => quarters.find((q) => q.fiscalYear === year && q.fiscalQuarter === quarter);
  return quarters.flatMap((quarter) => {
    const end = (quarter.income ?? quarter.balance ?? quarter.cashFlow)?.date ?? '';
    const rows = {
      income: quarter.income ?? undefined,
      balance: quarter.balance ?? undefined,
      cashFlow: quarter.cashFlow ?? undefined,
      priorIncome: find(quarter.fiscalYear - 1, quarter.fiscalQuarter)?.income ?? undefined,
    };
    return periodFacts(symbol, quarter.fiscalYear, rows, NOT_PER_QUARTER).map((fact) => ({
      ...fact,
      period: quarterPeriod(quarter, end, fact.citations),
    }));
  });
}

type FlowRow = IncomeStatement | CashFlowStatement;

/** The flows of the twelve months ending with each quarter that closes four consecutive ones. */
function trailingFacts(symbol: string, quarters: ParsedQuarter[]): StatementFact[] {
  const facts: StatementFact[] = [];
  for (const ttm of trailingTwelveMonths(quarters)) {
    const last = ttm.income ?? ttm.cashFlow;
    if (!last) continue;
    const at = quarters.findIndex((quarter) => (quarter.income ?? quarter.cashFlow)?.date === last.date);
    const window = quarters.slice(at, at + 4);
    const fiscalYear = fiscalYearOf(last);
    const fiscalQuarter = last.fiscalQuarter ?? 0;
    const period: FactPeriod = {
      kind: 'ttm',
      fiscalQuarter,
      name: fiscalPeriodName({ period: 'TTM', fiscalYear, fiscalQuarter }),
      end: last.date,
    };
    for (const definition of [...METRICS].reverse()) {
      const line = definition.line;
      if (!line || line.statement === 'balance') continue;
      const row = (line.statement === 'income' ? ttm.income : ttm.cashFlow) as (FlowRow & Record<string, unknown>) | null;
      const value = row?.[line.field];
      if (typeof value !== 'number' || !Number.isFinite(value)) continue;
      const kind = line.statement;
      const citations = window.flatMap((quarter) => {
        const source = (kind === 'income' ? quarter.income : quarter.cashFlow) as FlowRow | BalanceSheet | null;
        return source ? [statementCitation(symbol, kind, source, line.field)] : [];
      });
      if (citations.length !== 4) continue;
      facts.push({ metric: definition.metric, label: definition.label, unit: definition.unit, fiscalYear, value, citations, period });
    }
  }
  return facts;
}

/** The quarterly facts, then the trailing-twelve-month ones, each newest first; none when the statements hold no quarters. */
export function buildQuarterFacts(symbol: string, statements: AnnualStatements): StatementFact[] {
  if (!statements.quarterly) return [];
  const quarters = quartersOf(statements.quarterly);
  return [...eachQuarterFacts(symbol, quarters), ...trailingFacts(symbol, quarters)];
}
