/**
 * The values a claim may be checked against that come from the statements: the cited statement
 * lines (of a fiscal year, or of a quarter in the quarterly statements), with the year and period
 * each belongs to and what a sentence may call it; and the rule holding a claim to the period it
 * names: a quarter's figure verifies only a sentence naming that quarter, trailing twelve months
 * only a sentence naming them, and a fiscal year's figure never a sentence naming a quarter.
 */
import type { Citation } from '../../../../generated/model';
import { endsIn } from '../understanding/fiscal-quarters';
import { METRICS } from '../understanding/metric-definitions';
import type { AnnualStatements } from '../../../providers/market/types';
import { statementRowOf } from '../statement-rows';
import type { FigureClaim } from './claim-extract';

export type ValueUnit = 'money' | 'ratio' | 'per_share' | 'multiple' | 'count';

export interface Candidate {
  value: number;
  unit: ValueUnit;
  /** Outflows and changes may be written without their sign. */
  absOk?: boolean;
  /** The fiscal year of a single figure: a claim naming another year does not match it. */
  year?: number;
  /**
   * The period of a single statement figure within its year: 'FY', 'Q1'-'Q4' or 'TTM'. Absent for
   * a computation over several figures, a company fact or a segment figure.
   */
  period?: string;
  /** The last day of that period (YYYY-MM-DD), when known: a claim dating its quarter must name one ending then. */
  end?: string;
  /** What the value may be called: metric keys (and statement line names); absent for a company fact. */
  concepts?: ReadonlySet<string>;
  /** The company fact it is (`pe`, `price`), for a company-page value. */
  companyKey?: string;
  /** The part of the company it is a figure of ('Greater China'), for a segment figure. */
  part?: string;
  /** The ticker of the company whose statements it comes from, when its citation links to that company's page. */
  company?: string;
}

export interface StatementValue extends Candidate {
  year: number;
  concepts: ReadonlySet<string>;
}

/** The metrics derived from several lines (margins, free cash flow, total debt): what a computation over cited lines may be called. */
export const DERIVED_METRICS = METRICS.filter((definition) => !definition.line).map((definition) => definition.metric);

function lineUnit(lineItem: string): ValueUnit {
  if (/^eps/i.test(lineItem)) return 'per_share';
  if (/shs|shares/i.test(lineItem)) return 'count';
  return 'money';
}

/** What a statement line may be called: its catalogue metric and its own name (basic EPS stands in for diluted where only it is reported). */
function lineConcepts(statement: Citation['statement'], lineItem: string): Set<string> {
  const concepts = new Set([lineItem]);
  for (const definition of METRICS)
    if (definition.line?.statement === statement && definition.line?.field === lineItem) concepts.add(definition.metric);
  if (lineItem === 'eps') concepts.add('epsDiluted');
  return concepts;
}

/** The fiscal year a statement citation names (its label's FY, else its period's year). */
function fiscalYearOfCitation(citation: Citation): number {
  const named = /\bFY(\d{4})\b/.exec(citation.label)?.[1];
  return Number(named ?? citation.period?.slice(0, 4));
}

/** The statements an answer's citations are checked against: the asked company's, and those of the companies it was compared with. */
export interface CitedStatements {
  statements: AnnualStatements | null;
  /** The asked company's ticker: a citation linking to another company's page that is not a compared one names no statements. */
  symbol?: string;
  /** Other companies' statements by ticker: a citation linking to such a company's page is checked against its own. */
  peers?: ReadonlyMap<string, AnnualStatements>;
}

/** The statements a statement citation names: a compared company's when it links to that company's page, else the asked company's. */
export function statementsCited(citation: Citation, sources: CitedStatements): AnnualStatements | null {
  const symbol = companyCited(citation);
  if (!symbol || symbol === sources.symbol) return sources.statements;
  return sources.peers?.get(symbol) ?? (sources.symbol ? null : sources.statements);
}

/** The ticker of the company whose page a citation links to ('/stock/AAPL/statements' → 'AAPL'), if any. */
export function companyCited(citation: Citation): string | undefined {
  const symbol = /^\/stock\/([^/]+)\//.exec(citation.href)?.[1];
  return symbol ? decodeURIComponent(symbol) : undefined;
}

/** The cited statement lines' values, each with its year and period, and its company's ticker. */
export function statementValues(cited: Citation[], sources: CitedStatements): StatementValue[] {
  const values: StatementValue[] = [];
  for (const citation of cited) {
    const statements = statementsCited(citation, sources);
    const company = companyCited(citation);
    if (!statements || citation.kind !== 'statement' || !citation.lineItem || !citation.period) continue;
    const value = statementRowOf(statements, citation)?.[citation.lineItem];
    if (typeof value !== 'number') continue;
    values.push({
      value,
      unit: lineUnit(citation.lineItem),
      absOk: citation.statement === 'cashflow',
      year: fiscalYearOfCitation(citation),
      period: citation.fiscalPeriod ?? 'FY',
      end: citation.period,
      concepts: lineConcepts(citation.statement, citation.lineItem),
      ...(company ? { company } : {}),
    });
  }
  return values;
}

/**
 * Whether a claim naming `period` (a quarter, some quarter 'Q', 'TTM', or none) in `year` may be
 * the candidate's figure. A sentence naming a quarter fits that quarter's figure (any quarter's
 * for 'Q'), never a fiscal year's nor trailing twelve months'; one naming trailing twelve months
 * fits only them. A sentence naming no period is a fiscal year's when it names a year; one naming
 * neither (a figure restated in a follow-up sentence) may be any period's. A sentence dating its
 * period ('the three months ended December 28, 2024') fits only a figure of a period ending then.
 */
export function periodFits(claim: Pick<FigureClaim, 'period' | 'year' | 'periodEnd'>, candidate: Candidate): boolean {
  if (candidate.period === undefined) return true;
  if (claim.periodEnd && candidate.end && !endsIn(candidate.end, claim.periodEnd)) return false;
  if (claim.period === undefined) return candidate.period === 'FY' || claim.year === undefined;
  if (claim.period === 'Q') return /^Q[1-4]$/.test(candidate.period);
  return claim.period === candidate.period;
}
