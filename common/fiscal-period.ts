/**
 * A fiscal period's name, one rule for the statements' column headings, the charts and the P/E's
 * basis: 'FY2024' for a fiscal year, 'FY2025 Q1' for a fiscal quarter as the company labels it,
 * 'TTM FY2025 Q1' for the twelve months ending with that quarter.
 */
export interface FiscalPeriodRef {
  /** FY, Q1-Q4 or TTM; a fiscal year when absent. */
  period?: string | null | undefined;
  fiscalYear: string | number;
  /** The quarter of a quarter, or the last quarter of a TTM period. */
  fiscalQuarter?: number | null | undefined;
}

/** True for a quarter or a TTM period (one with a fiscal quarter), false for a fiscal year. */
export function isQuarterly(ref: FiscalPeriodRef): boolean {
  return Boolean(ref.fiscalQuarter) && Boolean(ref.period) && ref.period !== 'FY';
}

export function fiscalPeriodName(ref: FiscalPeriodRef): string {
  if (!isQuarterly(ref)) return `FY${ref.fiscalYear}`;
  const quarter = `FY${ref.fiscalYear} Q${ref.fiscalQuarter}`;
  return ref.period === 'TTM' ? `TTM ${quarter}` : quarter;
}
