/**
 * A company's stored statements of one kind of period: fiscal years, fiscal quarters (labelled
 * as the company labels them) or trailing twelve months at each quarter end; and its splits.
 */
import type { StatementsPeriod } from '../../../../generated/model';
import { fiscalPeriodName } from '../../../../common/fiscal-period';
import { listQuarterlyStatements, listSplits, listStatements } from '../../../db/repositories/market-read.repository';
import type { MarketDeps } from '../market-deps';
import { parseYears, type ParsedYear } from '../statements';
import { trailingTwelveMonths, type ParsedQuarter } from '../trailing-twelve-months';

/** Ten years of quarters, and one more year so the oldest TTM has its four. */
const QUARTER_ROWS = 44;

export interface PeriodRows {
  /** The periods newest first; `label` names each ("2024", "FY2024 Q3", "TTM FY2024 Q3"). */
  periods: Array<ParsedYear & { label: string }>;
  /** Of the newest stored row, for the source line. */
  newest: { provider: string; asOf: string; currency: string; fiscalYear: number; income: string | null } | undefined;
}

async function storedQuarters(deps: MarketDeps, symbol: string) {
  const rows = await listQuarterlyStatements(deps.db, symbol, QUARTER_ROWS);
  const quarters: ParsedQuarter[] = parseYears(rows).map((quarter, i) => ({ ...quarter, fiscalQuarter: rows[i]?.fiscalQuarter ?? 0 }));
  return { rows, quarters };
}

export async function periodRows(deps: MarketDeps, symbol: string, period: StatementsPeriod, years: number): Promise<PeriodRows> {
  if (period === 'annual') {
    const rows = await listStatements(deps.db, symbol, years);
    return { periods: parseYears(rows).map((year) => ({ ...year, label: String(year.fiscalYear) })), newest: rows[0] };
  }
  const { rows, quarters } = await storedQuarters(deps, symbol);
  if (period === 'quarterly') {
    return { periods: quarters.map((quarter) => ({ ...quarter, label: fiscalPeriodName({ ...quarter, period: 'Q' }) })), newest: rows[0] };
  }
  const ttm = trailingTwelveMonths(quarters).map((statements) => {
    const last = statements.income ?? statements.balance ?? statements.cashFlow;
    return {
      ...statements,
      fiscalYear: Number(last?.fiscalYear),
      label: fiscalPeriodName({ period: 'TTM', fiscalYear: Number(last?.fiscalYear), fiscalQuarter: last?.fiscalQuarter }),
    };
  });
  return { periods: ttm, newest: rows[0] };
}

export async function splitsOf(deps: MarketDeps, symbol: string) {
  return (await listSplits(deps.db, symbol)).map((split) => ({ date: split.date, ratio: split.ratio }));
}
